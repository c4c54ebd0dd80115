#!/usr/bin/env bash
# Installs everything Stepwise needs to build, run and test on Debian 12.
# Idempotent; runs as root without prompts (uses sudo when not root).
set -euo pipefail

packages=(
    build-essential cmake ninja-build ccache pkg-config git lld
    qt6-base-dev qt6-3d-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl1-mesa-dri libgl-dev libglx-mesa0 xvfb xauth
    libglm-dev libassimp-dev nlohmann-json3-dev
    libgtest-dev libgmock-dev googletest libbenchmark-dev libbullet-dev
    freedoom zdbsp
    libpng-dev libjpeg62-turbo-dev zlib1g-dev dsda-doom chocolate-doom
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
