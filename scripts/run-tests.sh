#!/usr/bin/env bash
# Installs what is missing, builds everything and runs the whole test suite. GUI tests run
# on a virtual X server (xvfb-run), so no display is needed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh"
build=${STEPWISE_BUILD_DIR:-$root/build}
cd "$build"
xvfb-run -a -s "-screen 0 1280x800x24" ctest --output-on-failure -j2 --timeout 1200
