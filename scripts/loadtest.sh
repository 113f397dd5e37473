#!/usr/bin/env bash
# Drives chatcard-server from other processes on loopback (wrk for ordinary traffic, scripts/hostile.py
# for attacks) and reports requests per second, p50/p99 latency, errors and the server's memory.
#
# Usage: scripts/loadtest.sh [seconds=30] [connections=8]     ordinary load: the sample card, rendered anew
#        scripts/loadtest.sh hostile [count=20000]              each attack on a fresh server, alongside
#                                                               ordinary requests (1 wrk connection)
#        scripts/loadtest.sh soak [minutes=30] [connections=4]  2 workers, a mix of the sample, rich, photo and
#                                                               font-variety cards in 5-minute rounds with a 45 s idle
#                                                               gap after each; memory (PSS) every minute, p50/p99,
#                                                               errors, and the CPU of every process late in each gap
# CHATCARD_ISOLATION=thread (or process, the default) and the server's other variables pass through.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${CHATCARD_LOADTEST_PORT:-18088}

bash scripts/setup.sh >/dev/null
if ! command -v wrk >/dev/null 2>&1; then
  echo "loadtest: installing wrk"
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
fi
swift build -c release --product chatcard-server >/dev/null
swift build -c release --product chatcard >/dev/null

work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT
.build/release/chatcard sample > "$work/card.json"
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

start_server() {
  .build/release/chatcard-server --port "$port" > "$work/server.log" 2>&1 &
  server=$!
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
  # Warm up the worker threads' font maps.
  wrk -t1 -c2 -d2s -s "$work/post.lua" "http://127.0.0.1:$port/v1/render" >/dev/null
}
stop_server() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=""; }
# The service and its render worker processes together (--isolation process, the default), as
# proportional set size: pages the processes share (the binary, libraries, fonts) count once.
rss() {
  local pids="$server $(ps -o pid= --ppid "$server" | tr '\n' ' ')"
  for p in $pids; do grep '^Pss:' "/proc/$p/smaps_rollup" 2>/dev/null || true; done | awk '{s += $2} END {print int(s / 1024)}'
}
# CPU share of one core each process (the server, then its workers) used over 10 s, from /proc's utime + stime.
idle_cpu() {
  local pids="$server $(ps -o pid= --ppid "$server" | tr '\n' ' ')" hz; hz=$(getconf CLK_TCK)
  declare -A before
  for p in $pids; do before[$p]=$(awk '{sub(/.*\) /, ""); print $12 + $13}' "/proc/$p/stat" 2>/dev/null || echo 0); done
  sleep 10
  local report="" worst=0
  for p in $pids; do
    local now; now=$(awk '{sub(/.*\) /, ""); print $12 + $13}' "/proc/$p/stat" 2>/dev/null || echo 0)
    local share=$(( (now - ${before[$p]:-0}) * 1000 / (hz * 10) ))  # tenths of a percent
    [ "$share" -gt "$worst" ] && worst=$share
    report="$report $p=$((share / 10)).$((share % 10))%"
  done
  echo "$1: CPU of the server and its workers over 10 s:$report (worst $((worst / 10)).$((worst % 10))%)"
}
restarts() { curl -s "http://127.0.0.1:$port/metrics" | grep '^chatcard_worker_restarts_total' | sed 's/chatcard_worker_restarts_total//' | tr '\n' ' ' | sed 's/^$/none/'; }
ordinary() { wrk -t1 -c"$1" -d"$2"s --latency -s "$work/post.lua" "http://127.0.0.1:$port/v1/render" | tail -3; }

