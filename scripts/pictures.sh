#!/usr/bin/env bash
# Regenerates the pictures in docs/images from the examples: the README's animated
# tour (examples/tour.json recorded as an animated WebP), the showcase's contact
# sheet and timeline, and one screen per component, drawn over the stand-in app.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path Tools --product popupkit
popupkit=$(swift build --package-path Tools --show-bin-path)/popupkit
out=docs/images
mkdir -p "$out"
# 2x for sharp text on high-density screens (the README shows it at 390 points
# wide); lossless, 30 fps. The same build gives the same bytes.
"$popupkit" record examples/tour.json --scale 2 --fps 30 --out "$out/tour.webp"
frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT
"$popupkit" demo --out "$frames" > /dev/null
cp "$frames/contact-sheet.png" "$out/showcase-contact-sheet.png"
# The showcase's run as a timeline, beside its contact sheet in the README.
"$popupkit" timeline examples/showcase.json --scale 2 --out "$out/showcase-timeline.png"
# component, scenario, time: a moment where the example shows its component best,
# at rest (every fade and slide of that moment done), drawn light (name.png) and
# dark (name-dark.png, which the README shows to a reader whose system is dark).
# At 2x, images are drawn from their @2x files (examples/checkmark@2x.png).
while read -r name scenario time; do
    "$popupkit" render "examples/$scenario" --at "$time" --scale 2 --backdrop --appearance light --out "$out/$name.png"
    "$popupkit" render "examples/$scenario" --at "$time" --scale 2 --backdrop --appearance dark --out "$out/$name-dark.png"
done <<'LIST'
toast toast.json 1.5
hud hud.json 1.8
banner banner.json 0.4
popup popup.json 0.5
popup-actions popup-actions.json 0.5
bubble bubble.json 1.5
LIST
ls -l "$out"
