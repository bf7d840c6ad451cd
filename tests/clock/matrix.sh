#!/usr/bin/env bash
# Runs the clock-sensitive suites at each instant around Jakarta's midnight (17:00 UTC) in each
# of three zones, through run-at.sh, and prints one summary line per run; exits non-zero if any
# run failed, with the failing run's log. The suites, found by a grep so a new one joins by
# itself: the unit and client suites that mention the clock, a date or a zone, or import a test
# helper that does (a test whose answer depends on the day computes or fixes that day itself;
# the source is no guide, the app imports every module that reads the clock); and the PGlite
# suites that deal in dates or expiry.
#
#   tests/clock/matrix.sh                      # 2026-11-24 at 16:59:59Z and 17:00:00Z
#   tests/clock/matrix.sh 2026-12-31T16:59:59Z 2026-12-31T17:00:00Z
#   ZONES=America/Los_Angeles tests/clock/matrix.sh 2026-11-24T23:30:00Z
set -uo pipefail
cd "$(dirname "$0")/../.."
instants=("$@")
[ ${#instants[@]} -gt 0 ] || instants=(2026-11-24T16:59:59Z 2026-11-24T17:00:00Z)
clocked='clock|[Tt]oday|expir|SystemTime|FakeTimers|new Date|Date\.(now|UTC|parse)|Intl\.|toLocale|[Tt]ime ?[Zz]one|\b20[0-9]{2}-[0-9]{2}-[0-9]{2}'
mapfile -t mentions < <(grep -rlE "$clocked" tests --include='*.ts' --include='*.tsx' |
  grep -v -e '^tests/e2e/' -e '^tests/bench/' | sort)
mapfile -t dated < <(grep -rlE 'clock|[Tt]oday|expir|seedDemo|setSystemTime' tests --include='*.db.test.ts' | sort)
failed=0
read -ra zones <<<"${ZONES:-UTC Asia/Jakarta America/Los_Angeles}"
for zone in "${zones[@]}"; do
  for instant in "${instants[@]}"; do
    log=$(mktemp)
    tests/clock/run-at.sh "$instant" "$zone" related --project unit --project client "${mentions[@]}" \
      >"$log" 2>&1
    units=$?
    tests/clock/run-at.sh "$instant" "$zone" --project pglite "${dated[@]}" >>"$log" 2>&1
    databases=$?
    summary=$(grep -E '^tests: ' "$log" | tr '\n' ' ')
    if [ $units -ne 0 ] || [ $databases -ne 0 ]; then
      failed=1
      echo "FAIL $zone $instant: $summary"
      grep -E 'FAIL|×|AssertionError|Error:' "$log" | head -n 40
    else
      echo "ok   $zone $instant: $summary"
    fi
    rm -f "$log"
  done
done
exit $failed
