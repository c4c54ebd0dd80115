#!/usr/bin/env python3
"""Benchmark of the BSP compiler against ZDBSP on every Freedoom map, plus a generated map.

Like for like: each map is first copied out of its IWAD into a PWAD of its own, and both
programs read that file. For each map: our whole-process time (stepwise-cli compile, loading the
PWAD and writing the .swbsp), ZDBSP's whole-process time (zdbsp -t -b -r -o OUT.wad MAP.wad:
nodes only, empty blockmap and reject), our segs and ZDBSP's (its SEGS lump / 12), our depth and
its bound 2*log2(leaves)+10. The two programs run alternately, --runs times each; times are
medians. Then the generated 100,000-wall map through bsp_bench (compile time and the
process's peak memory). Prints Markdown tables. Standard library only.

usage: tests/bench/bench_bsp.py --cli build/core/cli/stepwise-cli \\
           --bench build/tests/core/bsp/bsp_bench [--runs 3] [--wads /usr/share/games/doom]
"""
import argparse
import json
import math
import os
import struct
import subprocess
import sys
import tempfile


def maps_of(wad):
    if wad == "freedoom1.wad":
        return [f"E{e}M{m}" for e in range(1, 5) for m in range(1, 10)]
    return [f"MAP{m:02d}" for m in range(1, 33)]


def wad_map_lump_size(path, map_name, lump):
    """Size of `lump` inside map `map_name` of a WAD."""
    with open(path, "rb") as f:
        data = f.read()
    count, offset = struct.unpack_from("<ii", data, 4)
    names = []
    for i in range(count):
        _, size, name = struct.unpack_from("<ii8s", data, offset + 16 * i)
        names.append((name.rstrip(b"\0").decode("ascii", "replace"), size))
    for i, (name, _) in enumerate(names):
        if name == map_name:
            for other, size in names[i + 1:i + 12]:
                if other == lump:
                    return size
    raise RuntimeError(f"{path}: no {lump} in {map_name}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--bench", required=True)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--wads", default="/usr/share/games/doom")
    ap.add_argument("--grid", type=int, default=129, help="grid size: 6 N^2 walls (129: 100k)")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="bench-bsp-")
    out_bsp = os.path.join(tmp, "out.swbsp")
    out_wad = os.path.join(tmp, "out.wad")
    print("| map | walls | ours ms | ZDBSP ms | ratio | our segs | ZDBSP segs | depth | bound |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    failures = []
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import bench_export
    from bench_export import alternate, map_lumps, read_wad, write_pwad
    bench_export.RUNNER = bench_export.find_runner(args.cli)
    for wad in ("freedoom1.wad", "freedoom2.wad"):
        lumps = read_wad(os.path.join(args.wads, wad))
        for name in maps_of(wad):
            path = os.path.join(tmp, "map.wad")
            write_pwad(path, map_lumps(lumps, name))
            (ours_ms, _, out, _), (zd_ms, _, _, _) = alternate(
                [[args.cli, "compile", path, "-o", out_bsp, "--stats"],
                 ["zdbsp", "-b", "-r", "-t", "-o", out_wad, path]], args.runs)
            stats = json.loads(out)
            zd_segs = wad_map_lump_size(out_wad, name, "SEGS") // 12
            bound = 2 * math.log2(stats["leaves"]) + 10
            ratio = ours_ms / zd_ms
            print(f"| {wad[:-4]} {name} | {stats['walls']} | {ours_ms:.0f} | {zd_ms:.0f} | "
                  f"{ratio:.2f} | {stats['segs']} | {zd_segs} | {stats['depth']} | "
                  f"{bound:.1f} |", flush=True)
            if stats["depth"] > bound:
                failures.append(f"{name}: depth {stats['depth']} > {bound:.1f}")

    print()
    print("| generated map | walls | segs | leaves | depth | compile ms | peak MB |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    runs = [json.loads(subprocess.run([args.bench, "grid", str(args.grid)],
                                      stdout=subprocess.PIPE, check=True).stdout)
            for _ in range(args.runs)]
    best = sorted(runs, key=lambda r: r["ms"])[len(runs) // 2]  # the median run
    print(f"| grid {args.grid} | {best['walls']} | {best['segs']} | {best['leaves']} | "
          f"{best['depth']} | {best['ms']:.0f} | {best['peakMB']:.0f} |")
    for f in failures:
        print("depth bound exceeded:", f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