if [ "${1:-}" = soak ]; then
  minutes=${2:-30}; connections=${3:-4}
  mkdir -p "$work/bodies"
  cp "$work/card.json" "$work/bodies/sample.json"
  cp Tests/ChatCardTests/Cards/*.json "$work/bodies/"
  # A photo card and 300 cards of varied scripts and sizes (6–96 pt in 1/8 pt steps, scales 1–3): the
  # traffic that grows font caches.
  python3 - "$work/bodies" <<'PY'
import base64, json, random, sys
out = sys.argv[1]
photo = "data:image/jpeg;base64," + base64.b64encode(open("Sources/GoldenCases/Images/landscape.jpg", "rb").read()).decode()
json.dump({"messages": [{"from": "them", "image": photo, "text": "Sunset", "time": "9:41"},
                        {"from": "me", "images": [photo, photo, photo], "time": "9:42"}]}, open(f"{out}/photo.json", "w"))
scripts = ["Hello world", "Привет мир", "مرحبا بالعالم", "שלום עולם", "你好世界", "こんにちは", "안녕하세요", "สวัสดี",
           "नमस्ते दुनिया", "Γειά σου", "🎉🙂👍", "Olá mundo", "ሰላም", "ಹಲೋ", "வணக்கம்", "Xin chào"]
rng = random.Random(7)
for i in range(300):
    size = rng.randrange(48, 769) / 8
    msgs = [{"from": rng.choice(["me", "them"]), "text": " ".join(rng.sample(scripts, 3))} for _ in range(4)]
    json.dump({"width": 600, "scale": rng.choice([1, 1.5, 2, 2.5, 3]), "font": {"size": size}, "messages": msgs},
              open(f"{out}/variety-{i}.json", "w"))
PY
  ls "$work/bodies"/*.json > "$work/bodies.txt"
  cat > "$work/mix.lua" <<LUA
local bodies = {}
for path in io.lines("$work/bodies.txt") do
  local f = io.open(path, "rb"); bodies[#bodies + 1] = f:read("*a"); f:close()
end
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
request = function()
  -- Half the requests are the sample card, the rest any body (variety cards most of all).
  local body = (math.random() < 0.5) and bodies[1] or bodies[math.random(#bodies)]
  return wrk.format(nil, nil, nil, body)
end
done = function(summary, latency, requests)
  io.write(string.format("requests %d, %.1f/s\n", summary.requests, summary.requests / (summary.duration / 1e6)))
  io.write(string.format("latency p50 %.2f ms, p99 %.2f ms\n", latency:percentile(50) / 1000, latency:percentile(99) / 1000))
  io.write(string.format("errors: connect %d, read %d, write %d, status %d, timeout %d\n",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout))
end
LUA
  .build/release/chatcard-server --port "$port" --workers 2 > "$work/server.log" 2>&1 &
  server=$!
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
  echo "minute 0: server memory $(rss) MB"
  touch "$work/soaking"
  ( m=0; while [ -e "$work/soaking" ]; do sleep 60; m=$((m + 1)); echo "minute $m: server memory $(rss) MB; workers replaced: $(restarts)"; done ) &
  sampler=$!
  # Rounds of load, each followed by an idle gap longer than the worker-idle rule (30 s), so idle workers are
  # replaced inside it; the last 10 s of the gap read every process's CPU: an idle one uses none.
  left=$minutes; round=0
  while [ "$left" -gt 0 ]; do
    round=$((round + 1)); now=$(( left < 5 ? left : 5 )); left=$((left - now))
    wrk -t2 -c"$connections" -d"$((now * 60))s" --timeout 10s --latency -s "$work/mix.lua" "http://127.0.0.1:$port/v1/render" \
      | tail -3 | sed "s/^/round $round: /"
    sleep 35
    idle_cpu "round $round idle gap"
  done
  rm -f "$work/soaking"
  wait $sampler || true
  echo "non-200 responses in the access log: $(grep -c 'status=[^2]' "$work/server.log" || true)"
  echo "worker processes replaced: $(restarts)"
  exit 0
fi

if [ "${1:-}" != hostile ]; then
  seconds=${1:-30}; connections=${2:-8}
  start_server
  echo "server memory (PSS) before: $(rss) MB"
  ( for _ in $(seq $((seconds / 5))); do sleep 5; echo "server memory (PSS): $(rss) MB"; done ) &
  sampler=$!
  wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$work/post.lua" "http://127.0.0.1:$port/v1/render" | tail -4
  wait $sampler || true
  echo "server memory (PSS) after: $(rss) MB"
  echo "non-200 responses in the access log: $(grep -c 'status=[^2]' "$work/server.log" || true)"
  exit 0
fi

count=${2:-20000}
echo "== idle server: ordinary requests alone (1 connection, 20 s)"
start_server
ordinary 1 20
stop_server

for mode in same sizes families slow big; do
  n=$count
  case $mode in slow) n=200 ;; big) n=20 ;; esac
  echo "== attack: $mode ($n), with ordinary requests alongside"
  start_server
  echo "server memory (PSS) before: $(rss) MB"
  python3 scripts/hostile.py "$port" "$mode" "$n" > "$work/attack.txt" &
  attack=$!
  # Ordinary requests in 15 s windows for as long as the attack lasts: latency and memory over time.
  while kill -0 $attack 2>/dev/null; do
    ordinary 1 15 | grep latency | sed "s/^/  ordinary: /"
    echo "  server memory (PSS): $(rss) MB"
  done
  wait $attack
  cat "$work/attack.txt"
  echo "server memory (PSS) after: $(rss) MB"
  sleep 5
  echo "server memory (PSS) 5 s later: $(rss) MB"
  stop_server
done
