import Canvas
import Testing
import TextLayout
@testable import Decorations

/// Skip-ink leaves lines that still read as lines: no specks (a piece narrower than the clearance and half
/// the thickness), and the line's ends stay where they were unless ink crosses them.
@Suite struct SkipInkShapeTests {
    static let texts = ["jiggy", "Typography gjpqy", "quickly jumping gyps", "gaggle of geese"]

    @Test(arguments: [LineStyle.single, .thick, .double, .dashed, .wavy], [17.0, 34, 64])
    func skippedLinesHaveNoSpecks(style: LineStyle, size: Double) throws {
        for text in Self.texts {
            let layout = TextLayout(text, options: LayoutOptions(font: FontSpec(size: size)))
            let geometry = DecorationGeometry(layout: layout, scale: 2)
            let segments = geometry.segments(for: TextDecoration(.underline, style: style), in: text.startIndex..<text.endIndex)
            for s in segments {
                let speck = geometry.speck(thickness: s.thickness, fontSize: size)
                #expect(!s.visible.isEmpty, "\(text) \(size) pt \(style): the whole line went")
                for piece in s.visible {
                    let length = piece.upperBound - piece.lowerBound
                    #expect(length >= speck - 1e-9, "\(text) \(size) pt \(style): a speck \(length) pt long")
                    #expect(piece.lowerBound >= s.x0 - 1e-9 && piece.upperBound <= s.x1 + 1e-9, "\(text): a piece outside the segment")
                }
            }
        }
    }
}
