#!/usr/bin/env bash
# The project's test command: installs what it needs, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests

# The suite takes about a minute. Cairo 1.16 can deadlock threads that meet new glyphs while its
# process-wide glyph cache is full (docs/ARCHITECTURE.md, Threads; about one full run in eight here):
# a run that has not finished in 10 minutes is stopped, reported as that hang, and run once more.
# Any failure, or a second hang, fails.
limit=${CHATCARD_TEST_LIMIT:-600}
status=0
timeout --kill-after=20 "$limit" swift test "$@" || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "test.sh: swift test did not finish in ${limit} s: the known Cairo 1.16 glyph-cache deadlock (see docs/ARCHITECTURE.md, Threads); running the suite once more" >&2
  pkill -KILL -f 'ChatCardPackageTests.xctest' || true  # swift test's runner outlives the timeout
  status=0
  timeout --kill-after=20 "$limit" swift test "$@" || status=$?
fi
[ "$status" -eq 124 ] || [ "$status" -eq 137 ] && pkill -KILL -f 'ChatCardPackageTests.xctest' || true
exit "$status"
