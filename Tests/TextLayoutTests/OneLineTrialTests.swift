import Canvas
import Testing
@testable import TextLayout

/// The one-line trial must never change a layout: text that fits looks as if wrapped, text the estimate
/// misjudged is wrapped after all, never ellipsized.
@Suite struct OneLineTrialTests {
    @Test func wideTextTheEstimateThinksFitsIsWrappedNotCut() throws {
        let text = String(repeating: "M", count: 24)
        let width = 250.0
        // The premise: the estimate says it fits, the real text does not.
        #expect(OneLineTrial.estimatedWidth(of: text, fontSize: 17) <= width)
        #expect(LineFragmentTests.width(of: text) > width)

        let layout = TextLayout(text, options: LayoutOptions(width: width))
        try #require(layout.lines.count == 2)
        #expect(layout.lines[0].characterRange.lowerBound == 0)
        #expect(layout.lines[1].characterRange.upperBound == 24)
        #expect(layout.glyphBoxes().count == 24)  // no ellipsis glyph standing in for characters
        for line in layout.lines { #expect(line.usedRect.width <= width + 0.01) }
    }

    @Test func fittingParagraphsKeepTheirAlignmentWidth() throws {
        let width = 300.0
        let text = "Ship it 🚀\nTonight at nine"
        #expect(OneLineTrial.estimatedWidth(of: text, fontSize: 17) <= width)
        let layout = TextLayout(text, options: LayoutOptions(width: width, alignment: .center))
        try #require(layout.lines.count == 2)
        #expect(layout.lines[1].characterRange.upperBound == layout.characterCount)
        for line in layout.lines { #expect(abs(line.usedRect.midX - width / 2) < 0.5) }
    }

    @Test func estimateCountsTheWidestParagraphAndWideCharacters() {
        #expect(OneLineTrial.estimatedWidth(of: "ab\nabcd", fontSize: 10) == 20)
        #expect(OneLineTrial.estimatedWidth(of: "中文", fontSize: 10) == 20)
        #expect(OneLineTrial.estimatedWidth(of: "🎉", fontSize: 10) == 12.5)
    }
}
