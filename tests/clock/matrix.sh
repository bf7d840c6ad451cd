#!/usr/bin/env bash
# Runs every unit, client and PGlite suite at each instant in each of three zones, through
# run-at.sh, and prints one summary line per run; exits non-zero if any run failed, with the
# failing run's log. Every suite, not a choice found by a grep: a suite that never meets the
# hour it fails at passes until a stop at that hour does not land. A run takes as long as
# those projects do (minutes on two cores): narrow it with ZONES and the instants.
#
#   tests/clock/matrix.sh                      # 2026-11-24 at 16:59:59Z and 17:00:00Z
#   tests/clock/matrix.sh 2026-12-31T16:59:59Z 2026-12-31T17:00:00Z
#   ZONES=America/Los_Angeles tests/clock/matrix.sh 2026-11-27T22:00:00Z
set -uo pipefail
cd "$(dirname "$0")/../.."
instants=("$@")
[ ${#instants[@]} -gt 0 ] || instants=(2026-11-24T16:59:59Z 2026-11-24T17:00:00Z)
failed=0
read -ra zones <<<"${ZONES:-UTC Asia/Jakarta America/Los_Angeles}"
for zone in "${zones[@]}"; do
  for instant in "${instants[@]}"; do
    log=$(mktemp)
    if tests/clock/run-at.sh "$instant" "$zone" --project unit --project client --project pglite \
      >"$log" 2>&1; then
      echo "ok   $zone $instant: $(grep -E '^tests: ' "$log")"
    else
      failed=1
      echo "FAIL $zone $instant: $(grep -E '^tests: ' "$log")"
      grep -E 'FAIL|×|AssertionError|Error:' "$log" | head -n 40
    fi
    rm -f "$log"
  done
done
exit $failed
