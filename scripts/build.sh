#!/usr/bin/env bash
# Configures and builds Stepwise into ./build (Ninja, ccache when present).
# usage: scripts/build.sh [TARGET...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${STEPWISE_BUILD_DIR:-$root/build}
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$build" ${1:+--target "$@"}
