import Canvas
import CPango

/// Filled glyph outlines of a layout, flattened to polygons in layout coordinates. Skip-ink asks them
/// where ink crosses a decoration band.
public struct GlyphContour: Sendable {
    public var points: [Point]
    public var bounds: Rect
}

extension TextLayout {
    /// The contours of one line's glyphs, read from Pango as a path (`pango_cairo_layout_line_path`) and
    /// flattened by Cairo to 0.1 pt. Bitmap glyphs (color emoji) have no outline and give none. Only lines
    /// that carry a decoration are ever read: outlines are the costly part of skip-ink.
    func readGlyphContours(line index: Int) -> [GlyphContour] {
        guard index >= 0, index < lines.count, let line = pango_layout_get_line_readonly(layout, Int32(index)),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return [] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [] }
        defer { cairo_destroy(cr) }
        cairo_set_tolerance(cr, 0.1)
        // A line path starts at the current point, on the baseline at the line's logical left edge.
        cairo_move_to(cr, lines[index].logicalRect.minX, lines[index].baseline)
        pango_cairo_layout_line_path(cr, line)
        guard let path = cairo_copy_path_flat(cr) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }

        var contours: [GlyphContour] = []
        var current: [Point] = []
        func finish() {
            if current.count > 2 {
                let xs = current.map(\.x), ys = current.map(\.y)
                contours.append(GlyphContour(points: current, bounds: Rect(
                    x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)))
            }
            current = []
        }
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            let point = i + 1 < Int(path.pointee.num_data) ? Point(x: data[i + 1].point.x, y: data[i + 1].point.y) : .zero
            // cairo_path_data_type_t: 0 move, 1 line, 2 curve (absent from flat paths), 3 close.
            switch header.type.rawValue {
            case 0: finish(); current = [point]
            case 1: current.append(point)
            case 3: finish()
            default: break
            }
            i += Int(header.length)
        }
        finish()
        return contours
    }

    /// The x intervals where the glyph ink of line `line` enters the horizontal band `y0...y1` between
    /// `x0` and `x1`. Each contour contributes the x extent of its edges inside the band.
    public func inkIntervals(onLine line: Int, inBand y0: Double, _ y1: Double, from x0: Double, to x1: Double)
        -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        for contour in glyphContours(line: line)
        where contour.bounds.maxY >= y0 && contour.bounds.minY <= y1 && contour.bounds.maxX >= x0 && contour.bounds.minX <= x1 {
            var lo = Double.infinity, hi = -Double.infinity
            let pts = contour.points
            for k in pts.indices {
                let a = pts[k], b = pts[(k + 1) % pts.count]
                guard let (p, q) = clip(a, b, toBand: y0, y1) else { continue }
                lo = min(lo, p.x, q.x); hi = max(hi, p.x, q.x)
            }
            if lo <= hi { result.append(lo...hi) }
        }
        return result
    }

    /// The part of segment a–b with y inside [y0, y1], if any.
    private func clip(_ a: Point, _ b: Point, toBand y0: Double, _ y1: Double) -> (Point, Point)? {
        if max(a.y, b.y) < y0 || min(a.y, b.y) > y1 { return nil }
        func at(_ y: Double) -> Point {
            let t = (y - a.y) / (b.y - a.y)
            return Point(x: a.x + (b.x - a.x) * t, y: y)
        }
        if a.y == b.y { return (a, b) }
        let p = a.y < y0 ? at(y0) : (a.y > y1 ? at(y1) : a)
        let q = b.y < y0 ? at(y0) : (b.y > y1 ? at(y1) : b)
        return (p, q)
    }
}
