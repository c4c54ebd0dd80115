#!/usr/bin/env python3
"""export-wad and compile against ZDBSP, like for like, on single-map PWADs.

Each Freedoom map is first copied out of its IWAD into a PWAD of its own (its lumps as they are),
and a generated map (a grid of rooms, each with an octagonal pillar) is written as one too. Then,
interleaved run by run so that both programs see the same load:

  nodes only:    stepwise-cli compile MAP.wad -o m.swbsp      vs  zdbsp -t -b -r -o out.wad MAP.wad
  full export:   stepwise-cli export-wad MAP.wad -o out.wad   vs  zdbsp -t -o out.wad MAP.wad

Times are whole processes (wall clock from spawn to end, as run_measured reports them; it is built
with the tests), medians of --runs runs; peak memory is the largest resident set over those runs.
Segs: ours from --stats, ZDBSP's from its SEGS lump / 12 (or its extended NODES lump). Prints
Markdown tables. Standard library only.

usage: tests/bench/bench_export.py --cli build/core/cli/stepwise-cli [--runs 5] [--maps MAP12,E1M1]
           [--runner build/tests/bench/run_measured]
           [--grid 72] [--udmf-grid 125] [--wad grid200.wad ...] [--info]
"""
import argparse
import math
import os
import statistics
import struct
import subprocess
import sys
import tempfile
import zlib


def read_wad(path):
    data = open(path, "rb").read()
    count, offset = struct.unpack_from("<ii", data, 4)
    lumps = []
    for i in range(count):
        pos, size, name = struct.unpack_from("<ii8s", data, offset + 16 * i)
        lumps.append((name.rstrip(b"\0").decode("ascii", "replace").upper(), data[pos:pos + size]))
    return lumps


def write_pwad(path, lumps):
    body = bytearray()
    entries = []
    for name, data in lumps:
        entries.append((12 + len(body) if data else 0, len(data), name))
        body += data
    out = bytearray(b"PWAD" + struct.pack("<ii", len(lumps), 12 + len(body)))
    out += body
    for pos, size, name in entries:
        out += struct.pack("<ii8s", pos, size, name.encode("ascii"))
    open(path, "wb").write(out)


MAP_LUMPS = {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS", "SSECTORS", "NODES", "SECTORS",
             "REJECT", "BLOCKMAP", "BEHAVIOR", "SCRIPTS"}


def map_lumps(lumps, name):
    for i, (n, _) in enumerate(lumps):
        if n == name:
            j = i + 1
            while j < len(lumps) and lumps[j][0] in MAP_LUMPS:
                j += 1
            return lumps[i:j]
    raise RuntimeError(f"no map {name}")


def grid_map(rooms):
    """A Doom-format map: rooms x rooms square rooms of 128 joined by two-sided walls, each with
    an octagonal pillar (one-sided walls), floors stepping by 8."""
    verts, lines, sides, sectors = [], [], [], []
    vid = {}

    def vertex(x, y):
        if (x, y) not in vid:
            vid[(x, y)] = len(verts)
            verts.append((x, y))
        return vid[(x, y)]

    def side(sector, tex_mid=b"-", tex_low=b"-"):
        sides.append(struct.pack("<hh8s8s8sH", 0, 0, b"-", tex_low, tex_mid, sector))
        return len(sides) - 1

    def line(a, b, front, back):
        if back is None:
            lines.append(struct.pack("<HHhhhHH", a, b, 1, 0, 0, side(front, b"STARTAN3"), 0xFFFF))
        else:
            lines.append(struct.pack("<HHhhhHH", a, b, 4, 0, 0, side(front, b"-", b"STEP1"),
                                     side(back, b"-", b"STEP1")))

    size = 128
    o = -rooms * size // 2
    sid = lambda x, y: y * rooms + x
    for y in range(rooms):
        for x in range(rooms):
            sectors.append(struct.pack("<hh8s8shhh", 8 * ((x + y) % 3), 160, b"FLOOR4_8",
                                       b"CEIL3_5", 160, 0, 0))
    for y in range(rooms + 1):
        for x in range(rooms):
            below = sid(x, y - 1) if y > 0 else None
            above = sid(x, y) if y < rooms else None
            if above is not None:
                line(vertex(o + (x + 1) * size, o + y * size), vertex(o + x * size, o + y * size),
                     above, below)
            else:
                line(vertex(o + x * size, o + y * size), vertex(o + (x + 1) * size, o + y * size),
                     below, None)
    for x in range(rooms + 1):
        for y in range(rooms):
            left = sid(x - 1, y) if x > 0 else None
            right = sid(x, y) if x < rooms else None
            if right is not None:
                line(vertex(o + x * size, o + y * size), vertex(o + x * size, o + (y + 1) * size),
                     right, left)
            else:
                line(vertex(o + x * size, o + (y + 1) * size), vertex(o + x * size, o + y * size),
                     left, None)
    octagon = [(16, 0), (40, 0), (56, 16), (56, 40), (40, 56), (16, 56), (0, 40), (0, 16)]
    for y in range(rooms):
        for x in range(rooms):
            cx, cy = o + x * size + 36, o + y * size + 36
            ring = [vertex(cx + px, cy + py) for px, py in octagon]  # counter-clockwise
            for k in range(8):
                line(ring[k], ring[(k + 1) % 8], sid(x, y), None)
    things = struct.pack("<hhhhh", o + 8 + 8, o + 8 + 8, 0, 1, 7)
    return [("MAP01", b""), ("THINGS", things), ("LINEDEFS", b"".join(lines)),
            ("SIDEDEFS", b"".join(sides)),
            ("VERTEXES", b"".join(struct.pack("<hh", *v) for v in verts)),
            ("SECTORS", b"".join(sectors))], len(lines)


