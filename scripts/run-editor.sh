#!/usr/bin/env bash
# Installs what is missing, builds, and opens the editor on the sample map (or on the files
# given as arguments).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
"$root/scripts/build.sh" stepwise
build=${STEPWISE_BUILD_DIR:-$root/build}
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "run-editor: no display (DISPLAY is not set); run this from a desktop session," \
         "or under xvfb-run to try it without one." >&2
    exit 1
fi
if [ $# -eq 0 ]; then
    set -- "$root/resources/maps/sample.swmap"
fi
exec "$build/editor/stepwise" "$@"
