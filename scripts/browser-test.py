#!/usr/bin/env python3
"""The playground in a real browser (Debian's Chromium driven by Playwright): it draws the sample, redraws as
a change is typed, completes keys from the schema, marks a bad card's line and keeps the last good picture,
imports a dropped WhatsApp export, downloads a PNG, edits the card with the pickers, carries the card in a
link, shows the server's strings as text, and never gets a 5xx. Prints the edit-to-picture times (p50, p95)
beside the server's render times. Exit 0 when every check holds.

    scripts/browser-test.py URL [--screenshot PATH] [--keystrokes N]
"""
import argparse, io, json, statistics, sys, time
from pathlib import Path
from playwright.sync_api import sync_playwright
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


def wait_for(page, expression, timeout=30000):
    """Polls `expression` in the page (Playwright's own wait evaluates strings, which the page's CSP forbids)."""
    end = time.monotonic() + timeout / 1000
    while not page.evaluate(expression):
        if time.monotonic() > end:
            raise TimeoutError(f"not true within {timeout} ms: {expression}")
        time.sleep(0.005)


def wait_problem(page, text, timeout=30000):
    """Waits for the problem shown to name `text`: a replaced card can be drawn first as the empty text it passed
    through (an earlier problem), so a count of problems alone is not enough."""
    wait_for(page, f"document.getElementById('problem').innerText.includes({json.dumps(text)})", timeout=timeout)


def renders(page):
    return page.evaluate("window.chatcardPlayground.renders")


def wait_render(page, before, timeout=30000):
    wait_for(page, f"window.chatcardPlayground.renders > {before}", timeout=timeout)


def picture_png(page):
    return page.locator("#picture").screenshot()


def set_text(page, text):
    """The whole card replaced as a paste would (one input event)."""
    page.locator("textarea").fill(text)


def caret(page, offset, text=None):
    """The caret at `offset`: a Python index into `text` when given (the page counts UTF-16 units)."""
    if text is not None:
        offset = len(text[:offset].encode("utf-16-le")) // 2
    page.evaluate(f"(() => {{ const t = document.querySelector('textarea'); t.focus(); t.setSelectionRange({offset}, {offset}); }})()")


