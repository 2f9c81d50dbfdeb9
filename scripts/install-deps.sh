#!/usr/bin/env bash
# Installs the system packages PopupKit's Cairo back end, X11 window and WebP
# recordings need, only if missing; with --live also what the live window's tests drive it with (a
# virtual display, xdotool, ImageMagick).
#
# Linux (apt-get): everything. macOS (Homebrew): Cairo, Pango, libwebp and pkg-config,
# which is all the core, the CLI and the pictures need; the live window is Xlib's, so
# --live stops with one line. Any other system stops with one line naming what to install.
set -euo pipefail
live=false
[ "${1:-}" = "--live" ] && live=true

fail() {
  echo "install-deps: $*" >&2
  exit 1
}

install_with_homebrew() {
  $live && fail "the live window (X11, Xvfb, xdotool) needs Linux; on macOS use make demo, make test and popupkit render or record"
  command -v brew >/dev/null 2>&1 ||
    fail "macOS needs Homebrew (https://brew.sh) to install cairo, pango, webp and pkg-config"
  local packages=(cairo pango webp pkg-config) missing=() package
  for package in "${packages[@]}"; do
    brew list --versions "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing: ${missing[*]}" >&2
  brew install --quiet "${missing[@]}"
}

install_with_apt() {
  local packages=(libcairo2-dev libpango1.0-dev fonts-dejavu-core libx11-dev libwebp-dev) missing=() package
  $live && packages+=(xvfb xdotool x11-apps imagemagick)
  for package in "${packages[@]}"; do
    [ "$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null)" = "install ok installed" ] || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing: ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

if [ "$(uname -s)" = Darwin ]; then
  install_with_homebrew
elif command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
  install_with_apt
else
  fail "found neither apt-get (Linux) nor Homebrew (macOS) on this $(uname -s) system; install Cairo, Pango, the DejaVu fonts, Xlib, libwebp and pkg-config with its package manager"
fi
