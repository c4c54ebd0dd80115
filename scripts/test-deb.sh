#!/usr/bin/env bash
# Installs the Stepwise .deb on a fresh Debian 12 (bookworm) made with debootstrap and checks it
# as a user would meet it: apt-get pulls every dependency from the package's Depends, the CLI
# reads the installed sample map, the mesh import helper is found where it is installed, the
# desktop entry, icon and translations are in place, and the editor starts (under Xvfb, with a
# screenshot to look at).
#
# usage: scripts/test-deb.sh [DEB]
#   DEB        the package (default: the newest build-deb/stepwise_*.deb; build it with
#              `cpack -G DEB` in a Release build)
# environment:
#   STEPWISE_DEB_ROOT   the chroot folder, outside the repository (default /work/deb-root);
#                       the bare debootstrap is kept as ROOT.base.tar and unpacked afresh on
#                       every run, so each run starts from a system that never saw Stepwise
#   STEPWISE_DEB_OUT    where the screenshot and logs go (default ROOT.out)
#   STEPWISE_DEB_FRESH  1 to debootstrap again instead of reusing ROOT.base.tar
# Needs root (debootstrap, chroot, mounts) and network access to the Debian mirror.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
deb=${1:-$(ls -t "$root"/build-deb/stepwise_*.deb 2>/dev/null | head -n 1 || true)}
chroot_dir=${STEPWISE_DEB_ROOT:-/work/deb-root}
out=${STEPWISE_DEB_OUT:-$chroot_dir.out}
base_tar=$chroot_dir.base.tar

