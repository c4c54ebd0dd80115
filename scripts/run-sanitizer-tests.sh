#!/usr/bin/env bash
# Builds the core libraries, the CLI and their tests with AddressSanitizer and
# UndefinedBehaviorSanitizer into ./build-asan and runs those tests. Any memory error or
# undefined behaviour fails the run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
build=${STEPWISE_ASAN_BUILD_DIR:-$root/build-asan}
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DSTEPWISE_BUILD_EDITOR=OFF -DSTEPWISE_BUILD_BENCHMARKS=OFF \
        "-DCMAKE_CXX_FLAGS=-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
        "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined"
fi
cmake --build "$build"
cd "$build"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export LSAN_OPTIONS=suppressions=$root/tests/fuzz/lsan-suppressions.txt
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --output-on-failure -j2 --timeout 1800
