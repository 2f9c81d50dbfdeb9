#!/usr/bin/env bash
# SwiftPM keeps only -I and -F from a system library's pkg-config flags and warns
# "prohibited flag(s): -pthread" for anything else, on every fresh build: Debian's
# glib (gmodule-no-export-2.0.pc, which pangocairo requires) asks for -pthread.
# This writes copies of the .pc files whose Cflags carry -pthread, without it, to
# .build/pkgconfig; the Makefile puts that folder first on PKG_CONFIG_PATH. Nothing
# else changes: SwiftPM drops the flag anyway, and the libraries still link with
# their own Libs. With pkg-config missing it does nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/pkgconfig
mkdir -p "$out"
command -v pkg-config >/dev/null 2>&1 || exit 0
IFS=: read -r -a dirs <<<"$(pkg-config --variable pc_path pkg-config)"
for dir in "${dirs[@]}"; do
  [ -d "$dir" ] || continue
  for file in "$dir"/*.pc; do
    [ -e "$file" ] || continue
    name=$(basename "$file")
    [ -e "$out/$name" ] && continue
    grep -qE '^Cflags:.*-pthread' "$file" || continue
    sed -E '/^Cflags:/s/[[:space:]]-pthread\b//g' "$file" >"$out/$name"
  done
done
