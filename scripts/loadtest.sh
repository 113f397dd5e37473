#!/usr/bin/env bash
# Drives chatcard-server from another process (wrk) on loopback and reports requests per second,
# p50/p99 latency, errors and the server's memory over the run.
# Usage: scripts/loadtest.sh [seconds=30] [connections=8]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
connections=${2:-8}
port=${CHATCARD_LOADTEST_PORT:-18088}

bash scripts/setup.sh >/dev/null
if ! command -v wrk >/dev/null 2>&1; then
  echo "loadtest: installing wrk"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
fi
swift build -c release --product chatcard-server >/dev/null

work=$(mktemp -d)
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
.build/release/chatcard-server --port "$port" > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done

# Every request renders the sample card from scratch (POST, no If-None-Match).
.build/release/chatcard sample > "$work/card.json" 2>/dev/null || swift run -c release chatcard sample > "$work/card.json"
cat > "$work/post.lua" <<LUA
local f = io.open("$work/card.json", "rb")
wrk.method = "POST"
wrk.body = f:read("*a")
f:close()
wrk.headers["Content-Type"] = "application/json"
done = function(summary, latency, requests)
  io.write(string.format("requests/s %.1f\n", summary.requests / (summary.duration / 1e6)))
  io.write(string.format("latency p50 %.2f ms, p99 %.2f ms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
  io.write(string.format("errors: connect %d, read %d, write %d, status %d, timeout %d\n",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout))
end
LUA

rss() { ps -o rss= -p "$server" | tr -d ' '; }
# Warm up the worker threads' font maps, then record memory every 5 s during the run.
wrk -t1 -c2 -d2s -s "$work/post.lua" "http://127.0.0.1:$port/v1/render" >/dev/null
echo "server RSS before: $(rss) KiB"
( for _ in $(seq $((seconds / 5))); do sleep 5; echo "server RSS: $(rss) KiB"; done ) &
sampler=$!
wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$work/post.lua" "http://127.0.0.1:$port/v1/render" | tail -4
wait $sampler || true
echo "server RSS after: $(rss) KiB"
echo "non-200 responses in the access log: $(grep -c 'status=[^2]' "$work/server.log" || true)"
