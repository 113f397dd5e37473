#!/usr/bin/env bash
# Release-build benchmarks: card render stages, throughput on 1 and 2 threads, PNG encoders, image compare.
# Usage: scripts/bench.sh [iterations]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
swift build -c release --product chatcard-bench
.build/release/chatcard-bench all "${1:-200}"
