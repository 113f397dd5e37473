#!/usr/bin/env bash
# The test suite under AddressSanitizer, then the concurrency tests (threads, the render pool, the
# service) under ThreadSanitizer, each in its own build folder. Slow: run by hand, not in CI.
# Usage: scripts/sanitize.sh [address|thread]   (both by default)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
which=${1:-both}
# Goldens compare pixels, which sanitizers do not change; the timing-ratio tests are skipped only by
# being slow, not by a flag.
if [ "$which" = both ] || [ "$which" = address ]; then
  echo "== AddressSanitizer: every test"
  ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build-asan
fi
if [ "$which" = both ] || [ "$which" = thread ]; then
  echo "== ThreadSanitizer: concurrency, render pool and service tests"
  TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread --scratch-path .build-tsan \
    --filter 'ConcurrencyTests|FontBudgetTests|ServerTests|HostileClientTests|DrainTests|RenderPoolTests|CardRenderingTests'
fi
