import Testing
@testable import TextLayout

/// A word or URL too long for its line is cut between characters and nothing is added: each wrapped
/// line is exactly as wide as its own characters laid out alone (a hyphen Pango inserted would make it
/// wider by the hyphen's width).
@Suite struct WordBreakTests {
    @Test(arguments: ["Donaudampfschifffahrtsgesellschaftskapitänsmütze",
                      "https://verylongdomainnamewithoutbreaks.example/path?query&params=value",
                      "a message that wraps onto several narrow lines"])
    func brokenWordsGetNoHyphen(text: String) throws {
        let layout = TextLayout(text, options: LayoutOptions(width: 90))
        let lines = layout.lines
        try #require(lines.count > 2)
        for line in lines {
            let alone = TextLayout(String(text[line.range]), options: LayoutOptions())
            #expect(abs(line.usedRect.width - alone.lines[0].usedRect.width) < 0.5,
                    "line \(line.index) \"\(text[line.range])\": \(line.usedRect.width) pt wrapped, \(alone.lines[0].usedRect.width) pt alone")
        }
        #expect(lines.map(\.characterRange.count).reduce(0, +) <= text.count)
    }
}

@Suite struct MaxLinesTests {
    @Test func aLongTextEndsInAnEllipsisOnItsLastAllowedLine() throws {
        let text = "Maximiliane Alexandra von Hohenberg-Schwarzenstein (Design)"
        let one = TextLayout(text, options: LayoutOptions(width: 150, maxLines: 1))
        #expect(one.lines.count == 1)
        let line = try #require(one.lines.first)
        #expect(line.usedRect.width <= 150.01)
        #expect(one.glyphBoxes().count < text.count, "the cut characters are not laid out")
        #expect(TextLayout(text, options: LayoutOptions(width: 150, maxLines: 2)).lines.count == 2)
        #expect(TextLayout(text, options: LayoutOptions(width: 150)).lines.count > 2)
        #expect(TextLayout("short", options: LayoutOptions(width: 150, maxLines: 1)).glyphBoxes().count == 5, "nothing cut when it fits")
    }
}
