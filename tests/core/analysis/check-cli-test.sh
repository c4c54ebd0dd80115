#!/usr/bin/env bash
# Runs `stepwise-cli check` as a build pipeline would: exit 1 when a finding is an error, 0
# when none is, 2 when the map cannot be read; JSON {"problems":[...]}.
# usage: check-cli-test.sh CLI SOURCE_DIR
set -u
cli=$1 src=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The sample map: one error (the odd stair step), so exit 1, and the five planted kinds.
out=$("$cli" check "$src/resources/maps/sample.swmap" --format json); rc=$?
[ $rc -eq 1 ] || fail "sample: exit $rc"
python3 - "$out" <<'PY' || fail "sample: JSON shape"
import json, sys
doc = json.loads(sys.argv[1])
assert list(doc) == ["problems"], doc
kinds = sorted(p["kind"] for p in doc["problems"])
assert kinds == ["low-headroom", "narrow-gap", "sharp-corner", "step-too-high", "unreachable"], kinds
for p in doc["problems"]:
    assert p["severity"] in ("error", "warning")
    assert isinstance(p["x"], (int, float)) and isinstance(p["y"], (int, float))
    for k in ("walls", "sectors", "vertices", "things"):
        assert isinstance(p[k], list) and all(isinstance(i, int) for i in p[k]), p
    assert p["message"] and p["key"].startswith(p["kind"] + "|")
assert doc["problems"][0]["severity"] == "error"
PY
"$cli" check "$src/resources/maps/sample.swmap" | tail -1 | grep -q '^5 problems (1 error)' ||
    fail "sample: text summary"

# A clean map: a square room with the player in it, no finding, exit 0.
clean=clean.swmap
cat >"$clean" <<'MAP'
{"format": "stepwise-map", "version": 1, "name": "clean",
 "playerStart": {"x": 128, "y": 128, "angle": 0},
 "vertices": [[0, 0], [0, 256], [256, 256], [256, 0]],
 "sectors": [{"floor": 0, "ceiling": 128}],
 "walls": [{"v1": 0, "v2": 1, "front": 0, "flags": ["blocking"]},
           {"v1": 1, "v2": 2, "front": 0, "flags": ["blocking"]},
           {"v1": 2, "v2": 3, "front": 0, "flags": ["blocking"]},
           {"v1": 3, "v2": 0, "front": 0, "flags": ["blocking"]}]}
MAP
out=$("$cli" check "$clean" --format json); rc=$?
[ $rc -eq 0 ] || fail "clean: exit $rc"
[ "$out" == '{"problems":[]}' ] || fail "clean: got $out"
# A smaller avatar on the sample: the passage and the gap fit, the odd step is still an error.
out=$("$cli" check "$src/resources/maps/sample.swmap" --height 40 --radius 10 --format json)
rc=$?
[ $rc -eq 1 ] || fail "small avatar: exit $rc"
echo "$out" | grep -q 'low-headroom\|narrow-gap' && fail "small avatar: $out"

# Errors in use: exit 2 and one line on stderr.
"$cli" check missing.swmap >/dev/null 2>err.txt; rc=$?
[ $rc -eq 2 ] || fail "missing map: exit $rc"
[ "$(wc -l <err.txt)" -eq 1 ] || fail "missing map: stderr $(cat err.txt)"
"$cli" check "$clean" --format xml >/dev/null 2>err.txt; rc=$?
[ $rc -eq 2 ] || fail "bad format: exit $rc"
"$cli" check --help | grep -q '^usage: stepwise-cli check MAP' || fail "check --help"
"$cli" --help | grep -q '^  check ' || fail "--help does not list check"
rm -f err.txt "$clean"
[ $failures -eq 0 ] && echo "all check CLI tests passed"
exit $((failures > 0))