def main():
    args = argparse.ArgumentParser()
    args.add_argument("url")
    args.add_argument("--screenshot")
    args.add_argument("--keystrokes", type=int, default=40)
    args.add_argument("--chromium", default="/usr/bin/chromium")
    options = args.parse_args()

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=options.chromium, args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 1360, "height": 900}, accept_downloads=True)
        page = context.new_page()
        errors, statuses = [], []
        page.on("pageerror", lambda e: errors.append(str(e)))
        # A refused card is a 4xx the console logs as a failed load: that is the page working, not a script error.
        page.on("console", lambda m: m.type == "error" and not m.text.startswith("Failed to load resource") and errors.append(m.text))
        page.on("response", lambda r: statuses.append((r.status, r.url)))

        page.goto(options.url)
        wait_for(page, "window.chatcardPlayground && window.chatcardPlayground.renders >= 1", timeout=60000)
        text = page.locator("textarea").input_value()
        check('"title": "Design review"' in text, "the sample is in the editor")
        check(page.locator("#picture").evaluate("i => i.naturalWidth") == 780, "the sample is drawn (780 px wide at scale 2)")

        # Typing changes the picture.
        before_picture, before = picture_png(page), renders(page)
        caret(page, text.index("Design review") + len("Design review"), text)
        page.keyboard.type(" II")
        wait_render(page, before)
        page.wait_for_timeout(300)
        check(picture_png(page) != before_picture, "a typed change redraws the picture")

        # Completion of a key from the schema.
        set_text(page, '{"messages": [{"from": "me", }]}')
        caret(page, len('{"messages": [{"from": "me", '))
        page.keyboard.type('"te')
        check(page.locator(".complete").is_visible(), "typing a key opens the completion list")
        check("text" in page.locator(".complete li.chosen .name").inner_text(), "the first choice is \"text\"")
        before = renders(page)
        page.keyboard.press("Enter")
        page.keyboard.type("hello from the completion")
        wait_render(page, before)
        wait_for(page, "document.querySelector('textarea').value.includes('\"text\": \"hello from the completion\"')", timeout=5000)
        wait_for(page, "document.getElementById('problem').hidden", timeout=10000)
        check(True, "the completed key takes its value between quotes, and the card draws")

        # Ctrl+Space where a key may go, a few letters to narrow the list, the member added before the next one.
        set_text(page, '{"messages": [{ "from": "me", "text": "a"}]}')
        caret(page, len('{"messages": [{ '))
        page.keyboard.press("Control+Space")
        check(page.locator(".complete").is_visible(), "Ctrl+Space opens the completion list")
        page.keyboard.type("edi")
        page.keyboard.press("Enter")
        before = renders(page)
        page.keyboard.type("true")
        wait_render(page, before)
        value = page.locator("textarea").input_value()
        check(value == '{"messages": [{ "edited": true, "from": "me", "text": "a"}]}', f"the member is added with its comma ({value!r})")
        wait_for(page, "document.getElementById('problem').hidden", timeout=10000)

        # A bad value: its line marked, the message shown, the last good picture kept (faded).
        sample = page.evaluate("window.chatcardPlayground.examples[0].card")
        bad = sample.replace('"count": 2 }', '"count": "two" }')
        line = bad[: bad.index('"count": "two"')].count("\n") + 1
        set_text(page, bad)
        wait_problem(page, "messages[2].reactions[1].count")
        where = page.locator("#problem-where").inner_text()
        check(f"line {line}" in where and "messages[2].reactions[1].count" in where, f"the error names line {line} and its path ({where!r})")
        top = page.locator(".mark").evaluate("m => parseFloat(m.style.top)")
        check(abs(top - (10 + (line - 1) * 20)) < 0.5, f"the marked line is line {line}")
        check(page.locator("#picture").evaluate("i => i.classList.contains('stale') && i.naturalWidth > 0"), "the last good picture stays, faded")

        # A syntax error: its line from the parser's message.
        broken = sample.replace('"width": 390,', '"width": 390')
        line = broken[:broken.index('"scale"')].count("\n") + 1
        set_text(page, broken)
        wait_problem(page, f"line {line}")
        check(f"line {line}" in page.locator("#problem-where").inner_text(), f"a syntax error marks line {line}")

        # The server's strings are text: a key that is markup stays text.
        hostile = '{"messages": [{"from": "me", "text": "x", "<img src=x onerror=\\"window.pwned=1\\">": 1}]}'
        set_text(page, hostile)
        wait_problem(page, "<img")
        check("<img" in page.locator("#problem").inner_text() and page.locator("#problem img").count() == 0
              and page.evaluate("window.pwned === undefined"), "an error naming markup shows it as text")

        # Pickers write the card's own fields.
        set_text(page, sample)
        before = renders(page)
        page.select_option("#look", "slack")
        wait_render(page, before)
        check('"look": "slack"' in page.locator("textarea").input_value(), "the look picker sets \"look\" in the card")
        before = renders(page)
        page.select_option("#theme", "dark")
        wait_render(page, before)
        check('"theme": "dark"' in page.locator("textarea").input_value(), "the theme picker sets \"theme\"")

        # Download a PNG of what is on screen.
        with page.expect_download() as download:
            page.click("#download-png")
        data = Path(download.value.path()).read_bytes()
        image = Image.open(io.BytesIO(data))
        check(image.format == "PNG" and image.width == 780, f"the PNG download is the card ({image.format} {image.width}×{image.height})")

        # A link carries the card.
        page.click("#share")
        wait_for(page, "location.hash.startsWith('#card=')", timeout=5000)
        link, expected = page.evaluate("location.href"), page.locator("textarea").input_value()
        other = context.new_page()
        other.goto(link)
        wait_for(other, "window.chatcardPlayground && window.chatcardPlayground.renders >= 1", timeout=60000)
        check(other.locator("textarea").input_value() == expected, "the link opens the same card elsewhere")
        other.close()

        # Drop a WhatsApp export.
        export = (ROOT / "Tests/ChatCardImportTests/Fixtures/whatsapp-android.txt").read_text()
        transfer = page.evaluate_handle("(t) => { const d = new DataTransfer(); d.items.add(new File([t], 'chat.txt', {type: 'text/plain'})); return d; }", export)
        before = renders(page)
        page.dispatch_event("body", "drop", {"dataTransfer": transfer})
        wait_render(page, before)
        check('"look": "whatsapp"' in page.locator("textarea").input_value(), "a dropped WhatsApp export becomes its card")

        # Edit-to-picture: one keystroke at a time, each waited for.
        set_text(page, sample)
        page.wait_for_timeout(500)
        page.evaluate("['timings', 'serverTimings', 'phases'].forEach(k => window.chatcardPlayground[k].length = 0)")
        caret(page, sample.index("Design review") + len("Design review"), sample)
        for i in range(options.keystrokes):
            before = renders(page)
            page.keyboard.type("x" if i % 2 == 0 else "y")
            wait_render(page, before)
        timings = page.evaluate("window.chatcardPlayground.timings")
        server = page.evaluate("window.chatcardPlayground.serverTimings")
        if len(timings) >= 2:
            cuts = statistics.quantiles(timings, n=20)
            print(f"edit-to-picture over {len(timings)} keystrokes: p50 {statistics.median(timings):.1f} ms, "
                  f"p95 {cuts[18]:.1f} ms; the server's render p50 {statistics.median(server):.1f} ms")
            phases = page.evaluate("window.chatcardPlayground.phases").copy()[-len(timings):]
            for phase in ("queued", "fetched", "decoded"):
                print(f"  {phase}: p50 {statistics.median(p[phase] for p in phases):.1f} ms")

        if options.screenshot:
            # A fresh page with the sample, the completion list open where a message may take more keys.
            shot = context.new_page()
            shot.goto(options.url.split("#")[0])
            wait_for(shot, "window.chatcardPlayground && window.chatcardPlayground.renders >= 1", timeout=60000)
            shot.wait_for_timeout(300)
            caret(shot, sample.index('{ "from": "me", "text": "Ship it tonight?"') + 2, sample)
            shot.keyboard.press("Control+Space")
            shot.screenshot(path=options.screenshot)
            shot.close()
            print("screenshot:", options.screenshot)

        check(not [s for s in statuses if s[0] >= 500], f"no response was a 5xx ({[s for s in statuses if s[0] >= 500][:3]})")
        check(not errors, f"no script errors ({errors[:3]})")
        browser.close()
    print(f"{len(failures)} failed" if failures else "every check held")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
