#!/bin/bash
# Sprite benchmark (issues 7 and 16): N engine-animated emoji sprites in a 640×480 window, vsync
# off, against SDL's testsprite2 (Debian libsdl2-tests) with the same size and N, in the same run;
# and with the inspector overlay drawn over the sprites.
# A benchmark, not a test: run it on an idle machine.
#
#   scripts/sprite-bench.sh ["N ..."] [SECONDS]   (defaults: "1000 10000" sprites, 5 s each; ROUNDS=5)
#   BEFORE=/path/to/older/kinetic scripts/sprite-bench.sh ...   also runs an older build after
#                                                                each N, with testsprite2 again
#
# Uses $DISPLAY if set, otherwise starts a private Xvfb (1280×800×24) for the run.
set -euo pipefail
cd "$(dirname "$0")/.."
COUNTS=${1:-"1000 10000"}
SECONDS_EACH=${2:-5}
SCRATCH=${SCRATCH:-.build}

swift build -c release --product kinetic --scratch-path "$SCRATCH" >/dev/null
KINETIC="$SCRATCH/release/kinetic"

XVFB_PID=""
if [ -z "${DISPLAY:-}" ]; then
  for d in $(seq 90 99); do [ -e "/tmp/.X11-unix/X$d" ] || { DISPLAY=":$d"; break; }; done
  export DISPLAY
  Xvfb "$DISPLAY" -screen 0 1280x800x24 >/dev/null 2>&1 &
  XVFB_PID=$!
  trap 'kill "$XVFB_PID" 2>/dev/null || true' EXIT
  sleep 1
fi

for N in $COUNTS; do
  echo "== $N sprites, 640x480, vsync off, DISPLAY=$DISPLAY; ${ROUNDS:-5} interleaved rounds of ${SECONDS_EACH} s"
  "$KINETIC" bench --sprites "$N" --seconds "$SECONDS_EACH" --overlay --compare --rounds "${ROUNDS:-5}"
  if [ -n "${BEFORE:-}" ]; then
    echo "== $N sprites, the build before ($BEFORE)"
    "$BEFORE" bench --sprites "$N" --seconds "$SECONDS_EACH" --overlay --compare --rounds "${ROUNDS:-5}"
  fi
done
