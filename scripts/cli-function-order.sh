#!/usr/bin/env bash
# Writes core/cli/hot-functions.txt: the functions stepwise-cli runs for export-wad, compile and
# info on Freedoom maps, in the order Callgrind first lists them. The linker (LLD) places them
# first in the binary, together, so that a command makes few code pages resident (see
# core/cli/CMakeLists.txt). Run it after changing what those commands run, then rebuild.
# Needs valgrind and freedoom (apt-get install valgrind freedoom).
# usage: scripts/cli-function-order.sh [BUILD_DIR]   (default: build)
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
cli=$build/core/cli/stepwise-cli
extract=$build/tests/bench/make_grid_wad
doom=${STEPWISE_FREEDOOM_DIR:-/usr/share/games/doom}
for tool in "$cli" "$extract"; do
    [ -x "$tool" ] || { echo "cli-function-order: $tool is not built" >&2; exit 2; }
done
command -v valgrind >/dev/null || { echo "cli-function-order: valgrind is not installed" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$extract" extract "$doom/freedoom1.wad" E1M1 -o "$work/e1m1.wad" >/dev/null
"$extract" extract "$doom/freedoom2.wad" MAP12 -o "$work/map12.wad" >/dev/null

# Small maps first: their whole run is what the first pages hold.
runs=(
    "export-wad $work/e1m1.wad -o $work/out.wad"
    "export-wad $work/map12.wad -o $work/out.wad"
    "compile $work/map12.wad -o $work/out.swbsp"
    "info $work/map12.wad"
)
i=0
for run in "${runs[@]}"; do
    # shellcheck disable=SC2086 # the run is a command line
    valgrind --tool=callgrind --demangle=no --compress-strings=no \
        --callgrind-out-file="$work/run$i.out" "$cli" $run >/dev/null 2>&1
    i=$((i + 1))
done
# Every function named (fn=) or called (cfn=), the first time it appears; unnamed code is left out.
for ((j = 0; j < i; j++)); do
    grep -h '^c\?fn=' "$work/run$j.out"
done | sed 's/^c\?fn=//' | grep -v '^0x' | awk '!seen[$0]++' >"$work/ran"
# What Valgrind's virtual CPU does not run: glibc picks its string functions for the real CPU
# (the EVEX and AVX-512 forms of each AVX one that ran), runs every IFUNC resolver, and sets up
# the vDSO at start (Valgrind gives none).
nm --defined-only "$cli" | awk '{print $3}' | sort -u >"$work/defined"
python3 - "$work/ran" "$work/defined" >"$src/core/cli/hot-functions.txt" <<'PY'
import re, sys
ran = [line.rstrip("\n") for line in open(sys.argv[1])]
defined = set(line.rstrip("\n") for line in open(sys.argv[2]))
extra = []
for name in ran:
    m = re.match(r"^(__\w+?_)(sse2|ssse3|avx2|avx)(_\w+)?$", name)
    if m:
        for isa in ("evex", "evex512", "avx512"):
            extra += [m.group(1) + isa + (m.group(3) or ""), m.group(1) + isa]
extra += sorted(n for n in defined if n.endswith("_ifunc"))
extra += ["_dl_new_object", "_dl_add_to_namespace_list", "_dl_setup_hash", "_dl_lookup_symbol_x",
          "do_lookup_x", "check_match", "_dl_name_match_p"]
seen = set()
for name in ran + extra:
    if name in defined and name not in seen:
        seen.add(name)
        print(name)
PY
echo "cli-function-order: $(wc -l <"$src/core/cli/hot-functions.txt") functions in core/cli/hot-functions.txt"
