#!/usr/bin/env bash
# Release-build benchmarks: card render stages, throughput on 1 and 2 threads, PNG encoders on three cards'
# pixels, the whole basic card against the C peers (built from ../shared/peers when it is there), image
# comparison. Usage: scripts/bench.sh [iterations=200] [mode=all]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --bench >/dev/null
swift build -c release --product chatcard-bench
peers=${CHATCARD_PEERS:-../shared/peers}
if [ -f "$peers/Makefile" ]; then
  make -s -C "$peers" BUILD="$PWD/.build-peers" || echo "bench: the C peers did not build (they need libjson-c-dev and libspng-dev)" >&2
fi
.build/release/chatcard-bench "${2:-all}" "${1:-200}" --peers .build-peers
