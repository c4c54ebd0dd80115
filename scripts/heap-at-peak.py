#!/usr/bin/env python3
"""What a heaptrack recording held at its heap's peak, by the first frame in this project.

heaptrack's own reports give each call site's largest holding over the whole run, which do not
add up to any one moment. This replays the recording (heaptrack 1.4's text format, read through
zstdcat), finds the moment the heap was largest, optionally before the first allocation whose
backtrace passes through a function whose name contains STOP, and prints what was live then,
grouped by the innermost frame in the project's sources (or by the libraries on the stack).

    heaptrack -o run build/tests/editor/editor_edit_benchmark grid
    scripts/heap-at-peak.py run.zst reportFrameTimes

Set GLIBC_TUNABLES=glibc.malloc.hugetlb=1 (and STEPWISE_BENCH_GRID to a grid made beforehand)
first: a program that starts itself again, or starts a child, leaves heaptrack's file to the
last process to write it.
"""
import collections
import os
import subprocess
import sys

# The checkout this script is in: a build's debug information names its sources there.
SOURCES = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + "/"


def records(path):
    with subprocess.Popen(["zstdcat", path], stdout=subprocess.PIPE, text=True,
                          bufsize=1 << 20) as p:
        yield from p.stdout


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    stop = sys.argv[2] if len(sys.argv) > 2 else None
    strings, ips, traces, infos = [None], [None], [None], []

    def frames(trace):
        out = []
        while trace:
            ip, parent = traces[trace]
            fields = ips[ip]
            module = (strings[int(fields[1], 16)] if len(fields) > 1 else None) or "?"
            inlined = []
            rest = fields[2:]
            for k in range(0, len(rest) - 2, 3):
                name = strings[int(rest[k], 16)]
                where = (strings[int(rest[k + 1], 16)] or "") + ":" + str(int(rest[k + 2], 16))
                inlined.append((module, name, where))
            out.extend(reversed(inlined) if inlined else [(module, None, "")])
            trace = parent
        return out

    stops = {}
    total = peak = at = count = 0
    for line in records(path):
        kind = line[0]
        if kind == "+":
            info = int(line[2:], 16)
            if stop:
                if info not in stops:
                    stops[info] = any(stop in (name or "") for _, name, _ in
                                      frames(infos[info][1]))
                if stops[info]:
                    break
            total += infos[info][0]
            count += 1
            if total > peak:
                peak, at = total, count
        elif kind == "-":
            total -= infos[int(line[2:], 16)][0]
            count += 1
        elif kind == "a":
            size, trace = line[2:].split()
            infos.append((int(size, 16), int(trace, 16)))
        elif kind == "s":
            strings.append(line[2:].split(" ", 1)[1].rstrip("\n"))
        elif kind == "i":
            ips.append(line[2:].split())
        elif kind == "t":
            ip, parent = line[2:].split()
            traces.append((int(ip, 16), int(parent, 16)))
    print(f"heap at its peak: {peak / 1e6:.1f} MB (event {at})")

    live = collections.Counter()
    count = 0
    for line in records(path):
        if line[0] in "+-":
            live[int(line[2:], 16)] += 1 if line[0] == "+" else -1
            count += 1
            if count == at:
                break
    held = collections.Counter()
    for info, n in live.items():
        if n:
            size, trace = infos[info]
            held[trace] += size * n
    groups = collections.Counter()
    for trace, size in held.items():
        stack = frames(trace)
        key = None
        for _, name, where in stack:
            if SOURCES in where and "/tests/" not in where:
                key = f"{(name or '?')[:80]} @ {where.replace(SOURCES, '')}"
                break
        if key is None:
            libraries = [m.split("/")[-1] for m, _, _ in stack
                         if not any(s in m for s in ("libc.so", "libstdc++", "heaptrack"))]
            key = "[" + " < ".join(dict.fromkeys(libraries[:3])) + "]"
        groups[key] += size
    for key, size in groups.most_common(40):
        print(f"{size / 1e6:8.1f} MB  {key}")


if __name__ == "__main__":
    main()
