import Canvas
import Foundation
import TextLayout

/// `chatcard text --json`: a layout as numbers, for tests and scripts that check text without looking.
/// Coordinates are points in the layout's own space (top-left of the text box at 0,0); ranges are
/// grapheme-cluster offsets, end exclusive.
struct LayoutJSON: Encodable {
    struct Box: Encodable {
        var x, y, width, height: Double
        init(_ r: Rect) { (x, y, width, height) = (r.minX, r.minY, r.width, r.height) }
    }

    struct Line: Encodable {
        var text: String
        var range: [Int]
        var usedRect: Box
        var baseline: Double
        var rightToLeft: Bool
    }

    struct Glyph: Encodable {
        var text: String
        var offset: Int
        var line: Int
        var logicalRect: Box
        var inkRect: Box
    }

    struct Extent: Encodable { var width, height: Double }

    var size: Extent
    var lines: [Line]
    var glyphs: [Glyph]?

    init(_ layout: TextLayout, glyphs withGlyphs: Bool) {
        let text = layout.text.string
        size = Extent(width: layout.size.width, height: layout.size.height)
        lines = layout.lines.map { line in
            Line(text: String(text[line.range]), range: [line.characterRange.lowerBound, line.characterRange.upperBound],
                 usedRect: Box(line.usedRect), baseline: line.baseline, rightToLeft: line.isRightToLeft)
        }
        glyphs = withGlyphs ? layout.glyphBoxes().map { g in
            Glyph(text: String(text[g.range]), offset: g.characterOffset, line: g.lineIndex,
                  logicalRect: Box(g.logicalRect), inkRect: Box(g.inkRect))
        } : nil
    }
}
