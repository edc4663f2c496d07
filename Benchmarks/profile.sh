#!/usr/bin/env bash
# Instructions per animator-frame (and per keyframe value(time:) call), counted with callgrind:
# the difference between a run of 0 and of FRAMES frames, divided by 2,000 × FRAMES. Repeatable
# whatever else the machine is doing. Needs valgrind (apt-get install valgrind).
#   ./profile.sh [scenario ...]      scenarios: closed ease bouncy additive double-bouncy keyframes
#                                    floor-closed floor-bouncy floor-ease (issue 16's hand-written floors)
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --product KineticProfile >/dev/null
bin="$(swift build -c release --show-bin-path)/KineticProfile"
frames=10
scenarios=("$@")
[ ${#scenarios[@]} -eq 0 ] && scenarios=(closed ease bouncy additive double-bouncy keyframes)
count() {  # total instructions of one run
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for s in "${scenarios[@]}"; do
    base=$(count "$s" 0)
    full=$(count "$s" "$frames")
    echo "$s: $(( (full - base) / (2000 * frames) )) instructions per animator-frame (per call for keyframes)"
done
