#!/usr/bin/env python3
"""Do Freedoom's own demos stay in sync on maps written with our nodes? (Informational.)

For each DEMO1..DEMO4 of freedoom1.wad and freedoom2.wad: dsda-doom plays the demo with
-fastdemo and writes the player's state every tic (-export_ghost) on
  1. the original map,
  2. the map written by `stepwise-cli export-wad` with the original BLOCKMAP and REJECT put back
     (so that only the nodes differ: a rebuilt blockmap alone desyncs demos),
  3. the same with ZDBSP's nodes (zdbsp -t -b -r on the map's own PWAD, then the original
     BLOCKMAP and REJECT put back),
and the ghost files of 2 and 3 are compared with 1's. Prints a Markdown table.

usage: tests/bench/demo_sync.py --cli build/core/cli/stepwise-cli [--wads /usr/share/games/doom]
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_export import map_lumps, read_wad, write_pwad  # noqa: E402


def splice(built, original):
    """The map lumps of `built` with BLOCKMAP and REJECT taken from `original`."""
    orig = dict(original)
    return [(n, orig[n] if n in ("BLOCKMAP", "REJECT") else d) for n, d in built]


def ghost(tmp, iwad, pwad, demo, name):
    home = os.path.join(tmp, "home")
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, HOME=home, XDG_RUNTIME_DIR=home)
    cmd = ["xvfb-run", "-a", "/usr/games/dsda-doom", "-iwad", iwad, "-fastdemo", demo,
           "-nodraw", "-nosound", "-nomusic", "-export_ghost", os.path.join(tmp, name)]
    if pwad:
        cmd[5:5] = ["-file", pwad]
    subprocess.run(cmd, cwd=tmp, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   timeout=900)
    path = os.path.join(tmp, name + ".gst")
    return open(path, "rb").read() if os.path.exists(path) else None


def compare(a, b):
    if a is None or b is None:
        return "no ghost file"
    if a == b:
        return "in sync"
    first = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
    return f"desyncs (first difference at byte {first} of {len(a)})"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--wads", default="/usr/share/games/doom")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="demo-sync-")
    print("| IWAD | demo | map | our nodes | ZDBSP's nodes |")
    print("|---|---|---|---|---|")
    for wad in ("freedoom1.wad", "freedoom2.wad"):
        iwad = os.path.join(args.wads, wad)
        lumps = read_wad(iwad)
        names = [n for n, _ in lumps]
        for k in range(1, 5):
            demo_bytes = lumps[names.index(f"DEMO{k}")][1]
            demo = os.path.join(tmp, f"demo{k}.lmp")
            open(demo, "wb").write(demo_bytes)
            episode, number = demo_bytes[2], demo_bytes[3]
            name = f"MAP{number:02d}" if wad == "freedoom2.wad" else f"E{episode}M{number}"
            original = map_lumps(lumps, name)
            single = os.path.join(tmp, "single.wad")
            write_pwad(single, original)

            ours = os.path.join(tmp, "ours.wad")
            subprocess.run([args.cli, "export-wad", single, "-o", ours], check=True,
                           stderr=subprocess.DEVNULL)
            write_pwad(ours, splice(read_wad(ours), original))
            zd = os.path.join(tmp, "zdbsp.wad")
            subprocess.run(["zdbsp", "-t", "-b", "-r", "-o", zd, single], check=True,
                           stdout=subprocess.DEVNULL)
            write_pwad(zd, splice(read_wad(zd), original))

            base = ghost(tmp, iwad, None, demo, "base")
            mine = ghost(tmp, iwad, ours, demo, "ours")
            theirs = ghost(tmp, iwad, zd, demo, "zdbsp")
            print(f"| {wad} | DEMO{k} | {name} | {compare(base, mine)} | {compare(base, theirs)} |",
                  flush=True)


if __name__ == "__main__":
    sys.exit(main())
