import Canvas
import Testing
@testable import TextLayout

@Suite struct RangeRectTests {
    @Test func aRangeAcrossALineBreakGivesOneRectPerLine() throws {
        let w = max(LineFragmentTests.width(of: "alpha beta"), LineFragmentTests.width(of: "gamma delta")) + 0.5
        let layout = TextLayout("alpha beta gamma delta", options: LayoutOptions(width: w))
        try #require(layout.lines.count == 2)
        // "beta gamma": the end of line 0 and the start of line 1.
        let rects = layout.rects(forCharacters: 6..<16)
        try #require(rects.count == 2)
        #expect(rects[0].lineIndex == 0 && rects[1].lineIndex == 1)
        #expect(rects[0].rect.minY == layout.lines[0].logicalRect.minY)
        #expect(rects[1].rect.minY == layout.lines[1].logicalRect.minY)
        #expect(abs(rects[1].rect.minX) < 0.01, "line 1 starts with the range")
        let gamma = LineFragmentTests.width(of: "gamma")
        #expect(abs(rects[1].rect.width - gamma) < 0.01)
    }

    @Test func aHebrewWordInsideEnglishSitsBetweenItsNeighbours() throws {
        let text = "abc אבג def"
        let layout = TextLayout(text, options: LayoutOptions(direction: .ltr))
        let hebrew = try #require(layout.rects(forCharacters: 4..<7).first).rect
        let abc = try #require(layout.rects(forCharacters: 0..<3).first).rect
        let def = try #require(layout.rects(forCharacters: 8..<11).first).rect
        #expect(abc.maxX <= hebrew.minX + 0.01 && hebrew.maxX <= def.minX + 0.01)
    }

    @Test func aRangeCrossingADirectionChangeSplitsVisually() throws {
        // "c אב": logically contiguous, but the Hebrew letters run right-to-left, so the visual extent is
        // "c" on the left and "אב" at the right end of the Hebrew word: two separate rects.
        let layout = TextLayout("abc אבג def", options: LayoutOptions(direction: .ltr))
        let rects = layout.rects(forCharacters: 2..<6)
        #expect(rects.count == 2)
        let sorted = rects.map(\.rect).sorted { $0.minX < $1.minX }
        if sorted.count == 2 { #expect(sorted[0].maxX < sorted[1].minX) }
    }

    /// Point 11 of the visual-fidelity issue: where an LTR and an RTL run meet inside a range, Pango gives a range per run;
    /// on screen it is one stretch, so one rect (a highlight is one pill, not two with a notch between).
    @Test func aRangeOverTouchingRunsOfBothDirectionsIsOneRect() throws {
        let layout = TextLayout("abc אבג def", options: LayoutOptions(direction: .ltr))
        let rects = layout.rects(forCharacters: 0..<11)
        try #require(rects.count == 1)
        let whole = layout.lines[0].usedRect
        #expect(abs(rects[0].rect.minX - whole.minX) < 0.01 && abs(rects[0].rect.maxX - whole.maxX) < 0.01)
        let rtl = TextLayout("אבג abc דהו", options: LayoutOptions(direction: .rtl))
        #expect(rtl.rects(forCharacters: 0..<11).count == 1)
    }

    @Test func rectsInRightToLeftTextRunFromTheRight() throws {
        let layout = TextLayout("שלום עולם", options: LayoutOptions(width: 300))
        let first = try #require(layout.rects(forCharacters: 0..<4).first).rect   // שלום, read first
        let second = try #require(layout.rects(forCharacters: 5..<9).first).rect  // עולם
        #expect(first.minX > second.maxX)
        #expect(abs(first.maxX - 300) < 0.01)
    }
}
