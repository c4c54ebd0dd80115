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
# --- doors, lifts and teleporters for drags, checks and probes (--doors-open)
echo "680 -160 100 0" >"$work/door.txt"
x=$("$cli" trace "$fd2" "$work/door.txt" --map MAP01 | python3 -c 'import json,sys; print(json.load(sys.stdin)["end"][0])')
python3 -c "import sys; sys.exit(0 if $x < 690 else 1)" || fail "trace: MAP01's first door is closed, but the avatar ended at x $x"
x=$("$cli" trace "$fd2" "$work/door.txt" --map MAP01 --doors-open | python3 -c 'import json,sys; print(json.load(sys.stdin)["end"][0])')
[ "$x" == "780" ] || fail "trace --doors-open: the avatar should pass MAP01's first door to x 780, ended at $x"
echo "1364 1120 -60 0" >"$work/teleport.txt"
"$cli" trace "$fd2" "$work/teleport.txt" --map MAP01 | grep -q '"teleport"' && fail "trace: teleports only with --doors-open"
"$cli" trace "$fd2" "$work/teleport.txt" --map MAP01 --doors-open | grep -q '"teleport":{"wall":492,"to":\[' ||
    fail "trace --doors-open: crossing teleport line 492 should move the avatar"
# A profile stored in the map may open the doors.
python3 - "$work/map01.swmap" "$work/map01open.swmap" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["profiles"] = [{"name": "Doom player", "shape": "box", "radius": 16, "height": 56, "step": 24},
                   {"name": "doors open", "shape": "box", "radius": 16, "height": 56, "step": 24,
                    "doorsOpen": True}]
doc["probes"] = [{"name": "through the door", "profile": "doors open", "start": [680, -160],
                  "speed": 320, "tickRate": 60, "track": [[0, 680, -160], [1, 780, -160]],
                  "expectedEnd": [780, -160, 0]}]
json.dump(doc, open(sys.argv[2], "w"))
PY
x=$("$cli" trace "$work/map01open.swmap" "$work/door.txt" --profile "doors open" | python3 -c 'import json,sys; print(json.load(sys.stdin)["end"][0])')
[ "$x" == "780" ] || fail "trace --profile with doorsOpen: ended at x $x"
x=$("$cli" probes "$work/map01open.swmap" --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["probes"][0]["runs"][0]["end"][0])')
python3 -c "import sys; sys.exit(0 if abs($x - 780) < 1 else 1)" || fail "probes: a probe whose profile opens doors should pass the door, ended at x $x"
"$cli" probes "$work/map01open.swmap" --doors-open --format json >/dev/null; rc=$?
[ $rc -le 1 ] || fail "probes --doors-open: exit $rc"
"$cli" check "$fd2" --map MAP01 --doors-open --format json >"$work/open.json"; rc=$?
[ $rc -le 1 ] || fail "check --doors-open: exit $rc"

# --- check --format json: one object per place, with its group
"$cli" check "$fd2" --map MAP12 --format json >"$work/map12.json"
python3 - "$work/map12.json" <<'PY' || fail "check json groups on MAP12"
import json, sys
problems = json.load(open(sys.argv[1]))["problems"]
around = [p for p in problems if p["kind"] == "step-too-high" and 968 in p["sectors"]]
assert len(around) == 13, len(around)
assert len({p["group"] for p in around}) == 1, "the 13 steps around sector 968 are one group"
assert all(p["groupSize"] == 13 for p in around)
assert len({(p["x"], p["y"]) for p in around}) == 13, "each place has its own location"
for p in problems:
    assert set(p) >= {"kind", "severity", "x", "y", "walls", "sectors", "vertices", "things",
                      "message", "key", "group", "groupSize", "bounds"}, p
    x0, y0, x1, y1 = p["bounds"]
    assert x0 <= x1 and y0 <= y1 and x1 - x0 < 2000 and y1 - y0 < 2000, p
PY

# --- trace --algorithm planes
echo "96 192 600 0" >"$work/planes.txt"
"$cli" trace "$sample" "$work/planes.txt" --algorithm planes | python3 -c 'import json,sys; json.load(sys.stdin)' ||
    fail "trace --algorithm planes"
expect_error "bad algorithm" "--algorithm must be exact, classic or planes" -- trace "$sample" "$work/planes.txt" --algorithm bogus
# --- textures and the checks that need the resources (the IWAD found from DOOMWADDIR)
export DOOMWADDIR=$(dirname "$fd2")
out=$("$cli" textures "$sample" 2>"$work/err"); rc=$?
[ $rc -eq 0 ] || fail "textures sample: exit $rc: $(cat "$work/err")"
[ "$(echo "$out" | tail -1)" == "3 textures, 4 flats, 0 missing" ] || fail "textures sample: $out"
echo "$out" | grep -q "^resources (detected): $fd2\$" || fail "textures sample: resources line: $out"
echo "$out" | grep -q "^texture STARTAN3 128x128 from freedoom2.wad (TEXTURE1), used " ||
    fail "textures sample: STARTAN3 line: $out"
