#!/usr/bin/env bash
# A save while `kinetic preview` shows a package, as a user makes it, under a private Xvfb display:
# the card of a `kinetic new` package is tapped (it lifts and turns indigo), its lifted colour is
# changed in the source and saved, and the window must show the new colour on the lifted card (the
# new code with the old state); then a broken save must leave the scene on screen with the error.
#   scripts/reload-check.sh PACKAGE_DIR [KINETIC]   (PACKAGE_DIR written by `kinetic new`; it is edited
#                                                     and put back; KINETIC defaults to .build/debug/kinetic)
# Prints the save-to-reopen times the viewer reports. Needs xdotool and ImageMagick (make deps).
set -uo pipefail
cd "$(dirname "$0")/.."
pkg=${1:?usage: scripts/reload-check.sh PACKAGE_DIR [KINETIC]}
kinetic=${2:-$PWD/.build/debug/kinetic}
name=$(basename "$pkg")
source_file="$pkg/Sources/$name/$name.swift"
[ -f "$source_file" ] || { echo "reload-check: no $source_file (make the package with kinetic new)" >&2; exit 2; }
work=$(mktemp -d /tmp/kinetic-reload-XXXXXX)
cp "$source_file" "$work/original.swift"
for d in $(seq 70 99); do [ -e "/tmp/.X11-unix/X$d" ] || { display=":$d"; break; }; done
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
viewer=""
cleanup() {
  [ -n "$viewer" ] && kill "$viewer" 2>/dev/null
  kill "$xvfb" 2>/dev/null
  cp "$work/original.swift" "$source_file"
}
trap cleanup EXIT
export DISPLAY=$display
sleep 1
fail() { echo "reload-check: $*" >&2; echo "--- viewer log:" >&2; tail -20 "$work/viewer.log" >&2; exit 1; }

# The colour at window point (400, 360), the card's middle, lifted or not: "R,G,B".
pixel() {
  local window geometry x y
  window=$(xdotool search --name "$name" | head -1)
  geometry=$(xdotool getwindowgeometry --shell "$window")
  x=$(echo "$geometry" | sed -n 's/^X=//p'); y=$(echo "$geometry" | sed -n 's/^Y=//p')
  import -window root -crop "1x1+$((x + 400))+$((y + 360))" "$work/pixel.png" 2>/dev/null
  convert "$work/pixel.png" -format "%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]" info:
}
# Waits up to $2 seconds for the viewer's log to say $1.
wait_for() {
  for _ in $(seq 1 $(($2 * 4))); do grep -q "$1" "$work/viewer.log" && return 0; sleep 0.25; done
  return 1
}

"$kinetic" preview "$pkg" --scene card >"$work/viewer.log" 2>&1 &
viewer=$!
for _ in $(seq 1 600); do xdotool search --name "$name" >/dev/null 2>&1 && break; sleep 0.5; done
xdotool search --name "$name" >/dev/null 2>&1 || fail "no window after 300 s"
sleep 1
window=$(xdotool search --name "$name" | head -1)
xdotool mousemove --window "$window" 400 360 click 1
sleep 1.5
lifted=$(pixel)
[ "$lifted" = "88,86,214" ] || fail "the tapped card is $lifted, not the lifted indigo 88,86,214"

sed -i 's/Color.indigo/Color.red/' "$source_file"
wait_for "reopened" 120 || fail "no reopen after the save"
sleep 1.5
after=$(pixel)
[ "$after" = "255,59,48" ] || fail "after the save the card is $after, not the new code's red 255,59,48 on the lifted card"

sed -i 's/Color.red/Color.red)/' "$source_file"
wait_for "build error:" 120 || fail "a broken save reported no build error"
sleep 1
kept=$(pixel)
[ "$kept" = "255,59,48" ] || fail "after a broken save the scene shows $kept, not the last good one"
grep -m1 "build error:" "$work/viewer.log"
grep -m1 "reopened" "$work/viewer.log"
echo "reload-check: the save reopened the lifted card in the new code's colour; the broken save kept it on screen"
