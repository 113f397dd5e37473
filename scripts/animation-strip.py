#!/usr/bin/env python3
"""The README's strip: ten frames of the sample's animation side by side, at the moments that show it best
(typing, a message entering, the view scrolling, the end).

    scripts/animation-strip.py [CHATCARD] [OUT.png]     (defaults: .build/release/chatcard, docs/animation-strip.png)
"""
import subprocess, sys, tempfile
from pathlib import Path
from PIL import Image

chatcard = sys.argv[1] if len(sys.argv) > 1 else ".build/release/chatcard"
out = sys.argv[2] if len(sys.argv) > 2 else "docs/animation-strip.png"
with tempfile.TemporaryDirectory() as dir:
    card, video = Path(dir) / "sample.json", Path(dir) / "sample.mp4"
    card.write_bytes(subprocess.run([chatcard, "sample"], check=True, capture_output=True).stdout)
    subprocess.run([chatcard, "animate", str(card), "-o", str(video), "--size", "540x720", "--look", "telegram"], check=True)
    duration = float(subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", str(video)],
                                    check=True, capture_output=True, text=True).stdout)
    width, height, gap = 216, 288, 8
    strip = Image.new("RGB", (10 * width + 9 * gap, height), "white")
    moments = [duration * k / 9 - (0.05 if k == 9 else 0) for k in range(10)]
    for k, moment in enumerate(moments):
        frame = Path(dir) / f"frame{k}.png"
        subprocess.run(["ffmpeg", "-v", "error", "-ss", f"{moment:.3f}", "-i", str(video), "-frames:v", "1", "-y", str(frame)], check=True)
        strip.paste(Image.open(frame).convert("RGB").resize((width, height), Image.LANCZOS), (k * (width + gap), 0))
    strip.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(out, optimize=True)
    print(out, [round(m, 2) for m in moments])