"$cli" textures "$fd2" --map MAP01 --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert list(d) == ["origin", "resources", "textures", "flats", "missing"], list(d)
assert d["missing"] == [] and len(d["textures"]) > 20 and len(d["flats"]) > 10
t = d["textures"][0]
assert list(t) == ["name", "uses", "kind", "width", "height", "source", "lump"], t
assert d["resources"][0]["iwad"] is True' || fail "textures MAP01 --json"
# A map naming a texture nobody has, with a thing the game lacks and a tag nothing carries.
mkdir -p "$work/mats"
python3 - "$sample" "$work/odd.swmap" "$work/mats/NOSUCH1.png" <<'PY'
import json, struct, sys, zlib
doc = json.load(open(sys.argv[1]))
doc["walls"][0]["frontSide"]["middle"] = "NOSUCH1"
doc["walls"][1]["special"] = 2
doc["walls"][1]["tag"] = 77
doc["things"].append({"type": 4242, "x": 128, "y": 160, "flags": 7})
json.dump(doc, open(sys.argv[2], "w"))
def chunk(t, d):
    return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
rows = b"".join(b"\0" + b"\x80\x40\x20\xff" * 8 for _ in range(8))
open(sys.argv[3], "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 6, 0, 0, 0))
                              + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
PY
out=$("$cli" textures "$work/odd.swmap" 2>"$work/err"); rc=$?
[ $rc -eq 1 ] || fail "textures odd: a missing texture must exit 1 (got $rc)"
echo "$out" | grep -q "^missing texture NOSUCH1, used by wall 0\$" || fail "textures odd: $out"
kinds=$("$cli" check "$work/odd.swmap" --format json 2>/dev/null | python3 -c '
import json, sys; print(" ".join(sorted({p["kind"] for p in json.load(sys.stdin)["problems"]})))')
for k in unknown-texture unknown-thing tag-without-target; do
    echo "$kinds" | grep -qw -- "$k" || fail "check odd: no $k in $kinds"
done
"$cli" check "$work/odd.swmap" >/dev/null 2>&1; rc=$?
[ $rc -eq 1 ] || fail "check odd: unknown texture and thing are errors, exit 1 (got $rc)"
# The folder of images supplies the missing name, given on the command line or stored.
out=$("$cli" textures "$work/odd.swmap" --resources "$fd2" --resources "$work/mats" 2>"$work/err")
rc=$?
[ $rc -eq 0 ] || fail "textures --resources: exit $rc: $(cat "$work/err") $out"
echo "$out" | grep -q "^texture NOSUCH1 8x8 from mats " || fail "textures --resources: $out"
"$cli" textures "$work/odd.swmap" --resources "$fd2,$work/mats" >/dev/null 2>&1 ||
    fail "textures --resources with a comma list"
python3 - "$work/odd.swmap" "$fd2" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["resources"] = [sys.argv[2], "mats"]
json.dump(doc, open(sys.argv[1], "w"))
PY
out=$("$cli" textures "$work/odd.swmap" 2>"$work/err"); rc=$?
[ $rc -eq 0 ] || fail "textures stored resources: exit $rc: $(cat "$work/err")"
echo "$out" | head -1 | grep -q "^resources (stored): $fd2 $work/mats\$" || fail "textures stored: $out"
expect_error "missing --resources" "no/such.wad: cannot open the file" -- \
    textures "$sample" --resources /no/such.wad
expect_error "check missing --resources" "no/such.wad: cannot open the file" -- \
    check "$sample" --resources /no/such.wad
"$cli" textures --help | grep -q "^usage: stepwise-cli textures MAP" || fail "textures --help"
grep -q "^  textures " "$work/help" || fail "--help does not list textures"
unset DOOMWADDIR

# --- probes follow teleport lines as the drag does (MAP01's line 492, special 97, crossed from
# its front; its destination thing stands at (544, -608)); "teleports" appears only then
python3 - "$work/map01.swmap" "$work/map01tele.swmap" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
doc["probes"] = [{"name": "through the teleporter", "start": [1364, 1120], "speed": 320,
                  "tickRate": 120, "track": [[0, 1320, 1120]], "expectedEnd": [544, -608, -144]},
                 {"name": "to the door", "start": [680, -160], "speed": 320, "tickRate": 60,
                  "track": [[0, 680, -160], [1, 690, -160]], "expectedEnd": [688, -160, -64]}]
json.dump(doc, open(sys.argv[2], "w"))
PY
"$cli" probes "$work/map01tele.swmap" --format json >"$work/tele.json"; rc=$?
[ $rc -eq 0 ] || fail "probes across a teleport line: exit $rc: $(cat "$work/tele.json")"
python3 - "$work/tele.json" <<'PY' || fail "probes json across a teleport line: $(cat "$work/tele.json")"
import json, sys
through, door = json.load(open(sys.argv[1]))["probes"]
assert through["status"] == "ok", through
assert all(r["end"][:2] == [544, -608] and r["teleports"] == 1 for r in through["runs"]), through
assert all("teleports" not in r for r in door["runs"]), door
PY
"$cli" probes "$work/map01tele.swmap" | grep -q "^through the teleporter: ok: ends at (544, -608, -144) at every tick rate, as recorded" ||
    fail "probes text across a teleport line"

if [ $failures -gt 0 ]; then
    echo "$failures CLI check(s) failed"
    exit 1
fi
echo "all CLI checks passed"
