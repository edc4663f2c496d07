#!/usr/bin/env bash
# Fuzzes the run.json reader, the --clicks times parser and the animation expression reader with
# libFuzzer (swiftc -sanitize=fuzzer).
#   scripts/fuzz.sh SECONDS   runs each of the three targets for SECONDS (default 60), one after the other
#                             (FUZZ_TARGETS="expression" scripts/fuzz.sh 120: only those named)
# The seed corpus is Tests/Fuzz/corpus/<target>; inputs libFuzzer finds go to .build-fuzz/corpus/<target>,
# crashes to .build-fuzz/artifacts/<target>/ (replay one with: .build/debug/KineticFuzz FILE, with
# KINETIC_FUZZ_TARGET=<target>). Prints each target's executions per second and its crash count;
# exits non-zero if anything crashed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
scratch=.build-fuzz
export KINETIC_FUZZ=1  # Package.swift: coverage instrumentation, KineticFuzz linked with libFuzzer
export SWIFT_BACKTRACE=enable=no  # let libFuzzer catch a crash and save its input
swift build --scratch-path "$scratch" --product KineticFuzz >&2
binary="$(swift build --scratch-path "$scratch" --show-bin-path)/KineticFuzz"
status=0
for target in ${FUZZ_TARGETS:-runjson clicks expression}; do
  corpus="$scratch/corpus/$target"; artifacts="$scratch/artifacts/$target/"
  mkdir -p "$corpus" "$artifacts"
  log="$scratch/$target.log"
  set +e
  KINETIC_FUZZ_TARGET="$target" "$binary" "$corpus" "Tests/Fuzz/corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1
  code=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  time_s=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | awk '{print $5}' || true)
  rate=$(grep -o 'exec/s: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
  crashes=$(find "$artifacts" -type f | wc -l)
  echo "fuzz $target: ${runs:-0} executions in ${time_s:-$seconds} s (${rate} exec/s), $crashes crash(es), exit $code; log $log"
  if [ "$code" -ne 0 ] || [ "$crashes" -ne 0 ]; then status=1; fi
done
exit $status
