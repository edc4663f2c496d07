#!/usr/bin/env bash
# Soaks every gallery view headless (kinetic soak, hidden): seeded random taps, drags and animated
# changes at 60 Hz. Per view: no non-finite value drawn, every completion exactly once, resident
# memory within 2 MB of its size after the first simulated minute.
#   scripts/soak.sh [SECONDS] [SEED]   SECONDS of simulated time per view (default 3600: 216,000
#                                      frames at 60 Hz each; about 15 min in a debug build, podium the slowest)
# Set CONFIGURATION=debug to skip the release build. Exits non-zero if a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-3600}"; seed="${2:-1}"; configuration="${CONFIGURATION:-release}"
swift build -c "$configuration" --product kinetic >&2
"$(swift build -c "$configuration" --show-bin-path)/kinetic" soak --seconds "$seconds" --seed "$seed"
