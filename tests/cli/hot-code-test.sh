#!/usr/bin/env bash
# Checks that stepwise-cli's hot code is placed together (core/cli/hot-functions.txt, LLD's
# symbol ordering): most listed functions still exist, and the ones found lie in one block at
# most twice the size of their code (spread out, they span most of the binary). A list gone
# stale after renames, or a link without the ordering, fails here.
# usage: hot-code-test.sh CLI ORDER_FILE ORDERED   (ORDERED: whether the link uses the list)
# Exit 77 (skipped) where the link does not order, except under CI, where it fails.
set -u
cli=$1 order=$2 ordered=$3
if [ "$ordered" != "ON" ]; then
    if [ -n "${CI:-}" ]; then
        echo "FAIL: stepwise-cli is not linked with its function order (LLD or static archives missing)"
        exit 1
    fi
    echo "SKIP: stepwise-cli is not linked with its function order"
    exit 77
fi
command -v nm >/dev/null || { echo "FAIL: nm is missing"; exit 1; }

nm --defined-only -S "$cli" | awk -v order="$order" '
    function hex(text,    i, value) {
        value = 0
        for (i = 1; i <= length(text); i++)
            value = value * 16 + index("0123456789abcdef", tolower(substr(text, i, 1))) - 1
        return value
    }
    BEGIN { while ((getline name < order) > 0) { listed[name] = 1; total++ } }
    $4 in listed && ($3 == "T" || $3 == "t" || $3 == "W" || $3 == "i") && !($4 in seen) {
        seen[$4] = 1
        start = hex($1); size = hex($2)
        found++; bytes += size
        if (lo == "" || start < lo) lo = start
        if (hi == "" || start + size > hi) hi = start + size
    }
    END {
        if (total == 0) { print "FAIL: " order " is empty"; exit 1 }
        span = hi - lo
        printf "%d of %d listed functions found; %d bytes of code over a block of %d bytes\n",
               found, total, bytes, span
        if (found < 0.9 * total) {
            print "FAIL: under 90% of the listed functions exist: run scripts/cli-function-order.sh"
            exit 1
        }
        if (span > 2 * bytes) {
            print "FAIL: the listed functions are spread out: the link did not order them"
            exit 1
        }
    }'
