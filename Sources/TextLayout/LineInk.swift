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

/// A glyph of a line with the place of its origin in layout coordinates.
struct PlacedGlyph {
    let contours: [GlyphContour]
    let origin: Point
}

/// What skip-ink needs of one line: the outlined glyphs, placed, and where color glyphs (emoji) sit.
struct LineInk {
    var glyphs: [PlacedGlyph] = []
    var colorSpans: [ClosedRange<Double>] = []
}

extension TextLayout {
    /// Walks one line's glyphs as Pango's renderer places them (run offsets, glyph offsets, advances,
    /// starting at the line's logical left edge on its baseline). Outlines come from the thread's cache;
    /// color glyphs, spaces and unknown-character boxes have none.
    func readLineInk(line index: Int) -> LineInk {
        guard index >= 0, index < lines.count,
              let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return LineInk() }
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
            let scaledFont = isColor ? nil : CairoGlyphPaths.scaledFont(of: font)
            let y = baseline - points(run.pointee.y_offset)
            x += points(run.pointee.start_x_offset)
            let runStart = x
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[i]
                defer { x += points(info.geometry.width) }
                guard let scaledFont, info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 else { continue }
                let contours = outlines.contours(of: info.glyph, in: scaledFont)
                guard !contours.isEmpty else { continue }
                ink.glyphs.append(PlacedGlyph(contours: contours, origin: Point(
                    x: x + points(info.geometry.x_offset), y: y + points(info.geometry.y_offset))))
            }
            if isColor, x > runStart { ink.colorSpans.append(runStart...x) }
            x += points(run.pointee.end_x_offset)
        }
        return ink
    }

    /// The x ranges of line `line` drawn with color glyphs (emoji): decorations cross them straight.
    public func colorGlyphSpans(onLine line: Int) -> [ClosedRange<Double>] { lineInk(line).colorSpans }
}
