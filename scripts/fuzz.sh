#!/usr/bin/env bash
# libFuzzer + AddressSanitizer on card decoding and rendering (the chatcard-fuzz target), seeded with the
# example cards and the sample card, with a dictionary of the format's keys. Findings go to out/fuzz/.
# Usage: scripts/fuzz.sh [seconds=600] [extra libFuzzer flags...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
bash scripts/setup.sh >/dev/null

# -sanitize=fuzzer instruments the Swift code and links libFuzzer without its main(); the C driver
# starts it through LLVMFuzzerRunDriver.
swift build -c release --product chatcard-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address \
  -Xcc -fsanitize=fuzzer-no-link,address >/dev/null

corpus=out/fuzz/corpus
mkdir -p "$corpus" out/fuzz/findings
cp Tests/ChatCardTests/Cards/*.json Tests/ChatCardTests/Regressions/*.json "$corpus"/
swift run -c release chatcard sample > "$corpus/sample.json" 2>/dev/null || true

workers=$(( $(nproc) > 1 ? $(nproc) - 1 : 1 ))
ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
  .build-fuzz/release/chatcard-fuzz "$corpus" -dict=fuzz/card.dict -max_total_time="$seconds" -timeout=20 \
  -rss_limit_mb=4096 -max_len=65536 -artifact_prefix=out/fuzz/findings/ -print_final_stats=1 "$@"
