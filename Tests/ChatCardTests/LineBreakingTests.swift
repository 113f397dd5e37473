import Canvas
import Foundation
import Testing
import TextLayout
import Decorations
@testable import ChatCard

/// Where lines may break: Korean between words only, code at spaces only (a long
/// token still wraps between characters rather than leaving the bubble), and a bubble in a narrow card
/// widens to its row before it splits a word.
@Suite struct LineBreakingTests {
    /// The character before each line's start (nil for the first line).
    static func charactersBeforeLines(_ layout: TextLayout) -> [Character] {
        let string = layout.text.string
        return layout.lines.dropFirst().compactMap { line in string[..<line.range.lowerBound].last }
    }

    @Test func koreanBreaksBetweenWordsOnly() {
        let text = "한국어를 배우고 있어요. 오늘은 날씨가 정말 좋네요 그렇죠?"
        for width in stride(from: 80.0, through: 320, by: 3) {
            let layout = TextLayout(text, options: LayoutOptions(width: width, font: FontSpec(size: 17)))
            #expect(layout.lines.count > 1 || width > 200)
            for c in Self.charactersBeforeLines(layout) { #expect(c.isWhitespace, "at \(width) a line begins after \(c)") }
            #expect(!layout.breaksInsideWords)
        }
    }

    @Test func aBotCommandKeepsItsSlash() {
        for width in stride(from: 80.0, through: 200, by: 4) {  // "/settings" is 68 pt wide
            let layout = TextLayout("try /start or /settings now", options: LayoutOptions(width: width, font: FontSpec(size: 17)))
            for line in layout.lines { #expect(!layout.text.string[line.range].hasSuffix("/"), "at \(width)") }
        }
    }

    @Test func codeBreaksAtSpacesOnly() {
        let text = "ffmpeg -i in.mp4 -c:v libx264 -preset slow -crf 22 out/clip-01.mp4"
        let font = FontSpec(family: MessageContent.codeFamily, size: 15)
        // From the widest token ("out/clip-01.mp4", 15 characters) up: every line begins after a space.
        for width in stride(from: 15 * 0.61 * 15, through: 400, by: 5) {
            let layout = TextLayout(Self.code(text), options: LayoutOptions(width: width, font: font))
            for c in Self.charactersBeforeLines(layout) { #expect(c.isWhitespace, "at \(width) a line begins after \(c)") }
        }
        // Narrower than a token: it wraps between characters and stays inside the width.
        let narrow = TextLayout(Self.code("averyveryverylongidentifier_with-dashes"), options: LayoutOptions(width: 60, font: font))
        #expect(narrow.lines.count > 3 && narrow.usedBounds.width <= 60 + 1e-6 && narrow.breaksInsideWords)
    }

    static func code(_ text: String) -> AttributedText { AttributedText(text, attributes: TextAttributes(breaksOnlyAtSpaces: true)) }

    @Test func aLayoutKnowsWhenItSplitsAWord() {
        let options = LayoutOptions(width: 100, font: FontSpec(size: 17))
        #expect(TextLayout("Supercalifragilistic", options: options).breaksInsideWords)
        #expect(!TextLayout("Good morning to you all", options: options).breaksInsideWords)
        #expect(!TextLayout("One\nTwo\nThree", options: options).breaksInsideWords, "paragraph starts are not splits")
        #expect(!TextLayout("https://\u{200B}example.\u{200B}com/\u{200B}path", options: options).breaksInsideWords)
    }

    static func bubbles(_ json: String) throws -> [BubbleElement] {
        try CardLayout(Card(json: Data(json.utf8)).spec).elements.compactMap { $0 as? BubbleElement }
    }

    /// A word splits only where it is wider than the whole row: the bubble then has widened to it.
    @Test(arguments: [160.0, 175, 190, 210, 240])
    func aNarrowBubbleWidensBeforeSplittingAWord(width: Double) throws {
        let texts = ["Good Morning! Did you get my message?", "Congratulations everybody", "Unbelievable, wonderful news"]
        let row = width - 32, chrome = 40.0
        for text in texts {
            let json = #"{"width": \#(width), "messages": [{"from": "them", "text": "\#(text)", "time": "9:41"}]}"#
            let bubble = try #require(try Self.bubbles(json).first)
            let timed = try #require(bubble.bubbled.content.parts.first as? TimedPart)
            let layout = try #require((timed.host as? TextPart)?.story.layout)
            if layout.breaksInsideWords {
                #expect(layout.options.width! >= row - chrome, "\(text) at \(width) splits a word in a \(layout.options.width!) pt column")
            }
            #expect(bubble.frame.maxX <= width - 16 + 1e-6)
        }
        // At 210 pt every word of these fits the row: none splits.
        if width >= 210 {
            for text in texts {
                let json = #"{"width": \#(width), "messages": [{"from": "them", "text": "\#(text)"}]}"#
                #expect(!(try Self.bubbles(json)[0].bubbled.content.parts.contains(where: BubbleWidths.breaksInsideWords)), "\(text) at \(width)")
            }
        }
    }

    @Test func bubblesKeepTheirOwnMaximumWidths() throws {
        let png = try CardImageTests.dataURI("landscape.jpg")
        let long = String(repeating: "All work and no play makes a card dull. ", count: 12)
        let code = String(repeating: "let value = compute(input, options) ", count: 4)
        let json = #"""
            {"width": 800, "messages": [{"from": "them", "text": "\#(long)"}, {"from": "them", "image": "\#(png)"},
             {"from": "them", "text": "\#(code)", "entities": [{"type": "pre", "offset": 0, "length": \#(code.utf16.count)}]}]}
            """#
        let bubbles = try Self.bubbles(json), content = 800.0 - 32
        #expect(bubbles[0].frame.width <= content * BubbleRuns.defaultTextShare + 1e-6 && bubbles[0].frame.width > content * 0.8)
        #expect(bubbles[1].frame.width <= BubbleWidths.mediaMax * 17 + 1e-6, "a photo is held to its own size on a wide card")
        #expect(bubbles[2].frame.width > content * BubbleRuns.defaultTextShare, "code may use the whole row")
    }

    /// A URL that fits on a line of its own goes there whole rather than leave "https://" behind (#18);
    /// one longer than a line still wraps at its slashes and dots.
    @Test(arguments: stride(from: 200.0, through: 420, by: 11).map { $0 })
    func aURLThatFitsALineIsNotSplit(width: Double) throws {
        for url in ["https://example.com/ab", "https://github.com/org/repo", "https://example.com/a/very/long/path/that/cannot/fit/anywhere/at/all"] {
            let json = #"{"width": \#(width), "messages": [{"from": "them", "text": "see the page at \#(url) and more"}]}"#
            let bubble = try #require(try Self.bubbles(json).first)
            let timed = try #require(bubble.bubbled.content.parts.first as? TimedPart)
            let layout = try #require((timed.host as? TextPart)?.story.layout)
            let string = layout.text.string
            let start = try #require(string.range(of: "https")).lowerBound
            let end = string[start...].firstIndex(of: " ")!
            let lines = Set(layout.rects(for: start..<end).map(\.lineIndex))
            let natural = TextLayout(url, options: LayoutOptions(font: FontSpec(size: 17))).usedBounds.width
            if natural <= layout.options.width! { #expect(lines.count == 1, "\(url) at \(width): split over \(lines.count) lines") }
            else { #expect(!layout.breaksInsideWords, "\(url) at \(width) wraps at its own break points") }
        }
    }
}
