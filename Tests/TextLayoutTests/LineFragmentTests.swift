import Canvas
import Testing
@testable import TextLayout

@Suite struct LineFragmentTests {
    static func width(of s: String, size: Double = 17) -> Double {
        TextLayout(s, options: LayoutOptions(font: FontSpec(size: size))).lines[0].usedRect.width
    }

    @Test func wrapsAtWordBoundariesAtAKnownWidth() throws {
        // Exactly wide enough for "hello world": the second copy must go to the next line.
        let w = Self.width(of: "hello world") + 0.5
        let layout = TextLayout("hello world hello world", options: LayoutOptions(width: w))
        let lines = layout.lines
        try #require(lines.count == 2)
        #expect(String(layout.text.string[lines[0].range]) == "hello world ")
        #expect(String(layout.text.string[lines[1].range]) == "hello world")
        #expect(lines[0].characterRange == 0..<12 && lines[1].characterRange == 12..<23)
        #expect(lines[1].logicalRect.minY >= lines[0].logicalRect.maxY - 0.01)
        #expect(lines[1].baseline > lines[0].baseline)
        #expect(abs(lines[0].usedRect.width - lines[1].usedRect.width) < 0.01)
    }

    @Test func aWordLongerThanTheLineFallsBackToCharacters() {
        let layout = TextLayout("Supercalifragilisticexpialidocious", options: LayoutOptions(width: 80))
        #expect(layout.lines.count > 2)
        for line in layout.lines { #expect(line.usedRect.width <= 80.01) }
    }

    @Test func usedRectExcludesTrailingSpacesButLogicalRectKeepsThem() throws {
        let line = try #require(TextLayout("abc     ").lines.first)
        let bare = Self.width(of: "abc")
        #expect(abs(line.usedRect.width - bare) < 0.01)
        #expect(line.logicalRect.width > bare + 10)
    }

    @Test func emptyAndWhitespaceLinesAreMarkedEmpty() {
        let lines = TextLayout("one\n\n   \ntwo").lines
        #expect(lines.map(\.isEmpty) == [false, true, true, false])
        #expect(lines[1].usedRect.width == 0 && lines[2].usedRect.width == 0)
    }

    @Test func alignmentMovesUsedRects() throws {
        let text = "short"
        let w = 300.0
        let left = try #require(TextLayout(text, options: LayoutOptions(width: w, alignment: .left)).lines.first)
        let center = try #require(TextLayout(text, options: LayoutOptions(width: w, alignment: .center)).lines.first)
        let right = try #require(TextLayout(text, options: LayoutOptions(width: w, alignment: .right)).lines.first)
        #expect(abs(left.usedRect.minX) < 0.01)
        #expect(abs(center.usedRect.midX - w / 2) < 0.01)
        #expect(abs(right.usedRect.maxX - w) < 0.01)
    }

    @Test func rightToLeftTextIsDetectedAndNaturallyRightAligned() throws {
        let layout = TextLayout("שלום עולם", options: LayoutOptions(width: 300))
        #expect(layout.direction == .rtl)
        let line = try #require(layout.lines.first)
        #expect(line.isRightToLeft)
        #expect(abs(line.usedRect.maxX - 300) < 0.01)
        let forcedLeft = TextLayout("שלום עולם", options: LayoutOptions(width: 300, alignment: .left))
        #expect(abs(forcedLeft.lines[0].usedRect.minX) < 0.01)
    }

    @Test func lineMetricsComeFromTheFonts() throws {
        let metrics = try #require(TextLayout("Underline me", options: LayoutOptions(font: FontSpec(size: 20))).lines.first).metrics
        #expect(metrics.ascent > 10 && metrics.descent > 2)
        #expect(metrics.underlineOffset > 0 && metrics.underlineOffset < metrics.descent + 1)
        #expect(metrics.underlineThickness > 0.5 && metrics.underlineThickness < 4)
        #expect(metrics.strikethroughOffset < 0)
        #expect(metrics.fontSize == 20)
    }

    @Test func mixedFontSizesTakeTheLargest() throws {
        let text = AttributedText([("small ", TextAttributes()), ("BIG", TextAttributes(size: 40))])
        let line = try #require(TextLayout(text).lines.first)
        let small = try #require(TextLayout("small").lines.first)
        #expect(line.metrics.fontSize == 40)
        #expect(line.metrics.ascent > small.metrics.ascent * 2)
        #expect(line.logicalRect.height > small.logicalRect.height * 2)
    }

    @Test func everySampleCharacterHasAFont() {
        let layout = TextLayout("Hi 👩‍💻🎉🇯🇵 中文 日本語 한국어 العربية עברית")
        #expect(layout.unknownGlyphCount == 0)
    }

    /// The scripts setup.sh installs fonts for (README lists them): no tofu boxes. One test, one thread:
    /// twenty cases loading twenty new fonts at once is not what this checks.
    @Test func scriptsOfEveryDayChatsHaveFonts() {
        for text in ["สวัสดีครับ", "नमस्ते दुनिया", "হ্যালো", "வணக்கம்", "ಹಲೋ", "నమస్కారం", "ഹലോ", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ", "નમસ્તે",
                     "გამარჯობა", "Բարեւ", "ሰላም", "ສະບາຍດີ", "សួស្តី", "မင်္ဂလာပါ", "ආයුබෝවන්", "Γειά σου", "Привет", "Xin chào", "سلام"] {
            #expect(TextLayout(text).unknownGlyphCount == 0, "\(text)")
        }
    }
}
