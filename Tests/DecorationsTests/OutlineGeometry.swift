import Canvas

/// Test helpers: flatten paths to polygons and ask geometric questions of them.
enum OutlineGeometry {
    /// Each subpath as a closed polyline (cubics split into `steps` segments).
    static func flatten(_ path: Path, steps: Int = 12) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                if !current.isEmpty { result.append(current) }
                current = [p]; last = p
            case .line(let p):
                current.append(p); last = p
            case .cubic(let c1, let c2, let end):
                let curve = CubicBezier(p0: last, p1: c1, p2: c2, p3: end)
                for i in 1...steps { current.append(curve.point(at: Double(i) / Double(steps))) }
                last = end
            case .close:
                result.append(current); current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result.map(dedupe)
    }

    static func dedupe(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        for p in points where out.last.map({ ($0 - p).length > 1e-9 }) ?? true { out.append(p) }
        if out.count > 1, (out[0] - out[out.count - 1]).length < 1e-9 { out.removeLast() }
        return out
    }

    static func isClosed(_ path: Path) -> Bool {
        var open = false
        for e in path.elements {
            switch e {
            case .move: if open { return false }; open = true
            case .close: open = false
            default: break
            }
        }
        return !open
    }

    /// Nonzero winding number of `p` over every ring.
    static func contains(_ rings: [[Point]], _ p: Point) -> Bool {
        var winding = 0
        for ring in rings {
            for i in ring.indices {
                let a = ring[i], b = ring[(i + 1) % ring.count]
                let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if a.y <= p.y {
                    if b.y > p.y && cross > 0 { winding += 1 }
                } else if b.y <= p.y && cross < 0 {
                    winding -= 1
                }
            }
        }
        return winding != 0
    }

    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let t = max(0, min(1, (ap.x * ab.x + ap.y * ab.y) / max(1e-12, ab.x * ab.x + ab.y * ab.y)))
        return (p - (a + ab * t)).length
    }

    static func distanceToBoundary(_ rings: [[Point]], _ p: Point) -> Double {
        var best = Double.infinity
        for ring in rings {
            for i in ring.indices { best = min(best, distance(p, toSegment: ring[i], ring[(i + 1) % ring.count])) }
        }
        return best
    }

    /// Proper crossings between non-adjacent segments, within and across rings.
    static func selfIntersections(_ rings: [[Point]]) -> Int {
        var segments: [(Point, Point, ring: Int, index: Int, count: Int)] = []
        for (r, ring) in rings.enumerated() {
            for i in ring.indices { segments.append((ring[i], ring[(i + 1) % ring.count], r, i, ring.count)) }
        }
        var crossings = 0
        for i in segments.indices {
            for j in (i + 1)..<segments.count {
                let s = segments[i], t = segments[j]
                if s.ring == t.ring {
                    let d = abs(s.index - t.index)
                    if d <= 1 || d == s.count - 1 { continue }  // neighbours share an end point
                }
                if properlyIntersect(s.0, s.1, t.0, t.1) { crossings += 1 }
            }
        }
        return crossings
    }

    static func properlyIntersect(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        guard max(a.x, b.x) >= min(c.x, d.x), max(c.x, d.x) >= min(a.x, b.x),
              max(a.y, b.y) >= min(c.y, d.y), max(c.y, d.y) >= min(a.y, b.y) else { return false }
        func orient(_ p: Point, _ q: Point, _ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        let eps = 1e-9
        let o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b)
        return ((o1 > eps && o2 < -eps) || (o1 < -eps && o2 > eps)) && ((o3 > eps && o4 < -eps) || (o3 < -eps && o4 > eps))
    }
}