def udmf_grid_map(rooms):
    """The same grid as grid_map, as a UDMF TEXTMAP (no 16-bit limits): 2*rooms*(rooms+1) walls
    between rooms and 8 per pillar."""
    out = ['namespace = "doom";\n']
    verts, vid = [], {}

    def vertex(x, y):
        if (x, y) not in vid:
            vid[(x, y)] = len(verts)
            verts.append((x, y))
        return vid[(x, y)]

    lines, sides = [], []

    def side(sector, mid=None, low=None):
        text = f"sidedef {{ sector = {sector};"
        if mid:
            text += f' texturemiddle = "{mid}";'
        if low:
            text += f' texturebottom = "{low}";'
        sides.append(text + " }\n")
        return len(sides) - 1

    def line(a, b, front, back):
        if back is None:
            lines.append(f"linedef {{ v1 = {a}; v2 = {b}; sidefront = {side(front, 'STARTAN3')}; "
                         "blocking = true; }\n")
        else:
            lines.append(f"linedef {{ v1 = {a}; v2 = {b}; sidefront = {side(front, None, 'STEP1')}; "
                         f"sideback = {side(back, None, 'STEP1')}; twosided = true; }}\n")

    size = 128
    o = -rooms * size // 2
    sid = lambda x, y: y * rooms + x
    for y in range(rooms + 1):
        for x in range(rooms):
            below = sid(x, y - 1) if y > 0 else None
            above = sid(x, y) if y < rooms else None
            if above is not None:
                line(vertex(o + (x + 1) * size, o + y * size), vertex(o + x * size, o + y * size),
                     above, below)
            else:
                line(vertex(o + x * size, o + y * size), vertex(o + (x + 1) * size, o + y * size),
                     below, None)
    for x in range(rooms + 1):
        for y in range(rooms):
            left = sid(x - 1, y) if x > 0 else None
            right = sid(x, y) if x < rooms else None
            if right is not None:
                line(vertex(o + x * size, o + y * size), vertex(o + x * size, o + (y + 1) * size),
                     right, left)
            else:
                line(vertex(o + x * size, o + (y + 1) * size), vertex(o + x * size, o + y * size),
                     left, None)
    octagon = [(16, 0), (40, 0), (56, 16), (56, 40), (40, 56), (16, 56), (0, 40), (0, 16)]
    for y in range(rooms):
        for x in range(rooms):
            cx, cy = o + x * size + 36, o + y * size + 36
            ring = [vertex(cx + px, cy + py) for px, py in octagon]
            for k in range(8):
                line(ring[k], ring[(k + 1) % 8], sid(x, y), None)
    out += [f"vertex {{ x = {x}; y = {y}; }}\n" for x, y in verts]
    out += lines
    out += sides
    for y in range(rooms):
        for x in range(rooms):
            out.append(f'sector {{ heightfloor = {8 * ((x + y) % 3)}; heightceiling = 160; '
                       'texturefloor = "FLOOR4_8"; textureceiling = "CEIL3_5"; lightlevel = 160; }\n')
    out.append(f"thing {{ x = {o + 16}; y = {o + 16}; angle = 0; type = 1; skill1 = true; "
               "skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; }\n")
    return [("MAP01", b""), ("TEXTMAP", "".join(out).encode()), ("ENDMAP", b"")], len(lines)


# run_measured (tests/bench/RunMeasured.cpp), from the build the CLI comes from; see find_runner.
RUNNER = None


def find_runner(cli, given=""):
    """run_measured: `given`, or beside the CLI's build (build/tests/bench/run_measured)."""
    path = given or os.path.join(os.path.dirname(os.path.abspath(cli)), "..", "..", "tests",
                                 "bench", "run_measured")
    if not os.access(path, os.X_OK):
        sys.exit(f"{path}: not found; build it (ninja run_measured) or pass --runner")
    return os.path.normpath(path)


