#!/usr/bin/env bash
# ChatCard's public surface, counted from its symbol graph: the symbols it declares (what a user reads in its
# documentation; `--skip-synthesized-members` leaves out what the compiler derives: Equatable's `!=`, Hashable's
# `hash(into:)`, a raw-value enum's `init(rawValue:)`) and, for reference, with them. Fails past the budget.
# Usage: scripts/public-api.sh [--list]
set -euo pipefail
cd "$(dirname "$0")/.."
budget=200
count() {
  swift package dump-symbol-graph --minimum-access-level public "$@" >/dev/null 2>&1
  found=$(find .build -path '*symbolgraph/ChatCard.symbols.json' | head -1)
  python3 - "$found" "${LIST:-}" <<'PY'
import json, sys
symbols = json.load(open(sys.argv[1]))["symbols"]
if sys.argv[2]:
    for s in sorted(".".join(s["pathComponents"]) for s in symbols): print("  " + s)
print(len(symbols))
PY
}
[ "${1:-}" = "--list" ] && LIST=1
declared=$(count --skip-synthesized-members | tail -1)
LIST= all=$(count | tail -1)
echo "ChatCard public symbols: $declared declared (budget $budget), $all with the compiler's derived members"
[ "$declared" -le "$budget" ] || { echo "public-api.sh: ChatCard declares $declared public symbols; the budget is $budget" >&2; exit 1; }
