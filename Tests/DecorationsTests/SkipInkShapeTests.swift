import Canvas
import Testing
import TextLayout
@testable import Decorations

/// Skip-ink leaves lines that still read as lines: no specks, waves in whole periods (two at least),
/// and every word keeps at least half of its line (else it gets its whole line back).
@Suite struct SkipInkShapeTests {
    static let texts = ["jiggy", "Typography gjpqy", "quickly jumping gyps", "gaggle of geese"]

    @Test(arguments: [LineStyle.single, .thick, .double, .dashed, .wavy], [17.0, 34, 64])
    func skippedLinesKeepTheirShape(style: LineStyle, size: Double) throws {
        for text in Self.texts {
            let layout = TextLayout(text, options: LayoutOptions(font: FontSpec(size: size)))
            let geometry = DecorationGeometry(layout: layout, scale: 2)
            let segments = geometry.segments(for: TextDecoration(.underline, style: style), in: text.startIndex..<text.endIndex)
            let words = geometry.pieces(of: layout.characterRange(text.startIndex..<text.endIndex), byWord: true)
                .flatMap { layout.rects(forCharacters: $0) }.map { $0.rect.minX...$0.rect.maxX }
            for s in segments {
                let period = DecorationSegment.wave(thickness: s.thickness).wavelength
                for piece in s.visible {
                    let length = piece.upperBound - piece.lowerBound
                    if style == .wavy {
                        #expect(length >= 2 * period - 1e-6, "\(text) \(size) pt: a wave piece of \(length / period) periods")
                        let phase = ((piece.lowerBound - s.x0) / period).truncatingRemainder(dividingBy: 1)
                        #expect(min(phase, 1 - phase) < 1e-6, "\(text) \(size) pt: a wave piece starts mid-period")
                    } else {
                        #expect(length >= 3 * s.thickness - 1e-6, "\(text) \(size) pt \(style): a speck \(length) pt long")
                    }
                }
                for word in words {
                    let kept = s.visible.reduce(0) { $0 + max(0, min($1.upperBound, word.upperBound) - max($1.lowerBound, word.lowerBound)) }
                    let slack = style == .wavy ? 2 * period : 0  // whole periods may fall short of the word's ends
                    #expect(kept + slack >= 0.5 * (word.upperBound - word.lowerBound), "\(text) \(size) pt \(style): a word shredded")
                }
            }
        }
    }
}