say() { echo "test-deb: $*"; }
die() { echo "test-deb: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, chroot and mounts)"
[ -n "$deb" ] && [ -f "$deb" ] || die "no package: build one with cpack -G DEB in build-deb"
case "$(realpath -m "$chroot_dir")/" in
"$root"/*) die "the chroot must be outside the repository ($chroot_dir)" ;;
esac
command -v debootstrap >/dev/null || apt-get install -y debootstrap

# The mirror this machine uses (deb822 or one-line sources), else Debian's own.
mirror=$(grep -hoE '^(URIs:|deb) +https?://[^ ]+/debian/?( |$)' \
    /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null |
    grep -oE 'https?://[^ ]+' | head -n 1 || true)
mirror=${mirror:-http://deb.debian.org/debian}
security=${mirror%/debian*}/debian-security

# 1. A fresh bookworm: debootstrap once, then unpack the pristine copy on every run.
cleanup() {
    for m in dev/pts proc sys; do
        mountpoint -q "$chroot_dir/$m" 2>/dev/null && umount -l "$chroot_dir/$m"
    done
    return 0
}
trap cleanup EXIT
cleanup
if [ "${STEPWISE_DEB_FRESH:-0}" = 1 ] || [ ! -f "$base_tar" ]; then
    say "debootstrap bookworm from $mirror into $chroot_dir"
    rm -rf "$chroot_dir"
    log=$chroot_dir.debootstrap.log
    debootstrap --variant=minbase bookworm "$chroot_dir" "$mirror" >"$log" 2>&1 ||
        die "debootstrap failed, see $log"
    cat >"$chroot_dir/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF
    tar -C "$chroot_dir" -cf "$base_tar" .
fi
rm -rf "$chroot_dir"
mkdir -p "$chroot_dir" "$out"
tar -C "$chroot_dir" -xf "$base_tar"
mount -t proc proc "$chroot_dir/proc"
mount -t sysfs sys "$chroot_dir/sys"
mkdir -p "$chroot_dir/dev/pts"
mount -t devpts devpts "$chroot_dir/dev/pts"
cp /etc/resolv.conf "$chroot_dir/etc/resolv.conf"
in_root() { chroot "$chroot_dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

# 2. Install the package alone: apt-get must find everything it needs from its Depends.
cp "$deb" "$chroot_dir/tmp/"
pkg=/tmp/$(basename "$deb")
say "installing $(basename "$deb")"
in_root apt-get update -qq >"$out/apt-update.log" 2>&1 || die "apt-get update failed"
in_root apt-get install -y --no-install-recommends "$pkg" >"$out/apt-install.log" 2>&1 ||
    die "installing the package failed, see $out/apt-install.log"
say "installed with $(grep -oE '[0-9]+ newly installed' "$out/apt-install.log")" \
    "(no Recommends), Depends: $(in_root dpkg-query -W -f='${Depends}' stepwise)"

failures=0
check() { # check DESCRIPTION COMMAND...: runs COMMAND in the chroot, fails on non-zero exit
    local what=$1
    shift
    if in_root "$@" >"$out/last.log" 2>&1; then
        say "ok   $what"
    else
        say "FAIL $what"
        sed 's/^/    /' "$out/last.log"
        failures=$((failures + 1))
    fi
}
sample=/usr/share/stepwise/maps/sample.swmap

# 3. The files, the CLI and the mesh helper.
check "no program or library misses a shared library" sh -c \
    '! ldd /usr/bin/stepwise /usr/bin/stepwise-cli /usr/libexec/stepwise/stepwise-mesh-import |
     grep "not found"'
check "stepwise-cli --version" sh -c 'stepwise-cli --version | grep -q "^stepwise-cli "'
check "stepwise-cli info on the sample map" sh -c "stepwise-cli info $sample | grep -qi sector"
# check exits 1 when it finds errors (the sample map has some on purpose), 2 when it cannot run.
check "stepwise-cli check on the sample map" sh -c \
    "stepwise-cli check $sample >/tmp/check.txt; rc=\$?; [ \$rc -le 1 ] && [ -s /tmp/check.txt ]"
for map in "$chroot_dir"/usr/share/stepwise/maps/*.swmap; do
    m=/usr/share/stepwise/maps/$(basename "$map")
    check "stepwise-cli info and check on $m" sh -c \
        "stepwise-cli info $m >/dev/null && { stepwise-cli check $m >/dev/null; [ \$? -le 1 ]; }"
done
check "the mesh helper is installed" \
    sh -c '/usr/libexec/stepwise/stepwise-mesh-import --version | grep -q "transfer format 1"'
cat >"$chroot_dir/tmp/corner.obj" <<'EOF'
v 0 0 0
v 1 0 0
v 0 1 0
v 0 0 1
f 1 3 2
f 1 2 4
f 1 4 3
f 2 3 4
EOF
check "the installed CLI finds the helper and gets the in-process result" sh -c \
    'a=$(stepwise-cli volumes /tmp/corner.obj) &&
     b=$(stepwise-cli volumes --isolated /tmp/corner.obj) && [ -n "$a" ] && [ "$a" = "$b" ]'
check "a crash of the helper is an error, not a crash (helper replaced by a crashing one)" sh -c \
    'printf "#!/bin/sh\nkill -SEGV \$\$\n" >/tmp/crash && chmod +x /tmp/crash &&
     STEPWISE_MESH_IMPORTER=/tmp/crash stepwise-cli volumes --isolated /tmp/corner.obj 2>&1 |
     grep -q "crashed on /tmp/corner.obj (signal 11"'
check "desktop entry" grep -q '^Exec=stepwise' /usr/share/applications/stepwise.desktop
check "Qt's own translations recommended" sh -c \
    "dpkg-query -W -f='\${Recommends}' stepwise | grep -q qt6-translations-l10n"
check "icon" test -s /usr/share/icons/hicolor/scalable/apps/stepwise.svg
check "documentation" test -s /usr/share/doc/stepwise/map-format.md

# 4. The editor: the translations it embeds, then a real start on a virtual X server.
check "stepwise --version" sh -c \
    'QT_QPA_PLATFORM=offscreen stepwise --version | grep -q "^Stepwise "'
check "German translation used when installed" sh -c \
    'LANG=de_DE.UTF-8 QT_QPA_PLATFORM=offscreen stepwise --help | grep -q "ein Level-Editor"'
check "Polish translation used when installed" sh -c \
    'LANG=pl_PL.UTF-8 QT_QPA_PLATFORM=offscreen stepwise --help | grep -q "Stepwise, edytor"'
say "installing xvfb, xauth, imagemagick and desktop-file-utils for the last checks"
in_root apt-get install -y --no-install-recommends xvfb xauth imagemagick desktop-file-utils \
    >"$out/apt-x.log" 2>&1 || die "installing xvfb failed, see $out/apt-x.log"
check "desktop entry is valid" desktop-file-validate /usr/share/applications/stepwise.desktop
rm -f "$chroot_dir/tmp/editor.png"
in_root xvfb-run -a -s "-screen 0 1280x800x24" sh -c \
    "stepwise $sample >/tmp/editor.log 2>&1 & pid=\$!; sleep 20;
     import -window root /tmp/editor.png; kill -0 \$pid && echo running >/tmp/editor.state;
     kill \$pid; wait \$pid" >"$out/xvfb.log" 2>&1 || true
cp "$chroot_dir/tmp/editor.log" "$out/editor.log" 2>/dev/null || true
# A window with the plan, the 3D view and the docks has hundreds of colours; a black or blank
# screen has one or two.
colours=$(in_root convert /tmp/editor.png -format %k info: 2>/dev/null || echo 0)
if [ -f "$chroot_dir/tmp/editor.state" ] && [ "$colours" -gt 100 ]; then
    cp "$chroot_dir/tmp/editor.png" "$out/editor.png"
    say "ok   the editor started and ran for 20 s ($colours colours on screen; screenshot:" \
        "$out/editor.png)"
else
    say "FAIL the editor did not keep running under Xvfb (see $out/editor.log, $out/xvfb.log)"
    failures=$((failures + 1))
fi
if grep -qiE 'could not (load|find)|failed to (load|create)|cannot load' "$out/editor.log"; then
    say "FAIL the editor reported a missing plugin or library:"
    sed 's/^/    /' "$out/editor.log"
    failures=$((failures + 1))
fi

if [ $failures -eq 0 ]; then
    say "all checks passed ($(date -u +%F), $(basename "$deb"))"
else
    say "$failures check(s) failed"
fi
exit $((failures > 0))
