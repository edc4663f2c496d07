#!/usr/bin/env bash
# Deletes the nested package's release build of the Kinetic modules (and of what inlines them)
# when the library's sources changed since that build. SwiftPM 6.3 rebuilt this package's
# executables against a changed KineticCore without recompiling the code they had inlined from
# it: after a stored property of AnimatorStorage went, KineticProfile read the old layout and
# crashed (2026-11-29). Run from Benchmarks/ before building (profile.sh and `make bench` do).
set -euo pipefail
cd "$(dirname "$0")"
release=$(ls -d .build/*-linux-gnu/release 2>/dev/null | head -1 || true)
stamp=.build/kinetic-sources.sha1
now=$(find ../Sources Scenarios -type f \( -name '*.swift' -o -name '*.h' -o -name '*.c' -o -name '*.modulemap' \) -print0 \
    | sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$now" ]; then exit 0; fi
if [ -n "$release" ] && [ -d "$release" ]; then
    rm -rf "$release"/Kinetic*.build "$release"/kinetic.build "$release"/BenchmarkScenarios.build \
        "$release"/Modules/Kinetic* "$release"/Modules/BenchmarkScenarios*
    echo "forget-stale-kinetic: the library's sources changed; its release build here starts afresh" >&2
fi
mkdir -p .build && echo "$now" > "$stamp"
