#!/usr/bin/env python3
"""Hostile clients for scripts/loadtest.sh: one attack against a running chatcard-server on loopback.

usage: hostile.py PORT MODE COUNT
  same      COUNT identical one-message cards (the baseline for the font attacks)
  sizes     COUNT cards, card i with font size 6 + i * 0.0045 (every one distinct)
  families  COUNT cards, each with a distinct list of installed families ("Inter, DejaVu Serif, ...")
  slow      COUNT connections sending their headers at 1 byte per second, for 30 s
  big       COUNT 4 MB cards of long unbreakable messages (refused or cut off by the deadline)
Prints one summary line: requests, status counts, seconds; for slow, how many connections the server closed.
"""
import http.client, json, socket, subprocess, sys, time
from collections import Counter

def families():
    out = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True).stdout
    names = sorted({line.split(",")[0].strip() for line in out.splitlines() if line.strip()})
    return [n for n in names if "Math" not in n]

def card(mode, i, names):
    message = {"from": "me" if i % 2 else "them", "text": "Hello there, see you at nine?"}
    doc = {"scale": 1, "messages": [message]}
    if mode == "sizes":
        doc["font"] = {"size": round(6 + i * 0.0045, 4)}
    elif mode == "families":
        n = len(names)
        doc["font"] = {"family": ", ".join(names[(i // n ** k) % n] for k in range(3))}
    elif mode == "big":
        word = "".join(chr(97 + (k * 7) % 26) for k in range(20_000))
        doc = {"scale": 1, "messages": [{"from": "me", "text": word}] * 200}
    return json.dumps(doc).encode()

def requests(port, mode, count):
    names = families() if mode == "families" else []
    statuses = Counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    body = card("big", 0, names) if mode == "big" else None
    for i in range(count):
        data = body if body else card(mode, i, names)
        try:
            conn.request("POST", "/v1/render", data, {"Content-Type": "application/json"})
            response = conn.getresponse()
            response.read()
            statuses[response.status] += 1
            if response.getheader("Connection", "").lower() == "close":
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        except (OSError, http.client.HTTPException) as error:
            statuses[type(error).__name__] += 1
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    return statuses

def slow(port, count, seconds=30):
    sockets = []
    for _ in range(count):
        s = socket.create_connection(("127.0.0.1", port))
        s.setblocking(False)
        sockets.append(s)
    header = b"POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Pad: " + b"a" * 100
    closed = set()
    for t in range(seconds):
        for k, s in enumerate(sockets):
            if k in closed:
                continue
            try:
                s.send(header[t:t + 1])
                if s.recv(1) == b"":
                    closed.add(k)
            except BlockingIOError:
                pass
            except OSError:
                closed.add(k)
        time.sleep(1)
    return Counter({"closed by server": len(closed), "still open": count - len(closed)})

def main():
    port, mode, count = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    start = time.time()
    result = slow(port, count) if mode == "slow" else requests(port, mode, count)
    print(f"{mode}: {count} {'connections' if mode == 'slow' else 'requests'} in {time.time() - start:.1f} s: "
          + ", ".join(f"{k}: {v}" for k, v in sorted(result.items(), key=str)))

if __name__ == "__main__":
    main()
