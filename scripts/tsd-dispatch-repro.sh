#!/usr/bin/env bash
# The cause of the test suite's rare heap corruption, shown without Kinetic: a @MainActor object
# with an isolated deinit, released by a thread-specific-data destructor as a dispatch worker
# exits, makes libdispatch free a continuation twice (scripts/tsd-dispatch-repro.swift says how).
#   scripts/tsd-dispatch-repro.sh [RUNS]    (default 3 runs of 4 rounds, about 30 s each)
# Prints, for each run, how the isolated-deinit program ended (it aborts) and how the same program
# with a plain deinit ended (it runs clean). Exits 0 when every run showed that difference.
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
out=.build/tsd-dispatch-repro
mkdir -p "$out"
swiftc -Onone -swift-version 5 scripts/tsd-dispatch-repro.swift -o "$out/isolated" || exit 2
swiftc -Onone -swift-version 5 -D PLAIN scripts/tsd-dispatch-repro.swift -o "$out/plain" || exit 2
shown=0
for i in $(seq 1 "$runs"); do
  SWIFT_BACKTRACE=enable=no "$out/isolated" 4 >"$out/isolated-$i.log" 2>&1; a=$?
  SWIFT_BACKTRACE=enable=no "$out/plain" 4 >"$out/plain-$i.log" 2>&1; b=$?
  why=$(grep -m1 -E "malloc|free|corrupt|double" "$out/isolated-$i.log" || echo "exit $a")
  echo "run $i: isolated deinit: exit $a ($why); plain deinit: exit $b ($(tail -1 "$out/plain-$i.log"))"
  [ "$a" -ne 0 ] && [ "$b" -eq 0 ] && shown=$((shown + 1))
done
echo "$shown of $runs runs: the isolated deinit released at thread exit corrupted the heap, the plain one did not"
[ "$shown" -eq "$runs" ]
