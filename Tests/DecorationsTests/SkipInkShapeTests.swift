import Canvas
import Testing
import TextLayout
@testable import Decorations

/// Skip-ink leaves lines that still read as lines: no specks, waves in whole periods (two at least), no
/// stub between the last gap and a line's end.
@Suite struct SkipInkShapeTests {
    static let texts = ["jiggy", "Typography gjpqy", "quickly jumping gyps", "gaggle of geese"]

    @Test(arguments: [LineStyle.single, .thick, .double, .dashed, .wavy], [17.0, 34, 64])
    func skippedLinesKeepTheirShape(style: LineStyle, size: Double) throws {
        for text in Self.texts {
            let layout = TextLayout(text, options: LayoutOptions(font: FontSpec(size: size)))
            let geometry = DecorationGeometry(layout: layout, scale: 2)
            let segments = geometry.segments(for: TextDecoration(.underline, style: style), in: text.startIndex..<text.endIndex)
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
                // A piece left between the last gap and an end of the line is no stub.
                let cut = s.visible != [s.x0...s.x1]
                for piece in s.visible where cut && (piece.lowerBound <= s.x0 + 1e-9 || piece.upperBound >= s.x1 - 1e-9) {
                    #expect(piece.upperBound - piece.lowerBound >= 0.35 * size - 1e-6, "\(text) \(size) pt \(style): a stub at an end")
                }
            }
        }
    }
}
