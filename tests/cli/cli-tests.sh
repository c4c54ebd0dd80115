#!/usr/bin/env bash
# Runs stepwise-cli as other programs do and checks its output, exit codes and errors.
# usage: cli-tests.sh CLI SOURCE_DIR WORK_DIR
set -u
cli=$1 src=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
sample=$src/resources/maps/sample.swmap
fd1=${STEPWISE_FREEDOOM_DIR:-/usr/share/games/doom}/freedoom1.wad
fd2=${STEPWISE_FREEDOOM_DIR:-/usr/share/games/doom}/freedoom2.wad
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect_ok NAME EXPECTED_STDOUT -- ARGS...
expect_ok() {
    local name=$1 expected=$2; shift 3
    local out rc
    out=$("$cli" "$@" 2>"$work/err"); rc=$?
    [ $rc -eq 0 ] || { fail "$name: exit $rc, stderr: $(cat "$work/err")"; return; }
    [ "$out" == "$expected" ] || fail "$name: stdout was
$out
expected
$expected"
}

# expect_error NAME TEXT_IN_STDERR -- ARGS...: non-zero exit, one line on stderr, nothing on stdout.
expect_error() {
    local name=$1 text=$2; shift 3
    local out rc lines
    out=$("$cli" "$@" 2>"$work/err"); rc=$?
    [ $rc -ne 0 ] || fail "$name: exit code 0 for bad input"
    [ $rc -lt 128 ] || fail "$name: killed by a signal (exit $rc)"
    [ -z "$out" ] || fail "$name: printed on stdout: $out"
    lines=$(wc -l <"$work/err")
    [ "$lines" -eq 1 ] || fail "$name: expected one line on stderr, got $lines: $(cat "$work/err")"
    grep -qF -- "$text" "$work/err" || fail "$name: stderr lacks \"$text\": $(cat "$work/err")"
}

# --- help and version
"$cli" --help >"$work/help" || fail "--help exit code"
for c in import info; do
    grep -q "^  $c " "$work/help" || fail "--help does not list $c"
    "$cli" $c --help | grep -q "^usage: stepwise-cli $c" || fail "$c --help"
done
"$cli" --version | grep -q '^stepwise-cli [0-9]' || fail "--version"

# --- info
expect_ok "info sample" "vertices: 42
walls: 55
sectors: 11
things: 1
bounds: 0 0 960 640" -- info "$sample"
expect_ok "info sample --json" \
    '{"vertices":42,"walls":55,"sectors":11,"things":1,"bounds":[0,0,960,640]}' -- info "$sample" --json
expect_ok "info MAP12" "vertices: 9004
walls: 10884
sectors: 1692
things: 693
bounds: -4136 -1736 3544 2816" -- info "$fd2" --map MAP12
expect_ok "info E1M1 lower-case name" "vertices: 695
walls: 812
sectors: 133
things: 238
bounds: -400 -864 3248 2336" -- info "$fd1" --map=e1m1

# --- import, then the same answers from the .swmap, and a byte-identical re-import
expect_ok "import MAP01" "" -- import "$fd2" --map MAP01 -o "$work/map01.swmap"
a=$("$cli" info "$fd2" --map MAP01) b=$("$cli" info "$work/map01.swmap")
[ "$a" == "$b" ] || fail "info differs between the WAD and its import"
expect_ok "re-import" "" -- import "$work/map01.swmap" -o "$work/map01b.swmap"
cmp -s "$work/map01.swmap" "$work/map01b.swmap" || fail "import of a .swmap is not byte-identical"

# --- errors: one clear sentence, non-zero exit, no output
expect_error "missing file" "/no/such.swmap: cannot open the file" -- info /no/such.swmap
expect_error "wad needs --map" "holds 32 maps" -- info "$fd2"
expect_error "unknown map" "no map called MAP99" -- info "$fd2" --map MAP99
expect_error "unknown option" "unknown option --frobnicate" -- info "$sample" --frobnicate
expect_error "unknown command" "unknown command \"explode\"" -- explode
expect_error "missing value" "--map needs a value" -- info "$fd2" --map
expect_error "import without -o" "needs an output file" -- import "$sample"
expect_error "map for a swmap" "applies to WAD files only" -- info "$sample" --map MAP01
printf 'garbage\0\1\2' >"$work/garbage.wad"
expect_error "garbage" "not a map file" -- info "$work/garbage.wad"
head -c 100000 "$fd2" >"$work/truncated.wad"
expect_error "truncated WAD" "runs past the end of the file" -- info "$work/truncated.wad" --map MAP01
printf '{"format":"stepwise-map","version":1,"walls":[{"v1":0}' >"$work/cut.swmap"
expect_error "truncated swmap" "not valid JSON at line 1" -- info "$work/cut.swmap"
expect_error "import into a missing folder" "/no/such/dir/out.swmap" -- \
    import "$sample" -o /no/such/dir/out.swmap
# A failed import must not touch an existing output file.
cp "$sample" "$work/keep.swmap"
"$cli" import "$work/garbage.wad" -o "$work/keep.swmap" 2>/dev/null
cmp -s "$sample" "$work/keep.swmap" || fail "a failed import changed the output file"

