import Canvas
import CPango

extension TextLayout {
    /// The x intervals where the glyph ink of line `line` lies inside the horizontal band `y0...y1` between
    /// `x0` and `x1`: where an outline's edges pass through the band, and where the filled shape spans it at
    /// its top and bottom rows (nonzero winding). So the counter of a "u" or the bowl of a "g" that the band
    /// crosses stays clear, and a stem through the band is covered wall to wall. A color glyph (emoji): the
    /// columns of its mask with ink in the band.
    public func inkIntervals(onLine line: Int, inBand y0: Double, _ y1: Double, from x0: Double, to x1: Double)
        -> [ClosedRange<Double>] {
        let ink = lineInk(line)
        let outlines = GlyphOutlineCache.current
        var result: [ClosedRange<Double>] = []
        for color in ink.colorGlyphs where color.box.maxY >= y0 && color.box.minY <= y1 && color.box.maxX >= x0 && color.box.minX <= x1 {
            let o = color.origin
            let box = Rect(x: color.box.minX - o.x, y: color.box.minY - o.y, width: color.box.width, height: color.box.height)
            guard let coverage = outlines.coverage(of: color.glyph, in: color.font, box: box) else {
                result.append(color.box.minX...color.box.maxX)  // no mask: the box is the ink
                continue
            }
            result += coverage.inkIntervals(inBand: y0 - o.y, y1 - o.y).map { ($0.lowerBound + o.x)...($0.upperBound + o.x) }
        }
        for glyph in ink.glyphs where glyph.reach.overlaps(x0...x1) {
            // In glyph coordinates: the band and the span moved by the origin once, not every point.
            let o = glyph.origin
            let b0 = y0 - o.y, b1 = y1 - o.y, s0 = x0 - o.x, s1 = x1 - o.x
            let crossing = outlines.contours(of: glyph.glyph, in: glyph.font).filter { contour in
                contour.bounds.maxY >= b0 && contour.bounds.minY <= b1 && contour.bounds.maxX >= s0 && contour.bounds.minX <= s1
            }
            guard !crossing.isEmpty else { continue }
            var pieces: [ClosedRange<Double>] = []
            for contour in crossing {
                let pts = contour.points
                for k in pts.indices {
                    guard let (p, q) = clip(pts[k], pts[k + 1 == pts.count ? 0 : k + 1], toBand: b0, b1) else { continue }
                    pieces.append(min(p.x, q.x)...max(p.x, q.x))
                }
            }
            pieces += Self.filled(crossing, atY: b0) + Self.filled(crossing, atY: b1)
            result += mergeIntervals(pieces).map { ($0.lowerBound + o.x)...($0.upperBound + o.x) }
        }
        return result
    }

    /// The x intervals inside the filled outline (nonzero winding) along the line at height `y`.
    static func filled(_ contours: [GlyphContour], atY y: Double) -> [ClosedRange<Double>] {
        var crossings: [(x: Double, winding: Int)] = []
        for contour in contours where contour.bounds.minY <= y && contour.bounds.maxY >= y {
            let pts = contour.points
            for k in pts.indices {
                let a = pts[k], b = pts[k + 1 == pts.count ? 0 : k + 1]
                // Half-open in y, so a vertex on the line counts once.
                guard (a.y <= y && y < b.y) || (b.y <= y && y < a.y) else { continue }
                crossings.append((a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), a.y < b.y ? 1 : -1))
            }
        }
        crossings.sort { $0.x < $1.x }
        var inside: [ClosedRange<Double>] = []
        var winding = 0
        for (i, crossing) in crossings.enumerated() {
            winding += crossing.winding
            if winding != 0, i + 1 < crossings.count { inside.append(crossing.x...crossings[i + 1].x) }
        }
        return inside
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

/// Overlapping intervals joined, in order (skip-ink's ink and gaps, decorations' visible pieces).
public func mergeIntervals(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
    var out: [ClosedRange<Double>] = []
    for r in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = out.last, r.lowerBound <= last.upperBound {
            out[out.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
        } else {
            out.append(r)
        }
    }
    return out
}
