import Canvas
import CPango

/// A filled glyph outline flattened to a polygon, in points, relative to the glyph's origin on the
/// baseline (y grows downward). Skip-ink asks outlines where ink crosses a decoration band.
public struct GlyphContour: Sendable {
    public var points: [Point]
    public var bounds: Rect

    /// A contour of `points` (at least one) with their bounding box.
    init(points: [Point]) {
        var lo = points[0], hi = points[0]
        for p in points { lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y)); hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y)) }
        self.points = points
        bounds = Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }
}

/// A glyph of a line with the place of its origin in layout coordinates. Its outline is read only when
/// a decoration passes near it: an underlined word need not look up the rest of its line.
struct PlacedGlyph {
    let glyph: PangoGlyph
    /// The Cairo scaled font (borrowed from the layout's font, which outlives the line's reading).
    let font: OpaquePointer
    let origin: Point
    /// Where its ink may lie, horizontally: its advance widened by a line height of its font on each
    /// side (marks and swashes reach past the advance, never that far).
    let reach: ClosedRange<Double>
}

/// A color glyph (emoji) of a line: its ink box in layout coordinates, and what draws its mask.
struct PlacedColorGlyph {
    let glyph: PangoGlyph
    /// The Cairo scaled font (borrowed from the layout's font, which outlives the line's reading).
    let font: OpaquePointer
    let origin: Point
    let box: Rect
}

/// What skip-ink needs of one line: the glyphs that have outlines and the color glyphs (emoji bitmaps
/// have no outline: their mask is their ink), placed.
struct LineInk {
    var glyphs: [PlacedGlyph] = []
    var colorGlyphs: [PlacedColorGlyph] = []
}

extension TextLayout {
    /// Walks one line's glyphs as Pango's renderer places them (run offsets, glyph offsets, advances,
    /// starting at the line's logical left edge on its baseline). Color glyphs and unknown-character
    /// boxes have no outline to read.
    func readLineInk(line index: Int) -> LineInk {
        guard index >= 0, index < lines.count,
              let line = pango_layout_get_line_readonly(finishedLayout(), Int32(index)) else { return LineInk() }
        let outlines = GlyphOutlineCache.current
        let baseline = lines[index].baseline
        var x = lines[index].logicalRect.minX
        var ink = LineInk()
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let glyphs = run.pointee.glyphs, let font = run.pointee.item?.pointee.analysis.font else { continue }
            let isColor = outlines.isColorFont(font)
            let scaledFont = CairoGlyphPaths.scaledFont(of: font)
            let margin = scaledFont.map(CairoGlyphPaths.lineHeight) ?? 0
            let y = baseline - points(run.pointee.y_offset)
            x += points(run.pointee.start_x_offset)
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[i]
                let advance = points(info.geometry.width)
                defer { x += advance }
                guard info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0, info.glyph != PANGO_GLYPH_EMPTY else { continue }
                let origin = Point(x: x + points(info.geometry.x_offset), y: y + points(info.geometry.y_offset))
                guard let scaledFont else { continue }
                if !isColor {
                    ink.glyphs.append(PlacedGlyph(glyph: info.glyph, font: scaledFont, origin: origin,
                                                  reach: (min(x, origin.x) - margin)...(max(x + advance, origin.x) + margin)))
                } else if let box = Self.inkBox(of: info.glyph, in: font, at: origin) {
                    ink.colorGlyphs.append(PlacedColorGlyph(glyph: info.glyph, font: scaledFont, origin: origin, box: box))
                }
            }
            x += points(run.pointee.end_x_offset)
        }
        return ink
    }

    /// A color glyph's ink box in layout coordinates (nil when it draws nothing).
    private static func inkBox(of glyph: PangoGlyph, in font: UnsafeMutablePointer<PangoFont>, at origin: Point) -> Rect? {
        var ink = PangoRectangle()
        pango_font_get_glyph_extents(font, glyph, &ink, nil)
        guard ink.width > 0, ink.height > 0 else { return nil }
        return Rect(x: origin.x + points(ink.x), y: origin.y + points(ink.y), width: points(ink.width), height: points(ink.height))
    }
}
