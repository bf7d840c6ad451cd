#!/usr/bin/env bash
# Runs test projects with the whole process tree's clock moved to a chosen instant (libfaketime,
# Debian's `faketime` package) and the machine's zone set to a chosen one, to prove that no test
# depends on the hour, the date or the zone. The clock starts at the instant and runs on, the
# same for every process the run starts (the server, Chromium): it is one offset from the real
# clock, not a start time each new process would begin again at.
#
#   tests/clock/run-at.sh 2026-11-24T16:59:59Z America/Los_Angeles --project unit --project pglite
#   tests/clock/run-at.sh 2026-11-24T16:59:59Z UTC related --project client src/client/format/format-time.ts
#
# The instant is UTC; every argument after the zone goes to `vitest run`, or, after `related`, to
# `vitest related --run` (the suites that are among the files named or import one of them). Only
# suites whose database lives in the test process (unit, client, pglite, e2e) see the faked
# clock: a PostgreSQL server keeps its own, so the `postgres` project is not run this way.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 <UTC instant> <time zone> [vitest arguments…]" >&2; exit 2; }
instant=$1 zone=$2
shift 2
lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -n 1 || true)
if [ -z "$lib" ]; then
  echo "libfaketime is not installed: apt-get install -y faketime" >&2
  exit 2
fi
offset=$(($(date -ud "$instant" +%s) - $(date +%s)))
echo "clock: $instant, in $zone ($(TZ=$zone date -d "@$(date -ud "$instant" +%s)" '+%F %T %Z')); offset ${offset}s"
cd "$(dirname "$0")/../.."
command=(run)
if [ "${1:-}" = related ]; then
  command=(related --run)
  shift
fi
# Monotonic clocks stay real so timers, timeouts and performance.now() behave.
TZ=$zone FAKETIME="$(printf '%+ds' "$offset")" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD=$lib \
  exec node node_modules/vitest/vitest.mjs "${command[@]}" "$@"
