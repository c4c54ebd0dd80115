#!/usr/bin/env python3
"""Writes a file of random moves (x y dx dy) for `stepwise-cli trace` and `bench-moves`.

usage: make-moves.py CLI MAP [--map NAME] COUNT SEED OUT
Start points are random inside the map's bounds; only starts where the avatar can stand are
kept (checked with `stepwise-cli trace`). Move lengths: 80% up to 32 units (a tick's walk or
run), 15% up to 256, 5% up to 1024, in random directions.
"""
import json
import math
import random
import subprocess
import sys
import tempfile


def main():
    args = sys.argv[1:]
    cli, mapfile = args[0], args[1]
    extra = []
    if args[2] == "--map":
        extra = ["--map", args[3]]
        args = args[:2] + args[4:]
    count, seed, out = int(args[2]), int(args[3]), args[4]
    info = json.loads(subprocess.check_output([cli, "info", mapfile, "--json"] + extra))
    x0, y0, x1, y1 = info["bounds"]
    rng = random.Random(seed)
    kept = []
    while len(kept) < count:
        batch = []
        for _ in range(count * 3):
            x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
            pick = rng.random()
            length = rng.uniform(0, 32 if pick < 0.8 else 256 if pick < 0.95 else 1024)
            a = rng.uniform(0, 2 * math.pi)
            batch.append("%.3f %.3f %.3f %.3f" % (x, y, length * math.cos(a), length * math.sin(a)))
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
            f.write("\n".join(batch) + "\n")
            f.flush()
            res = subprocess.run([cli, "trace", mapfile, f.name] + extra, capture_output=True,
                                 text=True, check=True)
        for line, result in zip(batch, res.stdout.splitlines()):
            if '"error"' not in result and len(kept) < count:
                kept.append(line)
    with open(out, "w") as f:
        f.write("\n".join(kept) + "\n")


if __name__ == "__main__":
    main()
