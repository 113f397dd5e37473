#!/usr/bin/env python3
"""A synthetic Telegram Desktop export for measuring imports: scripts/big-export.py N > result.json

N messages (default 100,000) in one group chat: four senders, text arrays with bold parts and emoji,
replies, reactions, edits and a service line now and then, times a few minutes apart. Seeded: the same N
gives the same file (about 376 bytes a message)."""
import json
import random
import sys

WORDS = ["weather", "boat", "is", "back", "thanks", "since", "see", "tuesday", "at", "shift", "🎉", "👍", "🚣", "пока", "日本"]
SENDERS = [("Ana", "user1001"), ("Ben", "user1002"), ("Cleo", "user1003"), ("Dana K.", "user1004")]


def message(rng, number, date):
    name, sender = rng.choice(SENDERS)
    plain = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 14)))
    m = {"id": number, "type": "message", "date": "2023-11-14T22:13:20", "date_unixtime": str(date), "from": name, "from_id": sender}
    if number % 97 == 0:
        return {"id": number, "type": "service", "date": m["date"], "date_unixtime": str(date), "actor": name,
                "actor_id": sender, "action": "pin_message", "message_id": number - 1, "text": "", "text_entities": []}
    if number % 5 == 0:
        cut = rng.randint(0, len(plain))
        parts = [{"type": "plain", "text": plain[:cut]}, {"type": "bold", "text": "bold"}, {"type": "plain", "text": plain[cut:]}]
        m["text"] = [plain[:cut], {"type": "bold", "text": "bold"}, plain[cut:]]
        m["text_entities"] = parts
    else:
        m["text"] = plain
        m["text_entities"] = [{"type": "plain", "text": plain}]
    if number % 7 == 0 and number > 10:
        m["reply_to_message_id"] = number - rng.randint(1, 10)
    if number % 11 == 0:
        m["reactions"] = [{"type": "emoji", "count": rng.randint(1, 9), "emoji": "👍"}]
    if number % 13 == 0:
        m["edited"] = m["date"]
        m["edited_unixtime"] = str(date + 60)
    return m


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(count)
    out = sys.stdout
    out.write('{"name": "Big chat", "type": "private_supergroup", "id": 42, "messages": [')
    date = 1_700_000_000
    for number in range(1, count + 1):
        date += rng.randint(5, 900)
        out.write((", " if number > 1 else "") + json.dumps(message(rng, number, date), ensure_ascii=False))
    out.write("]}\n")


if __name__ == "__main__":
    main()
