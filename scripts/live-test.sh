#!/usr/bin/env bash
# The live window's end-to-end checks (scripts/live-test.py) on a virtual X display.
# Needs Xvfb, xdotool and ImageMagick: scripts/install-deps.sh --live installs them.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
for tool in xvfb-run Xvfb xdotool import compare python3; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "live-test needs ${missing[*]}: run bash scripts/install-deps.sh --live" >&2
  exit 1
fi
popupkit="${POPUPKIT_EXECUTABLE:-$(swift build --package-path Tools --show-bin-path)/popupkit}"
# A screen large enough for the 2x window (780 x 1688 pixels).
exec xvfb-run -a -s "-screen 0 1920x1920x24 -nolisten tcp" python3 scripts/live-test.py "$popupkit"
