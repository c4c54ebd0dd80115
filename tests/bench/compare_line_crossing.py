#!/usr/bin/env python3
"""Compares two stepwise-cli binaries on the line-crossing rule (teleports for trace and
probes), on Freedoom maps with teleporters.

For each map it writes, into OUT: the map as .swmap with 40 random probes (pointer tracks of
50-400 units from things' positions, seed 17) and up to 6 probes that cross a teleport line
(special 39 or 97) from its front; the same moves as `trace` moves files. It then runs both
binaries on them (trace with and without --doors-open, probes as JSON with and without
--doors-open) and says which outputs differ: only those of probes and moves that cross a
teleport line may. Last it times `probes` on the random probes repeated ten times (400 probes,
each at 5 tick rates), both binaries interleaved, 15 runs each, and prints the medians.

usage: compare_line_crossing.py BASE_CLI NEW_CLI OUT_DIR
"""
import json
import math
import os
import random
import statistics
import subprocess
import sys
import time

MAPS = [("freedoom2.wad", "MAP01"), ("freedoom2.wad", "MAP05"), ("freedoom2.wad", "MAP08"),
        ("freedoom1.wad", "E1M4")]
TELEPORTS = {39, 97}


def make_inputs(cli, out, wad, name, rng):
    swmap = os.path.join(out, name + ".swmap")
    subprocess.run([cli, "import", "/usr/share/games/doom/" + wad, "--map", name, "-o", swmap],
                   check=True, stdout=subprocess.DEVNULL)
    doc = json.load(open(swmap))
    verts, walls = doc["vertices"], doc["walls"]
    starts = [(t["x"], t["y"]) for t in doc.get("things", [])]
    probes, moves, tele_moves = [], [], []
    for k in range(40):
        sx, sy = rng.choice(starts)
        a, length = rng.uniform(0, 2 * math.pi), rng.uniform(50, 400)
        ex, ey = sx + length * math.cos(a), sy + length * math.sin(a)
        probes.append({"name": f"r{k}", "start": [sx, sy], "speed": 320, "tickRate": 120,
                       "track": [[0, sx, sy], [1.0, ex, ey]], "expectedEnd": [0, 0, 0]})
        moves.append(f"{sx} {sy} {ex - sx} {ey - sy}")
    for i, w in enumerate(walls):
        if w.get("special", 0) not in TELEPORTS or len(tele_moves) >= 6:
            continue
        (ax, ay), (bx, by) = verts[w["v1"]], verts[w["v2"]]
        mx, my = (ax + bx) / 2, (ay + by) / 2
        length = math.hypot(bx - ax, by - ay)
        ox, oy = (by - ay) / length, -(bx - ax) / length  # the front faces the right of v1 -> v2
        sx, sy, tx, ty = mx + ox * 20, my + oy * 20, mx - ox * 24, my - oy * 24
        probes.append({"name": f"t-wall{i}", "start": [sx, sy], "speed": 320, "tickRate": 120,
                       "track": [[0, tx, ty]], "expectedEnd": [0, 0, 0]})
        tele_moves.append(f"{sx} {sy} {tx - sx} {ty - sy}")
    doc["probes"] = probes
    json.dump(doc, open(os.path.join(out, name + "-probes.swmap"), "w"))
    doc["probes"] = [p for p in probes if p["name"].startswith("r")] * 10
    json.dump(doc, open(os.path.join(out, name + "-timing.swmap"), "w"))
    for suffix, lines in (("moves", moves), ("teleport-moves", tele_moves)):
        open(os.path.join(out, f"{name}-{suffix}.txt"), "w").write("\n".join(lines) + "\n")


def output(cli, args):
    return subprocess.run([cli] + args, capture_output=True, text=True).stdout


def main():
    base, new, out = sys.argv[1:4]
    os.makedirs(out, exist_ok=True)
    rng = random.Random(17)
    for wad, name in MAPS:
        make_inputs(new, out, wad, name, rng)
    for _, name in MAPS:
        path = os.path.join(out, name)
        for moves in ("moves", "teleport-moves"):
            for opt in ([], ["--doors-open"]):
                args = ["trace", path + ".swmap", f"{path}-{moves}.txt"] + opt
                same = output(base, args) == output(new, args)
                print(f"{name} trace {moves} {' '.join(opt) or '-'}: "
                      f"{'identical' if same else 'DIFFERENT'}")
        for opt in ([], ["--doors-open"]):
            args = ["probes", path + "-probes.swmap", "--format", "json"] + opt
            b = json.loads(output(base, args))["probes"]
            n = json.loads(output(new, args))["probes"]
            differ = [x["name"] for x, y in zip(b, n) if x != y]
            teleported = {p["name"] for p in n if any("teleports" in r for r in p["runs"])}
            print(f"{name} probes {' '.join(opt) or '-'}: {len(b) - len(differ)} of {len(b)} "
                  f"identical; differing: {differ}; of those without a teleport: "
                  f"{[d for d in differ if d not in teleported]}")
    for _, name in MAPS:
        args = ["probes", os.path.join(out, name + "-timing.swmap")]
        times = {base: [], new: []}
        for i in range(15):
            for cli in ((base, new) if i % 2 == 0 else (new, base)):
                start = time.perf_counter()
                subprocess.run([cli] + args, stdout=subprocess.DEVNULL)
                times[cli].append(time.perf_counter() - start)
        b, n = statistics.median(times[base]), statistics.median(times[new])
        print(f"{name} probes, 400 probes x 5 tick rates: median base {b * 1e3:.0f} ms, "
              f"new {n * 1e3:.0f} ms, new/base {n / b:.3f}")


if __name__ == "__main__":
    main()
