#!/usr/bin/env bash
# Fails when a source file includes a folder its layer must not (docs/architecture.md):
#   core/       no Qt header at all (a game links the core alone)
#   editor/     document <- commands <- views <- tools; panels and dialogs beside the views;
#               app on top; nothing includes app/.
# usage: check-layers.sh SOURCE_DIR
set -uo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
core_modules="base geom map io resources game bsp doom collision analysis mesh scene"
failures=0

fail() {
    echo "check-layers: $1" >&2
    failures=$((failures + 1))
}

# The core: no Qt, not even through a forward declaration header.
while IFS= read -r hit; do
    fail "core includes Qt: $hit"
done < <(grep -rnE '^\s*#\s*include\s*[<"](Q[A-Za-z0-9]*|Qt[A-Za-z0-9]*/[^>"]*)[>"]' \
    "$root/core" --include='*.h' --include='*.cpp' --include='*.hpp' | sed "s|$root/||")

# The editor's layers: which editor folders each may include (core modules are always allowed).
declare -A allowed=(
    [document]="document"
    [commands]="document commands"
    [views]="document commands views"
    [tools]="document commands views tools"
    [panels]="document commands panels"
    [dialogs]="dialogs"
    [app]="document commands views tools panels dialogs app"
)
for layer in "${!allowed[@]}"; do
    [ -d "$root/editor/$layer" ] || continue
    while IFS= read -r line; do
        file=${line%%:*}
        rest=${line#*:}
        number=${rest%%:*}
        included=$(sed -E 's/.*#\s*include\s*"([^"/]+)\/.*/\1/' <<<"$rest")
        case " $core_modules " in *" $included "*) continue ;; esac
        case " ${allowed[$layer]} " in *" $included "*) continue ;; esac
        fail "${file#"$root"/}:$number: $layer/ must not include $included/"
    done < <(grep -rnE '^\s*#\s*include\s*"[^"/]+/' "$root/editor/$layer" \
        --include='*.h' --include='*.cpp')
done

# Every editor folder is a known layer, so a new one cannot slip past these rules.
for dir in "$root"/editor/*/; do
    name=$(basename "$dir")
    [ -n "${allowed[$name]+x}" ] || fail "editor/$name/ is not a layer known to check-layers.sh"
done

if [ "$failures" -gt 0 ]; then
    echo "check-layers: $failures wrong-way include(s)" >&2
    exit 1
fi
echo "check-layers: core is Qt-free; editor layers include only downwards"
