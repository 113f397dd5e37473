#!/usr/bin/env python3
"""Makes the synthetic test images in Sources/GoldenCases/Images (needs Pillow: pip install pillow).
Every picture is drawn here, so the repository holds no one else's photos. Run it only to change them."""
import math, os
from PIL import Image, ImageDraw, ImageFilter

OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "GoldenCases", "Images")

def gradient(w, h, top, bottom):
    img = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(img)
    for y in range(h):
        t = y / max(1, h - 1)
        d.line([(0, y), (w, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return img

def landscape(w, h):
    img = gradient(w, h, (255, 170, 120), (120, 160, 230))
    d = ImageDraw.Draw(img)
    d.ellipse([w * 0.62, h * 0.18, w * 0.78, h * 0.18 + w * 0.16], fill=(255, 236, 170))
    for k, colour in enumerate([(90, 90, 140), (60, 70, 110), (35, 45, 80)]):
        pts = [(0, h)]
        for i in range(0, 41):
            x = w * i / 40
            y = h * (0.52 + 0.08 * k) - h * 0.12 * math.sin(i * 0.5 + k * 1.7) * (1 - 0.2 * k)
            pts.append((x, y))
        pts.append((w, h))
        d.polygon(pts, fill=colour)
    # Fine detail that aliases when a reduction point-samples: a fence of thin posts.
    for x in range(0, w, 6):
        d.line([(x, h * 0.9), (x, h)], fill=(240, 230, 210), width=2)
    return img

def arrow_card(w, h):
    """An upright picture that shows at once when it is turned: a sky, a tree and an arrow up."""
    img = gradient(w, h, (140, 200, 250), (250, 250, 235))
    d = ImageDraw.Draw(img)
    d.rectangle([0, h * 0.8, w, h], fill=(90, 160, 90))
    d.rectangle([w * 0.45, h * 0.45, w * 0.55, h * 0.8], fill=(110, 75, 50))
    d.ellipse([w * 0.22, h * 0.12, w * 0.78, h * 0.55], fill=(60, 140, 70))
    d.polygon([(w * 0.5, h * 0.02), (w * 0.62, h * 0.1), (w * 0.38, h * 0.1)], fill=(220, 40, 40))
    return img

def flower(w):
    img = gradient(w, w, (250, 240, 250), (230, 210, 240))
    d = ImageDraw.Draw(img)
    c = w / 2
    for i in range(12):
        a = i * math.pi / 6
        x, y = c + math.cos(a) * w * 0.22, c + math.sin(a) * w * 0.22
        d.ellipse([x - w * 0.14, y - w * 0.14, x + w * 0.14, y + w * 0.14], fill=(230, 90 + i * 8, 140))
    d.ellipse([c - w * 0.12, c - w * 0.12, c + w * 0.12, c + w * 0.12], fill=(250, 200, 60))
    return img

def sticker(w):
    img = Image.new("RGBA", (w, w), (0, 0, 0, 0))
    shadow = Image.new("RGBA", (w, w), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).ellipse([w * 0.14, w * 0.2, w * 0.9, w * 0.96], fill=(0, 0, 0, 90))
    img.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(w / 40)))
    d = ImageDraw.Draw(img)
    d.polygon([(w * 0.16, w * 0.38), (w * 0.22, w * 0.06), (w * 0.42, w * 0.24)], fill=(250, 150, 60, 255))
    d.polygon([(w * 0.84, w * 0.38), (w * 0.78, w * 0.06), (w * 0.58, w * 0.24)], fill=(250, 150, 60, 255))
    d.ellipse([w * 0.1, w * 0.15, w * 0.9, w * 0.92], fill=(250, 160, 70, 255), outline=(120, 60, 20, 255), width=w // 64)
    d.ellipse([w * 0.3, w * 0.42, w * 0.4, w * 0.54], fill=(40, 30, 30, 255))
    d.ellipse([w * 0.6, w * 0.42, w * 0.7, w * 0.54], fill=(40, 30, 30, 255))
    d.polygon([(w * 0.46, w * 0.62), (w * 0.54, w * 0.62), (w * 0.5, w * 0.67)], fill=(220, 80, 100, 255))
    return img

def translucent(w, h):
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, w - 1, h - 1], radius=h // 6, fill=(30, 120, 255, 110))
    d.ellipse([w * 0.1, h * 0.2, w * 0.45, h * 0.8], fill=(255, 255, 255, 200))
    d.rectangle([w * 0.55, h * 0.3, w * 0.9, h * 0.7], fill=(255, 60, 90, 160))
    return img

def face(w, skin, hair, shirt):
    img = gradient(w, w, (235, 240, 250), (200, 215, 240))
    d = ImageDraw.Draw(img)
    d.ellipse([w * 0.15, w * 0.72, w * 0.85, w * 1.3], fill=shirt)
    d.ellipse([w * 0.28, w * 0.18, w * 0.72, w * 0.7], fill=hair)
    d.ellipse([w * 0.32, w * 0.26, w * 0.68, w * 0.68], fill=skin)
    d.ellipse([w * 0.41, w * 0.42, w * 0.45, w * 0.46], fill=(40, 40, 50))
    d.ellipse([w * 0.55, w * 0.42, w * 0.59, w * 0.46], fill=(40, 40, 50))
    d.arc([w * 0.42, w * 0.48, w * 0.58, w * 0.6], 20, 160, fill=(150, 60, 60), width=max(1, w // 80))
    return img

def quadrants(w, h):
    """Four flat colours, for decoder tests: red top-left, green top-right, blue bottom-left, white bottom-right."""
    img = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, w // 2 - 1, h // 2 - 1], fill=(255, 0, 0))
    d.rectangle([w // 2, 0, w - 1, h // 2 - 1], fill=(0, 255, 0))
    d.rectangle([0, h // 2, w // 2 - 1, h - 1], fill=(0, 0, 255))
    d.rectangle([w // 2, h // 2, w - 1, h - 1], fill=(255, 255, 255))
    return img

def with_orientation(upright, orientation):
    """The stored pixels and EXIF tag a camera would write for `upright` (6: stored turned left)."""
    stored = {6: upright.transpose(Image.Transpose.ROTATE_90), 8: upright.transpose(Image.Transpose.ROTATE_270),
              3: upright.transpose(Image.Transpose.ROTATE_180)}[orientation]
    exif = Image.Exif()
    exif[0x0112] = orientation
    return stored, exif

def save_interlaced_png(img, path):
    """`img` as an Adam7-interlaced RGB PNG (Pillow writes none): seven passes of sub-images, each row with
    filter type 0, in one zlib stream."""
    import struct, zlib
    w, h = img.size
    px = img.convert("RGB").load()
    raw = bytearray()
    for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
        if x0 >= w:
            continue
        for y in range(y0, h, dy):
            raw.append(0)
            for x in range(x0, w, dx):
                raw.extend(px[x, y])
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 1)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))

def main():
    os.makedirs(OUT, exist_ok=True)
    landscape(1600, 1200).save(f"{OUT}/landscape.jpg", quality=85)
    stored, exif = with_orientation(arrow_card(900, 1200), 6)
    stored.save(f"{OUT}/portrait-exif6.jpg", quality=85, exif=exif)
    flower(800).save(f"{OUT}/square.webp", quality=85)
    sticker(512).save(f"{OUT}/sticker.png", optimize=True)
    sticker(512).save(f"{OUT}/sticker.webp", lossless=True)
    translucent(480, 300).save(f"{OUT}/translucent.png", optimize=True)
    face(256, (240, 200, 170), (90, 60, 40), (60, 120, 200)).save(f"{OUT}/avatar-maya.jpg", quality=88)
    face(256, (200, 150, 120), (30, 30, 30), (200, 90, 60)).save(f"{OUT}/avatar-leo.png", optimize=True)
    face(256, (250, 215, 190), (220, 170, 60), (90, 170, 110)).save(f"{OUT}/avatar-sam.webp", quality=88)
    q = quadrants(64, 48)
    q.save(f"{OUT}/quadrants.png")
    save_interlaced_png(q, f"{OUT}/quadrants-interlaced.png")
    q.save(f"{OUT}/quadrants.jpg", quality=95)
    q.save(f"{OUT}/quadrants.webp", lossless=True)
    for o in (3, 6, 8):
        stored, exif = with_orientation(q, o)
        stored.save(f"{OUT}/quadrants-exif{o}.jpg", quality=95, exif=exif)
    q.convert("CMYK").save(f"{OUT}/quadrants-cmyk.jpg", quality=95)
    q.convert("L").save(f"{OUT}/quadrants-gray.jpg", quality=95)
    q.save(f"{OUT}/quadrants-progressive.jpg", quality=95, progressive=True)

main()