def run(cmd):
    """Wall-clock ms, peak resident set (MB) and CPU ms (user + system) of one process, as
    run_measured reports them: from its spawn to its end, for that process alone. (Timed from
    Python around GNU time, each run took about 2 ms more, the same for every program: the
    harness's own start-up, which pulled the ratios of small maps towards 1.)"""
    if RUNNER is None:
        sys.exit("bench_export.RUNNER is not set (find_runner)")
    proc = subprocess.run([RUNNER] + cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    report = proc.stderr.decode(errors="replace").strip().splitlines()
    fields = dict(f.split("=") for f in report[-1].split()[1:]) if report else {}
    if proc.returncode != 0 or fields.get("status") != "0":
        sys.exit(f"{' '.join(cmd)} failed:\n" + "\n".join(report))
    return (int(fields["wall_us"]) / 1000.0, int(fields["maxrss_kb"]) / 1024.0, proc.stdout,
            int(fields["cpu_us"]) / 1000.0)


def gl_wall_segs(znodes):
    """Wall segs (not minisegs) in a ZNODES lump: XGLN/ZGLN or XGL2/ZGL2."""
    magic, body = znodes[:4], znodes[4:]
    if magic[:1] == b"Z":
        body = zlib.decompress(body)
    wide = magic[3:4] in (b"2", b"3")
    _, new = struct.unpack_from("<II", body, 0)
    pos = 8 + 8 * new
    (subs,) = struct.unpack_from("<I", body, pos)
    pos += 4 + 4 * subs
    (count,) = struct.unpack_from("<I", body, pos)
    pos += 4
    walls = 0
    for _ in range(count):
        if wide:
            (line,) = struct.unpack_from("<I", body, pos + 8)
            walls += line != 0xFFFFFFFF
            pos += 13
        else:
            (line,) = struct.unpack_from("<H", body, pos + 8)
            walls += line != 0xFFFF
            pos += 11
    return walls


def zdbsp_segs(path):
    lumps = read_wad(path)
    names = [n for n, _ in lumps]
    if "ZNODES" in names:
        return gl_wall_segs(lumps[names.index("ZNODES")][1]), "gl"
    nodes = lumps[names.index("NODES")][1]
    if nodes[:4] == b"ZNOD":
        nodes = b"XNOD" + zlib.decompress(nodes[4:])
    if nodes[:4] == b"XNOD":
        pos = 4
        _, new = struct.unpack_from("<II", nodes, pos)
        pos += 8 + 8 * new
        (subs,) = struct.unpack_from("<I", nodes, pos)
        pos += 4 + 4 * subs
        (segs,) = struct.unpack_from("<I", nodes, pos)
        return segs, "extended"
    return len(lumps[names.index("SEGS")][1]) // 12, "vanilla"


def alternate(commands, runs):
    """The one timing loop of the benchmarks: runs the commands in turn, `runs` rounds, so that
    all see the same load. Returns, per command, (median ms, peak MB over the runs, stdout of the
    last run, median CPU ms)."""
    times = [[] for _ in commands]
    cpus = [[] for _ in commands]
    peaks = [0.0 for _ in commands]
    outs = [b"" for _ in commands]
    for _ in range(runs):
        for k, cmd in enumerate(commands):
            ms, mb, out, cpu = run(cmd)
            times[k].append(ms)
            cpus[k].append(cpu)
            peaks[k] = max(peaks[k], mb)
            outs[k] = out
    return [(statistics.median(t), p, o, statistics.median(c))
            for t, p, o, c in zip(times, peaks, outs, cpus)]


def compare(name, walls, pwad, cli, runs, tmp):
    import json
    rows = {}
    pairs = {
        "compile": ([cli, "compile", pwad, "-o", f"{tmp}/m.swbsp", "--stats"],
                    ["zdbsp", "-t", "-b", "-r", "-o", f"{tmp}/z1.wad", pwad]),
        "export": ([cli, "export-wad", pwad, "-o", f"{tmp}/ours.wad", "--stats"],
                   ["zdbsp", "-t", "-o", f"{tmp}/z2.wad", pwad]),
    }
    for what, (ours, theirs) in pairs.items():
        (ot, om, out, oc), (tt, tm, _, tc) = alternate([ours, theirs], runs)
        stats = json.loads(out)
        zsegs, zformat = zdbsp_segs(f"{tmp}/z1.wad" if what == "compile" else f"{tmp}/z2.wad")
        rows[what] = (ot, tt, om, tm, stats, zsegs, zformat, oc, tc)
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--wads", default="/usr/share/games/doom")
    ap.add_argument("--maps", default="", help="comma-separated map names (default: all 68)")
    ap.add_argument("--grid", type=int, default=72, help="rooms per side of the generated map")
    ap.add_argument("--udmf-grid", type=int, default=0,
                    help="rooms per side of a generated UDMF map (125: 156,250 walls)")
    ap.add_argument("--wad", action="append", default=[],
                    help="a single-map PWAD to add (e.g. from make_grid_wad); may be repeated")
    ap.add_argument("--runner", default="",
                    help="run_measured (default: tests/bench/run_measured of the CLI's build)")
    ap.add_argument("--info", action="store_true",
                    help="also time `stepwise-cli info` (reading the map) on every map")
    args = ap.parse_args()
    global RUNNER
    RUNNER = find_runner(args.cli, args.runner)

    tmp = tempfile.mkdtemp(prefix="bench-export-")
    wanted = set(m.upper() for m in args.maps.split(",") if m)
    jobs = []
    for wad in ("freedoom1.wad", "freedoom2.wad"):
        lumps = read_wad(os.path.join(args.wads, wad))
        for name, _ in lumps:
            if (name.startswith("MAP") and len(name) == 5) or (
                    len(name) == 4 and name[0] == "E" and name[2] == "M"):
                if wanted and name not in wanted:
                    continue
                try:
                    ml = map_lumps(lumps, name)
                except RuntimeError:
                    continue
                if len(ml) < 5:
                    continue
                path = f"{tmp}/{name}.wad"
                write_pwad(path, ml)
                walls = len(dict(ml)["LINEDEFS"]) // 14
                jobs.append((f"{wad[:9]} {name}", walls, path))
    if args.grid > 0:
        lumps, walls = grid_map(args.grid)
        path = f"{tmp}/grid{args.grid}.wad"
        write_pwad(path, lumps)
        jobs.append((f"grid {args.grid}x{args.grid}", walls, path))
    if args.udmf_grid > 0:
        lumps, walls = udmf_grid_map(args.udmf_grid)
        path = f"{tmp}/udmf{args.udmf_grid}.wad"
        write_pwad(path, lumps)
        jobs.append((f"UDMF grid {args.udmf_grid}x{args.udmf_grid}", walls, path))

    for path in args.wad:
        lumps = read_wad(path)
        walls = len(dict(lumps)["LINEDEFS"]) // 14 if "LINEDEFS" in dict(lumps) else \
            dict(lumps).get("TEXTMAP", b"").count(b"linedef")
        jobs.append((os.path.basename(path), walls, path))

    if args.info:
        print("| map | walls | info ms | info peak MB |")
        print("|---|---:|---:|---:|")
        for name, walls, path in jobs:
            ((ms, mb, _, _),) = alternate([[args.cli, "info", path]], args.runs)
            print(f"| {name} | {walls} | {ms:.0f} | {mb:.1f} |", flush=True)
        print()

    print("| map | walls | compile ms | ZDBSP -b -r ms | ratio | export-wad ms | ZDBSP ms | ratio "
          "| export-wad CPU ms | ZDBSP CPU ms | CPU ratio "
          "| our segs | ZDBSP segs | our peak MB | ZDBSP peak MB |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    ratios = []
    for name, walls, path in jobs:
        r = compare(name, walls, path, args.cli, args.runs, tmp)
        c, e = r["compile"], r["export"]
        ratios.append((name, c[0] / c[1], e[0] / e[1], e[4]["segs"], e[5], e[2], e[3],
                       e[7] / e[8]))
        print(f"| {name} | {walls} | {c[0]:.1f} | {c[1]:.1f} | {c[0] / c[1]:.2f} | {e[0]:.1f} | "
              f"{e[1]:.1f} | {e[0] / e[1]:.2f} | {e[7]:.1f} | {e[8]:.1f} | {e[7] / e[8]:.2f} | "
              f"{e[4]['segs']} | {e[5]} | {e[2]:.1f} | {e[3]:.1f} |", flush=True)
    print()
    print(f"median compile ratio {statistics.median(x[1] for x in ratios):.2f}, "
          f"median export ratio {statistics.median(x[2] for x in ratios):.2f}, "
          f"max export ratio {max(x[2] for x in ratios):.2f}, "
          f"maps at most 0.5: {sum(1 for x in ratios if x[2] <= 0.5)} of {len(ratios)}; "
          f"median export CPU ratio "
          f"{statistics.median(x[7] for x in ratios):.2f}, max {max(x[7] for x in ratios):.2f}; "
          f"maps with more segs than ZDBSP: "
          f"{sum(1 for x in ratios if x[3] > x[4])}; with more peak memory: "
          f"{sum(1 for x in ratios if x[5] > x[6])}")


if __name__ == "__main__":
    sys.exit(main())
