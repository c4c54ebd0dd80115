#!/usr/bin/env bash
# Runs `stepwise-cli volumes` as other programs do: one JSON object on success, exit 2 and one
# line on stderr for a bad file; with --isolated the same through the import helper.
# usage: volumes-cli-test.sh CLI MESH_DIR HELPER
set -u
cli=$1 meshes=$2 helper=$3
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

out=$("$cli" volumes "$meshes/corner.obj") || fail "corner.obj: exit $?"
expected='{"vertices":4,"triangles":4,"box":{"min":[0.0,0.0,0.0],"max":[1.0,1.0,1.0]},'\
'"classicSphere":{"centre":[0.5,0.5,0.5],"radius":0.8660254037844386},'\
'"tightSphere":{"centre":[0.3333333333333333,0.33333333333333337,0.3333333333333333],'\
'"radius":0.816496580927726},"tightOverClassic":0.9428090415820635,'\
'"cylinder":{"axis":[0.0,0.0],"radius":1.0,"bottom":0.0,"top":1.0},'\
'"tightCylinder":{"axis":[0.5,0.5],"radius":0.7071067811865476,"bottom":0.0,"top":1.0},'\
'"sphereTree":{"depth":2,"nodes":3}}'
[ "$out" == "$expected" ] || fail "corner.obj: got $out"
out=$(STEPWISE_MESH_IMPORTER=$helper "$cli" volumes --isolated "$meshes/corner.obj") ||
    fail "corner.obj --isolated: exit $?"
[ "$out" == "$expected" ] || fail "corner.obj --isolated: got $out"

for bad in garbage.bin not-json.gltf empty.stl lines-only.obj missing.obj; do
    out=$("$cli" volumes "$meshes/$bad" 2>err.txt); rc=$?
    [ $rc -eq 2 ] || fail "$bad: exit $rc"
    [ -z "$out" ] || fail "$bad: printed $out"
    [ "$(wc -l <err.txt)" -eq 1 ] || fail "$bad: stderr $(cat err.txt)"
    grep -qF "$bad" err.txt || fail "$bad: error does not name the file"
    # The helper's error is the in-process one, word for word.
    STEPWISE_MESH_IMPORTER=$helper "$cli" volumes --isolated "$meshes/$bad" 2>err2.txt
    rc=$?
    [ $rc -eq 2 ] || fail "$bad --isolated: exit $rc"
    cmp -s err.txt err2.txt || fail "$bad --isolated: stderr $(cat err2.txt)"
done
# A helper that cannot be started is an error naming the file, not a crash of the tool.
STEPWISE_MESH_IMPORTER=/nonexistent/helper "$cli" volumes --isolated "$meshes/corner.obj" \
    2>err.txt >/dev/null
rc=$?
[ $rc -eq 2 ] || fail "missing helper: exit $rc"
grep -qF "the mesh importer /nonexistent/helper could not be started for $meshes/corner.obj" \
    err.txt || fail "missing helper: stderr $(cat err.txt)"
"$cli" volumes --help | grep -q '^usage: stepwise-cli volumes \[--isolated\] MESH' || fail "volumes --help"
"$cli" --help | grep -q '^  volumes ' || fail "--help does not list volumes"
rm -f err.txt err2.txt
[ $failures -eq 0 ] && echo "all volumes CLI tests passed"
exit $((failures > 0))
