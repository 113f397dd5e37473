import Canvas
import Testing
import TextLayout
@testable import Decorations

/// A marker pads only into whitespace (at most half of it) or past a line's end, never over a letter.
@Suite struct MarkerPaddingTests {
    static func marker(_ text: String, _ word: String) throws -> (shape: Rect, layout: TextLayout, range: Range<String.Index>) {
        let layout = TextLayout(text, options: LayoutOptions(font: FontSpec(size: 20)))
        let range = try #require(text.range(of: word))
        let story = StoryText(layout: layout, highlights: [Highlight(range: range, color: .black)])
        return (try #require(story.highlightPath(story.highlights[0]).bounds), layout, range)
    }

    static func box(_ layout: TextLayout, _ offset: Int) throws -> GlyphBox {
        try #require(layout.glyphBoxes().first { $0.characterOffset == offset })
    }

    @Test func aRangeEndingInsideAWordStopsAtTheNextLetter() throws {
        let (shape, layout, range) = try Self.marker("five minutes left", "minute")
        let next = try Self.box(layout, layout.characterRange(range).upperBound)  // the "s"
        #expect(shape.maxX <= next.logicalRect.minX + 1e-6, "the marker paints over the s")
        let (start, layout2, range2) = try Self.marker("do you know", "ou")
        let before = try Self.box(layout2, layout2.characterRange(range2).lowerBound - 1)  // the "y"
        #expect(start.minX >= before.logicalRect.maxX - 1e-6, "the marker paints over the y")
    }

    @Test func besideASpaceItTakesAtMostHalfTheSpace() throws {
        let (shape, layout, range) = try Self.marker("The rounded corners", "rounded")
        let characters = layout.characterRange(range)
        let spaceBefore = try Self.box(layout, characters.lowerBound - 1), spaceAfter = try Self.box(layout, characters.upperBound)
        #expect(shape.minX >= spaceBefore.logicalRect.midX - 1e-6)
        #expect(shape.maxX <= spaceAfter.logicalRect.midX + 1e-6)
        let word = try #require(layout.rects(for: range).first).rect
        #expect(shape.minX < word.minX && shape.maxX > word.maxX, "it still pads into the spaces")
    }
}
