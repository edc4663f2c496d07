#!/usr/bin/env bash
# The real window under a private Xvfb display for SECONDS (default 600), with seeded random clicks
# and key presses synthesized by xdotool (every shortcut but Esc, which quits). Checks that the
# viewer never exits and reports its resident size (VmRSS) after the first minute and at the end.
#   scripts/window-soak.sh [SECONDS] [SEED]     CONFIGURATION=release|debug (default debug)
# Needs xvfb and xdotool (apt-get install xvfb xdotool). Exits non-zero if the viewer died or its
# resident size grew by more than 2 MB after the first minute.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"; RANDOM="${2:-1}"; configuration="${CONFIGURATION:-debug}"
swift build -c "$configuration" --product kinetic >&2
binary="$(swift build -c "$configuration" --show-bin-path)/kinetic"
display=":$((90 + RANDOM % 9))"
work="$(mktemp -d)"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill "$viewer" "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
export DISPLAY="$display"
"$binary" window --out "$work/recordings" >"$work/viewer.log" 2>&1 &
viewer=$!
sleep 3
rss() { awk '/VmRSS/ {print $2}' "/proc/$viewer/status"; }
keys=(1 2 3 4 5 6 7 8 9 Left Right space i p period comma bracketleft bracketright 0 h t c r l s a question)
start=$SECONDS; clicks=0; presses=0; first=""; next_report=0
while (( SECONDS - start < seconds )); do
  if ! kill -0 "$viewer" 2>/dev/null; then
    echo "window-soak: the viewer exited after $((SECONDS - start)) s; its log:"; tail -20 "$work/viewer.log"; exit 1
  fi
  if (( RANDOM % 4 == 0 )); then
    xdotool key "${keys[RANDOM % ${#keys[@]}]}"; presses=$((presses + 1))
  else
    xdotool mousemove $((RANDOM % 1200)) $((RANDOM % 680)) click 1; clicks=$((clicks + 1))
  fi
  if [[ -z "$first" ]] && (( SECONDS - start >= 60 )); then first=$(rss); fi
  if (( SECONDS - start >= next_report )); then
    echo "window-soak: $((SECONDS - start)) s, VmRSS $(rss) kB"; next_report=$((next_report + 60))
  fi
  sleep 0.1
done
kill -0 "$viewer" 2>/dev/null || { echo "window-soak: the viewer exited at the end"; exit 1; }
last=$(rss)
echo "window-soak: $((SECONDS - start)) s, $clicks clicks, $presses key presses, no exit; VmRSS ${first:-?} kB after 1 min, $last kB at the end ($(( (last - ${first:-$last}) )) kB)"
(( last - ${first:-$last} <= 2048 ))
