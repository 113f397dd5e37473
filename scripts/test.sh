#!/usr/bin/env bash
# The project's test command: installs what it needs, then runs every test, once.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/fixed-cairo.sh --check >/dev/null
swift build --build-tests
bash scripts/public-api.sh
python3 scripts/macro-closures.py Tests

# The suite takes a few minutes. A hang is a bug: a run still going after the limit fails, and the
# stuck test process's threads are printed first (with gdb, where the machine has it).
limit=${CHATCARD_TEST_LIMIT:-900}
status=0
timeout --kill-after=20 "$limit" swift test "$@" || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "test.sh: swift test did not finish in ${limit} s: a hang" >&2
  for pid in $(pgrep -f 'ChatCardPackageTests.xctest' || true); do
    command -v gdb >/dev/null 2>&1 && gdb -batch -p "$pid" -ex "thread apply all bt 12" 2>/dev/null | grep -E '^(Thread|#)' >&2 || true
    kill -KILL "$pid" 2>/dev/null || true
  done
fi
# Then the playground in a real browser (Chromium and Playwright installed if missing), against the debug build.
if [ "$status" -eq 0 ] && [ "$#" -eq 0 ]; then
  bash scripts/browser-test.sh --keystrokes 10 || status=$?
fi
exit "$status"
