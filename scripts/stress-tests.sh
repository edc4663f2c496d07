#!/usr/bin/env bash
# Runs the whole Swift test suite N times, as `make test` runs it (the same debug build and test
# binary, under a private Xvfb display), and counts the runs that crashed or aborted: a failure
# that comes and goes is a bug, and this is how to see it.
#
#   scripts/stress-tests.sh N [swift test arguments…]     e.g. scripts/stress-tests.sh 60
#                                                          scripts/stress-tests.sh 20 --filter KineticViewerTests
#
# Prints one line a run, then "N runs: A aborted (signal), F failed (tests), P passed" and, for each
# abort, the first lines glibc or the Swift runtime printed. Logs of runs that did not pass stay in
# .build/stress/. Exits non-zero unless every run passed.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:?usage: scripts/stress-tests.sh N [swift test arguments…]}
shift
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "stress-tests: N must be a whole number ≥ 1, not '$runs'" >&2; exit 2; }
logs=.build/stress
mkdir -p "$logs"
rm -f "$logs"/run-*.log
swift build --build-tests >&2 || exit 1
aborted=0 failed=0 passed=0
for i in $(seq 1 "$runs"); do
  log="$logs/run-$i.log"
  start=$(date +%s)
  KINETIC_VERIFY_LAYOUT=1 xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build "$@" >"$log" 2>&1
  status=$?
  took=$(( $(date +%s) - start ))
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1)); echo "run $i: passed (${took} s)"; rm -f "$log"
  elif grep -qE "Program crashed|Signal [0-9]+|malloc|free\(\)|corrupted|double free|Fatal error|Segmentation|Aborted" "$log"; then
    aborted=$((aborted + 1)); echo "run $i: ABORTED (exit $status, ${took} s), log $log"
  else
    failed=$((failed + 1)); echo "run $i: failed (exit $status, ${took} s), log $log"
  fi
done
echo "$runs runs: $aborted aborted (signal), $failed failed (tests), $passed passed"
for log in "$logs"/run-*.log; do
  [ -e "$log" ] || continue
  if grep -qE "Program crashed|corrupted|double free|malloc|Fatal error" "$log"; then
    echo "== $log"
    grep -m 6 -E "corrupted|double free|malloc|free\(\)|Fatal error|Program crashed|crashed:" "$log"
  fi
done
[ "$passed" -eq "$runs" ]
