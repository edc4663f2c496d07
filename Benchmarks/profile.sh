#!/usr/bin/env bash
# Instructions per animator-frame (and per keyframe value(time:) call), counted with callgrind:
# the difference between a run of 0 and of FRAMES frames, divided by 2,000 × FRAMES. Repeatable
# whatever else the machine is doing. Needs valgrind (apt-get install valgrind).
#   ./profile.sh [scenario ...]      scenarios: closed ease bouncy additive double-bouncy keyframes
#                                    (animators in one AnimatorGroup, as a scene graph's), closed-alone
#                                    ease-alone bouncy-alone additive-alone (each animator alone), closed-staggered
#                                    ease-staggered bouncy-staggered (one group, each started at its own instant), bouncy-merged (a .bouncy merged into a running one), bouncy-merged-staggered (each merged at its own instant)
#                                    floor-closed floor-bouncy floor-ease (issue 16's hand-written floors)
# The view tree (issues 4 and 16): view-update / view-frame (ThousandRows), view-update-N /
# view-frame-N (N rows), view-frame-inspected, view-update-inspected, view-frame-read (a frame, inspected, and every entry read after the frames): instructions per tap (counted inside
# HeadlessHost.tap(id:) only, not the frames that let the previous tap settle) or per frame.
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "profile.sh: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
./forget-stale-kinetic.sh  # (SwiftPM kept code inlined from an older KineticCore: a crash)
swift build -c release --product KineticProfile --disable-build-manifest-caching >/dev/null  # (a file added to Kinetic: SwiftPM 6.3 keeps a stale plan otherwise)
bin="$(swift build -c release --show-bin-path)/KineticProfile"
frames=${FRAMES:-10}  # FRAMES=2 ./profile.sh view-update-10000: fewer for big trees
scenarios=("$@")
[ ${#scenarios[@]} -eq 0 ] && scenarios=(closed ease bouncy additive double-bouncy keyframes)
count() {  # total instructions of one run (inside HeadlessHost.tap(id:) only, with a third argument)
    local toggle=()
    [ $# -gt 2 ] && toggle=(--toggle-collect='$s7Kinetic12HeadlessHostC3tap2idSbSS_tF')
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "${toggle[@]}" "$bin" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for s in "${scenarios[@]}"; do
    case "$s" in
    view-update*)
        base=$(count "$s" 0 tap)
        full=$(count "$s" "$frames" tap)
        echo "$s: $(( (full - base) / frames )) instructions per tap" ;;
    view-frame*)
        base=$(count "$s" 0)
        full=$(count "$s" "$frames")
        echo "$s: $(( (full - base) / frames )) instructions per frame" ;;
    *)
        base=$(count "$s" 0)
        full=$(count "$s" "$frames")
        echo "$s: $(( (full - base) / (2000 * frames) )) instructions per animator-frame (per call for keyframes)" ;;
    esac
done
