#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (separate build folder, .build-asan), under a
# private Xvfb display for the window tests, and counts AddressSanitizer reports.
#   scripts/asan.sh [swift test arguments…]   e.g. scripts/asan.sh --filter KineticCoreTests
# Exits non-zero if a test fails or AddressSanitizer reports anything.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=.build-asan
log="$scratch/asan-test.log"
mkdir -p "$scratch"
swift build --build-tests --sanitize=address --scratch-path "$scratch" >&2 || exit 1
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=0:log_path=$PWD/$scratch/asan-report}"
rm -f "$scratch"/asan-report.*
xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build --sanitize=address --scratch-path "$scratch" "$@" >"$log" 2>&1
status=$?
reports=$(cat "$scratch"/asan-report.* 2>/dev/null | grep -c "ERROR: AddressSanitizer" || true)
grep -E "Test run with|Executed" "$log" | tail -2
echo "asan: $reports AddressSanitizer report(s); swift test exit $status; log $log"
[ "$status" -eq 0 ] && [ "$reports" -eq 0 ]
