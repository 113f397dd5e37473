import Canvas
import CCairo
import CPango

/// Where a color glyph (an emoji bitmap, which has no outline) has ink: its alpha, drawn once by Cairo at a
/// coarse resolution. Skip-ink cuts the line where the emoji's ink crosses it, not across its whole box
/// (a kangaroo's feet reach the underline; its box is three times as wide).
struct ColorGlyphCoverage {
    /// The mask's box in points, relative to the glyph's origin on the baseline.
    let box: Rect
    let pixelsPerPoint: Double
    let columns: Int, rows: Int
    let alpha: [UInt8]

    /// At most this many mask pixels on the longer side, and never finer than this many per point.
    static let maxSide = 160.0
    static let finest = 4.0
    /// An alpha from which a mask pixel counts as ink: an emoji's faintest fringe (its soft shadow's
    /// edge) does not cut the line.
    static let inkAlpha: UInt8 = 24

    /// The x intervals (points, glyph coordinates) of the mask's columns with ink in the rows that reach
    /// `y0...y1`; each column counts whole, so the intervals cover the ink.
    func inkIntervals(inBand y0: Double, _ y1: Double) -> [ClosedRange<Double>] {
        let first = max(0, Int(((y0 - box.minY) * pixelsPerPoint).rounded(.down)))
        let last = min(rows - 1, Int(((y1 - box.minY) * pixelsPerPoint).rounded(.up)) - 1)
        guard first <= last else { return [] }
        var result: [ClosedRange<Double>] = []
        for column in 0..<columns where (first...last).contains(where: { alpha[$0 * columns + column] >= Self.inkAlpha }) {
            let x0 = box.minX + Double(column) / pixelsPerPoint, x1 = x0 + 1 / pixelsPerPoint
            if let previous = result.last, previous.upperBound >= x0 - 1e-9 {
                result[result.count - 1] = previous.lowerBound...x1
            } else {
                result.append(x0...x1)
            }
        }
        return result
    }

    /// `glyph` of the Cairo scaled font drawn into a mask covering `box` (its ink box, glyph coordinates).
    static func draw(_ glyph: PangoGlyph, in font: OpaquePointer, box: Rect) -> ColorGlyphCoverage? {
        guard box.width > 0, box.height > 0 else { return nil }
        let ppp = min(finest, maxSide / max(box.width, box.height))
        let columns = max(1, Int((box.width * ppp).rounded(.up))), rows = max(1, Int((box.height * ppp).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(columns), Int32(rows)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return nil }
        cairo_scale(context, ppp, ppp)
        cairo_translate(context, -box.minX, -box.minY)
        cairo_set_scaled_font(context, font)
        var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_show_glyphs(context, &g, 1)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var alpha = [UInt8](repeating: 0, count: columns * rows)
        // Premultiplied ARGB32 in native order: alpha is the high byte of each 32-bit pixel.
        data.withMemoryRebound(to: UInt8.self, capacity: stride * rows) { bytes in
            for y in 0..<rows {
                let row = UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<columns { alpha[y * columns + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }
        return ColorGlyphCoverage(box: box, pixelsPerPoint: ppp, columns: columns, rows: rows, alpha: alpha)
    }
}
