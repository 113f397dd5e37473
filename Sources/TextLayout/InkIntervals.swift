import Canvas
import CPango

extension TextLayout {
    /// The x intervals where the glyph ink of line `line` enters the horizontal band `y0...y1` between
    /// `x0` and `x1`. Each contour contributes the x extent of its edges inside the band; a color glyph
    /// (emoji) whose ink box reaches the band, that box's width.
    public func inkIntervals(onLine line: Int, inBand y0: Double, _ y1: Double, from x0: Double, to x1: Double)
        -> [ClosedRange<Double>] {
        let ink = lineInk(line)
        var result = ink.colorInk.filter { $0.maxY >= y0 && $0.minY <= y1 && $0.maxX >= x0 && $0.minX <= x1 }.map { $0.minX...$0.maxX }
        let outlines = GlyphOutlineCache.current
        for glyph in ink.glyphs where glyph.reach.overlaps(x0...x1) {
            // In glyph coordinates: the band and the span moved by the origin once, not every point.
            let o = glyph.origin
            let b0 = y0 - o.y, b1 = y1 - o.y, s0 = x0 - o.x, s1 = x1 - o.x
            for contour in outlines.contours(of: glyph.glyph, in: glyph.font)
            where contour.bounds.maxY >= b0 && contour.bounds.minY <= b1 && contour.bounds.maxX >= s0 && contour.bounds.minX <= s1 {
                var lo = Double.infinity, hi = -Double.infinity
                let pts = contour.points
                for k in pts.indices {
                    let a = pts[k], b = pts[k + 1 == pts.count ? 0 : k + 1]
                    guard let (p, q) = clip(a, b, toBand: b0, b1) else { continue }
                    lo = min(lo, p.x, q.x); hi = max(hi, p.x, q.x)
                }
                if lo <= hi { result.append((lo + o.x)...(hi + o.x)) }
            }
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

