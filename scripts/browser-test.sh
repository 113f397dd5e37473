#!/usr/bin/env bash
# The playground in a real browser: installs Debian's Chromium and Playwright (PyPI) when missing, builds
# chatcard-server, serves the playground on a free loopback port and runs scripts/browser-test.py against it.
#   scripts/browser-test.sh [--release] [--screenshot docs/playground.png] [--keystrokes N]
# --release measures edit-to-picture as a user sees it (the debug build renders several times slower).
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=debug
if [ "${1:-}" = "--release" ]; then configuration=release; shift; fi
bash scripts/setup.sh --browser >/dev/null
swift build -c "$configuration" --product chatcard-server >/dev/null

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
log=$(mktemp)
".build/$configuration/chatcard-server" --playground --host 127.0.0.1 --port "$port" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 1 300); do
  curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.1
done
timeout 600 python3 scripts/browser-test.py "http://127.0.0.1:$port/" "$@"
