#!/usr/bin/env bash
# Installs the system packages PopupKit's Cairo back end, X11 window and WebP
# recordings need, only if missing; with --live also what the live window's tests drive it with (a
# virtual display, xdotool, ImageMagick).
set -euo pipefail
packages=(libcairo2-dev libpango1.0-dev fonts-dejavu-core libx11-dev libwebp-dev)
if [ "${1:-}" = "--live" ]; then
  packages+=(xvfb xdotool x11-apps imagemagick)
fi
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
