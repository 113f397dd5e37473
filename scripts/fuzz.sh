#!/usr/bin/env bash
# libFuzzer + AddressSanitizer on the chatcard-fuzz target. Findings go to out/fuzz/ (out/fuzz-png/).
#   scripts/fuzz.sh [seconds=600] [extra libFuzzer flags...]              card decoding and rendering, seeded
#                                                                          with the example cards and a dictionary
#   FUZZ_TARGET=png scripts/fuzz.sh [seconds=600] [extra libFuzzer flags...]  the fast PNG encoder: random images
#                                                                          must decode (libspng and the reference
#                                                                          decoder) to exactly their pixels
#   FUZZ_TARGET=images scripts/fuzz.sh [seconds=600] [...]                 the PNG, JPEG and WebP decoders and the
#                                                                          resampler, seeded with the fixture images
#   FUZZ_TARGET=import scripts/fuzz.sh [seconds=600] [...]                 the conversation importers, seeded with
#                                                                          the test fixtures and their regressions
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
target=${FUZZ_TARGET:-cards}
bash scripts/setup.sh >/dev/null

# -sanitize=fuzzer instruments the Swift code and links libFuzzer without its main(); the C driver
# starts it through LLVMFuzzerRunDriver.
swift build -c release --product chatcard-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address \
  -Xcc -fsanitize=fuzzer-no-link,address >/dev/null

export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
case "$target" in
  cards)
    out=out/fuzz
    mkdir -p "$out/corpus" "$out/findings"
    cp Tests/ChatCardTests/Cards/*.json Tests/ChatCardTests/Regressions/*.json fuzz/seeds/*.json "$out/corpus"/
    swift run -c release chatcard sample > "$out/corpus/sample.json" 2>/dev/null || true
    flags=(-dict=fuzz/card.dict -max_len=65536)
    ;;
  png)
    out=out/fuzz-png
    mkdir -p "$out/corpus" "$out/findings"
    # Seeds: a small UI-like image, a noisy one and a wide one (see PNGFuzzTarget.swift for the layout).
    printf '\x80\x01\x40\x01abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ\x01\x02\x81\x90' > "$out/corpus/ui"
    head -c 2048 /dev/urandom | { printf '\x20\x00\x10\x08'; cat; } > "$out/corpus/noise"
    printf '\x03\x00\x02\x07\x10\x20\x30\x40\x50\x60\x70\x80' > "$out/corpus/wide"
    export CHATCARD_FUZZ_TARGET=png
    flags=(-max_len=16384)
    ;;
  images)
    out=out/fuzz-images
    mkdir -p "$out/corpus" "$out/findings"
    cp Sources/GoldenCases/Images/quadrants* Sources/GoldenCases/Images/avatar-* Sources/GoldenCases/Images/sticker.* fuzz/seeds/*.gif "$out/corpus"/
    export CHATCARD_FUZZ_TARGET=images
    flags=(-max_len=65536)
    ;;
  import)
    out=out/fuzz-import
    mkdir -p "$out/corpus" "$out/findings"
    cp Tests/ChatCardImportTests/Fixtures/*.json Tests/ChatCardImportTests/Fixtures/*.txt Tests/ChatCardImportTests/Fixtures/regressions/* fuzz/seeds/import/* "$out/corpus"/
    export CHATCARD_FUZZ_TARGET=import
    flags=(-dict=fuzz/import.dict -max_len=65536)
    ;;
  *) echo "fuzz: FUZZ_TARGET must be cards, png, images or import" >&2; exit 64 ;;
esac

.build-fuzz/release/chatcard-fuzz "$out/corpus" "${flags[@]}" -max_total_time="$seconds" -timeout=20 \
  -rss_limit_mb=4096 -artifact_prefix="$out/findings/" -print_final_stats=1 "$@"
