import Canvas
import Testing
import TextLayout
@testable import Decorations

@Suite struct DecorationGeometryTests {
    static func segment(_ style: LineStyle, from x0: Double = 0, to x1: Double, t: Double = 1) -> DecorationSegment {
        DecorationSegment(lineIndex: 0, x0: x0, x1: x1, y: 0, thickness: t, style: style, kind: .underline,
                          color: .black, visible: [x0...x1])
    }

    static func segments(_ text: String, _ part: String, _ decoration: TextDecoration = TextDecoration(),
                         width: Double? = nil, scale: Double = 2) -> (TextLayout, [DecorationSegment]) {
        let layout = TextLayout(text, options: LayoutOptions(width: width))
        let range = text.range(of: part)!
        return (layout, DecorationGeometry(layout: layout, scale: scale).segments(for: decoration, in: range))
    }

    @Test(arguments: [(100.0, 1.0), (37.0, 1.0), (250.0, 2.0), (90.0, 3.0), (61.5, 1.5)])
    func dashedLinesStartAndEndOnADash(length: Double, t: Double) throws {
        let dashes = Self.segment(.dashed, from: 10, to: 10 + length, t: t).dashes()
        let (dash, gap) = DecorationSegment.dashAndGap(thickness: t)
        #expect(dashes.first?.lowerBound == 10)
        #expect(abs(try #require(dashes.last).upperBound - (10 + length)) < 1e-9)
        for d in dashes { #expect(abs(d.upperBound - d.lowerBound - dash) < 1e-9) }
        let gaps = zip(dashes, dashes.dropFirst()).map { $1.lowerBound - $0.upperBound }
        for g in gaps { #expect(abs(g - gaps[0]) < 1e-9 && g >= gap / 2 && g <= gap * 1.5 + 1e-9, "gap \(g)") }
    }

    @Test func thinAndThickDashProportions() {
        #expect(DecorationSegment.dashAndGap(thickness: 1) == (3, 2))
        #expect(DecorationSegment.dashAndGap(thickness: 3) == (6, 3))
    }

    @Test func largeDotsAreWholeAndCentred() throws {
        let s = Self.segment(.largeDot, from: 20, to: 70, t: 3)
        let dots = s.largeDots()
        // (50 + 0.714·3) / (3 + 0.714·3) = 10.1 → 10 whole dots.
        #expect(dots.count == 10)
        let left = try #require(dots.first) - 1.5 - 20, right = 70 - (try #require(dots.last) + 1.5)
        #expect(abs(left - right) < 1e-9)
        #expect(abs(dots[1] - dots[0] - 3 * 1.714) < 1e-9)
    }

    @Test func dotsAreWholeAndTouchBothEnds() {
        let dots = Self.segment(.dotted, from: 0, to: 41, t: 1).dots()
        #expect(dots.count == 21)
        #expect(dots.first == 0.5 && dots.last == 40.5)
    }

    @Test func blinkWaveConstants() {
        #expect(DecorationSegment.wave(thickness: 1) == (7, 4.5))
        #expect(DecorationSegment.wave(thickness: 2) == (11, 7.5))
    }

    @Test func byWordSegmentsMatchTheWords() throws {
        let text = "one two  three"
        let (layout, segments) = Self.segments(text, text, TextDecoration(byWord: true))
        try #require(segments.count == 3)
        for (segment, word) in zip(segments, ["one", "two", "three"]) {
            let rect = try #require(layout.rects(for: text.range(of: word)!).first).rect
            #expect(abs(segment.x0 - rect.minX) < 1e-9 && abs(segment.x1 - rect.maxX) < 1e-9, "\(word)")
        }
    }

    @Test func leadingAndTrailingSpacesAreNotUnderlined() throws {
        let text = "a  spaced out  b"
        let (layout, segments) = Self.segments(text, "  spaced out  ")
        try #require(segments.count == 1)
        let rect = try #require(layout.rects(for: text.range(of: "spaced out")!).first).rect
        #expect(abs(segments[0].x0 - rect.minX) < 1e-9 && abs(segments[0].x1 - rect.maxX) < 1e-9)
    }

    @Test func skipInkGapsUnderDescendersButNotUnderAce() throws {
        let (_, descenders) = Self.segments("quietly", "quietly")
        #expect(try #require(descenders.first).visible.count >= 2, "gaps under q and y")
        // A word of descenders only gets a gap under each: skipping is never given up for a whole line.
        let (_, shredded) = Self.segments("gjpqy", "gjpqy")
        #expect(try #require(shredded.first).visible != [shredded[0].x0...shredded[0].x1])
        let (_, plain) = Self.segments("ace", "ace")
        #expect(try #require(plain.first).visible == [plain[0].x0...plain[0].x1])
        let (_, off) = Self.segments("gjpqy", "gjpqy", TextDecoration(skipInk: false))
        #expect(off[0].visible.count == 1)
        let (_, strike) = Self.segments("gjpqy", "gjpqy", TextDecoration(.strikethrough))
        #expect(strike[0].visible.count == 1, "strikethrough does not skip ink by default")
    }

    /// Every descender gets its gap, also after an emoji and at the end of the line.
    @Test(arguments: ["quietly", "🦘 quietly", "Jumbo kangaroos 🦘 quietly"])
    func everyDescenderOfALineIsSkipped(text: String) throws {
        let (layout, segments) = Self.segments(text, "quietly")
        let segment = try #require(segments.first)
        let start = text.distance(from: text.startIndex, to: text.range(of: "quietly")!.lowerBound)
        for (offset, letter) in "quietly".enumerated() where "qy".contains(letter) {
            let box = try #require(layout.glyphBoxes().first { $0.characterOffset == start + offset })
            let covered = segment.visible.contains { $0.lowerBound <= box.inkRect.minX + 1 && box.inkRect.maxX - 1 <= $0.upperBound }
            #expect(!covered, "the line runs unbroken under \(letter) in \(text)")
        }
    }

    /// Emoji bitmaps reach below the baseline: their ink boxes leave gaps as outlines do.
    @Test func emojiGetGapsWhereTheirInkCrosses() throws {
        let (_, segments) = Self.segments("ace 🎉 ace", "ace 🎉 ace")
        let segment = try #require(segments.first)
        #expect(segment.visible.count >= 2, "\(segment.visible)")
    }

    @Test func aRangeAcrossALineBreakGivesTwoSegmentsAtTwoBaselines() throws {
        let text = "first line words second line words"
        let w = max(TextLayout("first line words").lines[0].usedRect.width, TextLayout("second line words").lines[0].usedRect.width) + 1
        let (layout, segments) = Self.segments(text, "words second", width: w)
        try #require(layout.lines.count == 2 && segments.count == 2)
        for (segment, line) in zip(segments, layout.lines) {
            #expect(segment.lineIndex == line.index)
            let expected = line.baseline + line.metrics.underlineOffset
            #expect(abs(segment.y - expected) <= 0.25 + 1e-9, "snapped to a device pixel near the font's position")
        }
        #expect(segments[1].y > segments[0].y)
    }

    @Test func rightToLeftRangeFollowsTheVisualRects() throws {
        let text = "abc אבג דהו xyz"
        let (layout, segments) = Self.segments(text, "bc אב")
        let rects = layout.rects(for: text.range(of: "bc אב")!).map(\.rect).sorted { $0.minX < $1.minX }
        #expect(segments.count == rects.count)
        for (s, r) in zip(segments, rects) { #expect(abs(s.x0 - r.minX) < 1e-9 && abs(s.x1 - r.maxX) < 1e-9) }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func thicknessIsAtLeastOneDevicePixel(scale: Double) throws {
        let (_, segments) = Self.segments("hairline", "hairline", TextDecoration(thickness: 0.05), scale: scale)
        let t = try #require(segments.first).thickness
        #expect(t == 1 / scale)
        #expect(abs((segments[0].y * scale).rounded() - segments[0].y * scale) < 1e-9, "y on a device pixel")
    }

    @Test func oneYAndOneThicknessPerLineAcrossFonts() throws {
        let text = AttributedText([("small ", TextAttributes()), ("big", TextAttributes(size: 30, weight: .bold)), (" 中文", TextAttributes())])
        let layout = TextLayout(text)
        let whole = text.string.startIndex..<text.string.endIndex
        let segments = DecorationGeometry(layout: layout, scale: 2).segments(for: TextDecoration(skipInk: false), in: whole)
        #expect(segments.count == 1, "one segment across three runs and two fonts")
        #expect(layout.lines[0].metrics.fontSize == 30)
    }
}
