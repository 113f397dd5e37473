#!/usr/bin/env bash
# The PNG scanline encoder against libdeflate level 2 on the pixels of the sample, basic and 40-message
# cards, compiled straight from C (no Swift build): change Sources/CScanlineDeflate, or copy it and pass
# the copies to compare versions in one run (rounds interleaved). A lab for issue-14 ideas, not CI.
# Its ratios are the compressor's alone (both sides convert the same rows); scripts/bench.sh times whole
# PNG files through the library, the figures the README and issue 14 quote.
# Usage: scripts/encoder-lab.sh [iterations=300] [encoder source dir...]   (default: Sources/CScanlineDeflate)
set -euo pipefail
cd "$(dirname "$0")/.."
iterations=${1:-300}; shift || true
dirs=("$@"); [ ${#dirs[@]} -gt 0 ] || dirs=(Sources/CScanlineDeflate)
bash scripts/setup.sh >/dev/null
work=${ENCODER_LAB_DIR:-.build/encoder-lab}
mkdir -p "$work"
if [ ! -f "$work/forty.png" ]; then
  swift build -c release --product chatcard >/dev/null
  .build/release/chatcard sample > "$work/sample.json"
  { printf '{"messages": ['
    for i in $(seq 0 39); do
      from=$([ $((i % 3)) -eq 0 ] && echo them || echo me)
      printf '%s{"from": "%s", "time": "10:%d", "text": "Message %d: a normal chat line 💬 that sometimes wraps onto a second line."}' \
        "$([ "$i" -gt 0 ] && echo ,)" "$from" $((10 + i)) $((i + 1))
    done
    printf ']}\n'; } > "$work/forty.json"
  for card in "$work/sample.json" Tests/ChatCardTests/Cards/basic.json "$work/forty.json"; do
    .build/release/chatcard render "$card" -o "$work/$(basename "$card" .json).png" >/dev/null
  done
fi
binaries=()
for dir in "${dirs[@]}"; do
  bin="$work/lab-$(echo "$dir" | tr '/.' '__')"
  gcc -O3 -g -I"$dir/include" -I"$dir" scripts/encoder-lab/encoder_lab.c "$dir"/*.c -lspng -ldeflate -lm -lpthread -o "$bin"
  binaries+=("$bin")
done
for round in 1 2 3; do
  for i in "${!binaries[@]}"; do
    echo "== ${dirs[$i]} (round $round)"
    "${binaries[$i]}" "$iterations" "$work/sample.png" "$work/basic.png" "$work/forty.png"
  done
done
