@testable import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import TextLayout

/// Text whose ink reaches far below its lines (Tibetan vowel signs stacked under a letter: 90 pt below a
/// 16 pt line; "Zalgo" text does the same where a font stacks its marks), then a shape
/// drawn lower still: the canvas paints its background in bands ahead of the drawing, and must count the
/// text's ink, not only its lines, or the band painted for the shape would cover the marks.
@Suite struct TextBackgroundTests {
    static let stacked = "\u{0F40}" + String(repeating: "\u{0F71}\u{0F74}", count: 10)

    @Test(arguments: [1.0, 2.0, 3.0])
    func inkBelowTheLinesIsNotPaintedOver(scale: Double) throws {
        let layout = TextLayout(AttributedText(Self.stacked), options: LayoutOptions(font: FontSpec(size: 16)))
        try #require(layout.inkRect.maxY > layout.logicalRect.maxY + 20, "the marks reach well below the line")
        func drawn(backgroundFirst: Bool) throws -> RGBAImage {
            let canvas = try Canvas(size: Size(width: 120, height: layout.inkRect.maxY + 60), scale: scale, background: .white)
            if backgroundFirst { canvas.finishBackground() }
            layout.draw(on: canvas, at: Point(x: 10, y: 0))
            canvas.fill(Path.roundedRect(Rect(x: 0, y: layout.inkRect.maxY + 40, width: 10, height: 10), radius: 0), with: .color(.black))
            return try canvas.rgbaImage()
        }
        let banded = try drawn(backgroundFirst: false)
        #expect(banded == (try drawn(backgroundFirst: true)))
        let inkedRows = (0..<banded.height).filter { y in (10 * Int(scale)..<banded.width).contains { banded[$0, y].r < 128 } }
        #expect(Double(inkedRows.max() ?? 0) > (layout.logicalRect.maxY + 20) * scale, "the marks were drawn and kept")
    }
}
