#!/usr/bin/env bash
# Release-build benchmarks: card render stages, throughput on 1 and 2 threads, PNG encoders on three cards'
# pixels, the whole basic card against the C peers (benchmarks/peers, built here into .build-peers against
# the same Cairo as ChatCard), image comparison. Usage: scripts/bench.sh [iterations=200] [mode=all]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --bench >/dev/null
swift build -c release --product chatcard-bench
peers_make=(BUILD="$PWD/.build-peers")
# Package.swift links ChatCard against .deps/cairo when it holds a build; the peers then use it too.
[ -f .deps/cairo/BUILT ] && peers_make+=(CAIRO_PREFIX="$PWD/.deps/cairo")
make -s -C benchmarks/peers "${peers_make[@]}" \
  || echo "bench: the C peers did not build (they need libcairo2-dev, libpango1.0-dev, libjson-c-dev and libspng-dev)" >&2
.build/release/chatcard-bench "${2:-all}" "${1:-200}" --peers .build-peers
