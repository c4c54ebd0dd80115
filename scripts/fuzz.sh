#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (address and undefined-behaviour sanitizers, the
# libraries instrumented too) and runs each for SECONDS (default 600). Corpora start from
# tests/fuzz/seeds plus single-map WADs cut from the Freedoom IWADs; inputs that crash are
# copied to tests/fuzz/regressions/<target>/ for the normal test suite to replay.
# usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_swmap fuzz_wad fuzz_udmf fuzz_swbsp fuzz_number_lines fuzz_mesh fuzz_resources)
build=$root/build-fuzz
work=${STEPWISE_FUZZ_WORK:-$root/build-fuzz/work}

if ! command -v clang++ >/dev/null; then
    echo "fuzz: clang++ is needed (apt-get install clang)" >&2
    exit 1
fi
if [ ! -f "$build/build.ninja" ]; then
    CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DSTEPWISE_BUILD_EDITOR=OFF -DSTEPWISE_BUILD_FUZZERS=ON -DSTEPWISE_BUILD_TESTS=ON \
        "-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined -fsanitize=fuzzer-no-link" >/dev/null || exit 1
fi
cmake --build "$build" --target "${targets[@]}" || exit 1

# Extra seeds from the Freedoom maps: each map as a small WAD of its own, and as a .swmap.
extra=$work/freedoom-seeds
if [ ! -d "$extra" ] && [ -f /usr/share/games/doom/freedoom2.wad ]; then
    mkdir -p "$extra/wad" "$extra/swmap"
    python3 - "$extra/wad" <<'PY'
import struct, sys
out = sys.argv[1]
for wadname in ("freedoom1.wad", "freedoom2.wad"):
    d = open("/usr/share/games/doom/" + wadname, "rb").read()
    n, off = struct.unpack("<ii", d[4:12])
    lumps = [struct.unpack("<ii8s", d[off + 16 * i: off + 16 * i + 16]) for i in range(n)]
    names = [l[2].rstrip(b"\0").decode() for l in lumps]
    for i, name in enumerate(names):
        if i + 1 < n and names[i + 1] == "THINGS":
            keep = [(name, b"")] + [(names[k], d[lumps[k][0]:lumps[k][0] + lumps[k][1]])
                                    for k in range(i + 1, min(n, i + 11))
                                    if names[k] in ("THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SECTORS")]
            data = b"".join(l for _, l in keep)
            blob = b"PWAD" + struct.pack("<ii", len(keep), 12 + len(data)) + data
            o = 12
            for nm, l in keep:
                blob += struct.pack("<ii8s", o, len(l), nm.encode())
                o += len(l)
            if len(blob) < 200000:
                open("%s/%s-%s.wad" % (out, wadname[:9], name), "wb").write(blob)
PY
    for m in MAP01 MAP02 MAP07; do
        "$build/core/cli/stepwise-cli" import /usr/share/games/doom/freedoom2.wad --map $m \
            -o "$extra/swmap/$m.swmap" 2>/dev/null
    done
fi

export LSAN_OPTIONS=suppressions=$root/tests/fuzz/lsan-suppressions.txt
report=$work/report.txt
: >"$report"
for t in "${targets[@]}"; do
    corpus=$work/corpus/$t
    mkdir -p "$corpus" "$work/crashes/$t"
    seeds=("$root/tests/fuzz/seeds/$t")
    [ "$t" = fuzz_wad ] && [ -d "$extra/wad" ] && seeds+=("$extra/wad")
    [ "$t" = fuzz_swmap ] && [ -d "$extra/swmap" ] && seeds+=("$extra/swmap")
    echo "== $t for ${seconds}s"
    "$build/tests/fuzz/$t" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -timeout=20 \
        -rss_limit_mb=2048 -max_len=262144 -artifact_prefix="$work/crashes/$t/" \
        -print_final_stats=1 >"$work/$t.log" 2>&1
    status=$?
    stats=$(grep -E '^#[0-9]+.*(DONE|pulse)' "$work/$t.log" | tail -1)
    execs=$(grep -E 'stat::number_of_executed_units' "$work/$t.log" | awk '{print $2}')
    echo "$t exit=$status executions=${execs:-?} last: $stats" | tee -a "$report"
    for f in "$work/crashes/$t"/*; do
        [ -f "$f" ] || continue
        cp "$f" "$root/tests/fuzz/regressions/$t/"
        echo "  kept $(basename "$f") as a regression input" | tee -a "$report"
    done
done
echo "report: $report"