# --- probes: a recorded walk, replayed at several tick rates
python3 - "$sample" "$work/probe.swmap" 99999 <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["probes"] = [{"name": "to the doorway", "start": [96, 192], "speed": 320, "tickRate": 60,
                  "track": [[0, 96, 192], [1, 64, 440]], "expectedEnd": [float(sys.argv[3]), 0, 0]}]
json.dump(doc, open(sys.argv[2], "w"))
PY
"$cli" probes "$work/probe.swmap" >"$work/out" 2>&1; rc=$?
[ $rc -eq 1 ] || fail "probes: a probe whose end moved must exit 1 (got $rc)"
grep -q "^to the doorway: changed: ends at (64, 440, 0) instead of" "$work/out" || fail "probes text: $(cat "$work/out")"
end=$("$cli" probes "$work/probe.swmap" --format json | python3 -c '
import json, sys; r = json.load(sys.stdin)["probes"][0]; print(" ".join(str(v) for v in r["runs"][1]["end"]))')
python3 - "$work/probe.swmap" $end <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["probes"][0]["expectedEnd"] = [float(v) for v in sys.argv[2:5]]
json.dump(doc, open(sys.argv[1], "w"))
PY
expect_ok "probes ok" "to the doorway: ok: ends at (64, 440, 0) at every tick rate, as recorded" -- \
    probes "$work/probe.swmap"
expect_ok "no probes" "no probes in the map" -- probes "$sample"

# --- export-wad: a map as a Doom map in a PWAD of its own
"$cli" export-wad --help | grep -q "^usage: stepwise-cli export-wad" || fail "export-wad --help"
grep -q "^  export-wad " "$work/help" || fail "--help does not list export-wad"
out=$("$cli" export-wad "$fd2" --map MAP01 -o "$work/map01.wad" --stats 2>"$work/err") ||
    fail "export-wad MAP01: $(cat "$work/err")"
echo "$out" | python3 -c '
import json, sys
s = json.loads(sys.stdin.read())
assert s["format"] == "doom" and s["nodeFormat"] == "vanilla" and s["reject"] == "zero", s
assert s["segs"] > 0 and s["subsectors"] > 0 and s["nodes"] == s["subsectors"] - 1, s
assert s["blockmapBytes"] > 0 and s["ms"] >= 0, s
' || fail "export-wad --stats: $out"
[ "$(head -c 4 "$work/map01.wad")" == "PWAD" ] || fail "export-wad does not write a PWAD"
[ "$("$cli" info "$work/map01.wad")" == "$("$cli" info "$fd2" --map MAP01)" ] ||
    fail "export-wad: the written map does not read back with the same counts"
"$cli" export-wad "$sample" -o "$work/sample.wad" --name E1M1 --nodes extended 2>"$work/err" ||
    fail "export-wad sample: $(cat "$work/err")"
"$cli" info "$work/sample.wad" --map E1M1 >/dev/null || fail "export-wad --name E1M1"
"$cli" export-wad "$sample" -o "$work/none.wad" --nodes none --stats | grep -q '"nodeFormat":"none"' ||
    fail "export-wad --nodes none"
"$cli" export-wad "$fd2" --map MAP01 --format udmf -o "$work/udmf.wad" --stats | grep -q '"format":"udmf"' ||
    fail "export-wad --format udmf"
[ "$("$cli" info "$work/udmf.wad")" == "$("$cli" info "$fd2" --map MAP01)" ] ||
    fail "export-wad --format udmf: the map does not read back with the same counts"
"$cli" export-wad "$work/udmf.wad" -o "$work/udmf2.wad" && cmp -s "$work/udmf.wad" "$work/udmf2.wad" ||
    fail "export-wad: a UDMF map written back is not the same file"
"$cli" export-wad "$sample" --format hexen -o "$work/hexen.wad" --stats | grep -q '"format":"hexen"' ||
    fail "export-wad --format hexen"
expect_error "export-wad without -o" "needs an output file" -- export-wad "$sample"
expect_error "export-wad bad --nodes" "--nodes must be" -- export-wad "$sample" -o "$work/bad.wad" --nodes gl
expect_error "export-wad bad --format" "--format must be" -- export-wad "$sample" -o "$work/bad.wad" --format wolf
expect_error "export-wad bad --name" "must have 1 to 8 characters" -- export-wad "$sample" -o "$work/bad.wad" --name TOOLONGNAME
python3 - "$sample" "$work/half.swmap" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["vertices"][3][0] += 0.5
json.dump(doc, open(sys.argv[2], "w"))
PY
expect_error "export-wad not on integers" "vertex 3 at (240.5, 0) is not on integer coordinates" -- \
    export-wad "$work/half.swmap" -o "$work/bad.wad" --format doom
[ ! -e "$work/bad.wad" ] || fail "export-wad wrote a file for bad input"
"$cli" export-wad "$work/half.swmap" -o "$work/half.wad" --stats | grep -q '"format":"udmf"' ||
    fail "export-wad: a .swmap map that does not fit the Doom format must default to UDMF"

if [ $failures -gt 0 ]; then
    echo "$failures CLI check(s) failed"
    exit 1
fi
echo "all CLI checks passed"
