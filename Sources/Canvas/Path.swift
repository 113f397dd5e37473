import Foundation
/// A vector path as a plain value: decorations build these without touching Cairo.
/// Arcs and quadratic curves are stored as cubic Béziers, so every consumer handles four element kinds.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case cubic(control1: Point, control2: Point, end: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the next element starts (nil before the first move).
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        elements.append(.move(p)); currentPoint = p; subpathStart = p
    }

    public mutating func line(to p: Point) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(p)); currentPoint = p
    }

    public mutating func curve(to end: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.cubic(control1: control1, control2: control2, end: end)); currentPoint = end
    }

    public mutating func quadCurve(to end: Point, control: Point) {
        guard let start = currentPoint else { move(to: control); return quadCurve(to: end, control: control) }
        // Degree elevation: a quadratic is exactly a cubic with controls at 2/3 toward the quad control.
        let c1 = start + (control - start) * (2.0 / 3.0)
        let c2 = end + (control - end) * (2.0 / 3.0)
        curve(to: end, control1: c1, control2: c2)
    }

    /// An arc of a circle from `startAngle` to `endAngle` (radians, measured from +x toward +y, which is
    /// clockwise on screen). `increasing: false` sweeps the other way, like `cairo_arc_negative`.
    /// A line joins the current point to the arc's start, as in Cairo.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                             increasing: Bool = true) {
        var sweep = endAngle - startAngle
        if increasing { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        guard radius > 0, sweep != 0 else { return }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = Point(x: cos(angle), y: sin(angle)), p1 = Point(x: cos(next), y: sin(next))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            curve(to: center + p1 * radius, control1: center + c1 * radius, control2: center + c2 * radius)
            angle = next
        }
    }

    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close); currentPoint = subpathStart
    }

    public mutating func append(_ other: Path) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .cubic(let c1, let c2, let end): curve(to: end, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: r.origin)
        p.line(to: Point(x: r.maxX, y: r.minY))
        p.line(to: Point(x: r.maxX, y: r.maxY))
        p.line(to: Point(x: r.minX, y: r.maxY))
        p.close()
        return p
    }

    /// A rect with circular corners; the radius is clamped to half the smaller side.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let rr = max(0, min(radius, r.width / 2, r.height / 2))
        guard rr > 0 else { return rect(r) }
        var p = Path()
        p.move(to: Point(x: r.minX + rr, y: r.minY))
        p.arc(center: Point(x: r.maxX - rr, y: r.minY + rr), radius: rr, startAngle: -.pi / 2, endAngle: 0)
        p.arc(center: Point(x: r.maxX - rr, y: r.maxY - rr), radius: rr, startAngle: 0, endAngle: .pi / 2)
        p.arc(center: Point(x: r.minX + rr, y: r.maxY - rr), radius: rr, startAngle: .pi / 2, endAngle: .pi)
        p.arc(center: Point(x: r.minX + rr, y: r.minY + rr), radius: rr, startAngle: .pi, endAngle: 1.5 * .pi)
        p.close()
        return p
    }

    public static func ellipse(in r: Rect) -> Path {
        var circle = Path()
        circle.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi)
        circle.close()
        return circle.applying(AffineTransform.scale(x: r.width / 2, y: r.height / 2)
            .concatenating(.translation(x: r.midX, y: r.midY)))
    }

    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .cubic(let c1, let c2, let end):
                out.curve(to: t.apply(end), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// The tight bounding box of the drawn path (curve extrema, not control points); nil when empty.
    public var bounds: Rect? {
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        func add(_ p: Point) {
            if let b = box { box = (min(b.x0, p.x), min(b.y0, p.y), max(b.x1, p.x), max(b.y1, p.y)) }
            else { box = (p.x, p.y, p.x, p.y) }
        }
        var last = Point.zero, start = Point.zero
        for e in elements {
            switch e {
            case .move(let p): add(p); last = p; start = p
            case .line(let p): add(p); last = p
            case .cubic(let c1, let c2, let end):
                add(end)
                for t in CubicBezier(p0: last, p1: c1, p2: c2, p3: end).extremaParameters() {
                    add(CubicBezier(p0: last, p1: c1, p2: c2, p3: end).point(at: t))
                }
                last = end
            case .close: last = start  // the next segment starts where this subpath began
            }
        }
        return box.map { Rect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
    }
}

/// One cubic segment; used for bounds and for flattening in geometry tests.
public struct CubicBezier: Sendable {
    public var p0, p1, p2, p3: Point
    public init(p0: Point, p1: Point, p2: Point, p3: Point) { (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3) }

    public func point(at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Parameters in (0, 1) where x or y has a local extremum.
    func extremaParameters() -> [Double] {
        func roots(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
            // Derivative of the 1-D cubic, as a quadratic A t² + B t + C.
            let qa = 3 * (-a + 3 * b - 3 * c + d), qb = 6 * (a - 2 * b + c), qc = 3 * (b - a)
            var ts: [Double] = []
            if abs(qa) < 1e-12 {
                if abs(qb) > 1e-12 { ts.append(-qc / qb) }
            } else {
                let disc = qb * qb - 4 * qa * qc
                if disc >= 0 {
                    let s = disc.squareRoot()
                    ts += [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
                }
            }
            return ts.filter { $0 > 0 && $0 < 1 }
        }
        return roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)
    }
}

extension Point {
    public var length: Double { (x * x + y * y).squareRoot() }
    public var normalized: Point { let l = length; return l > 0 ? Point(x: x / l, y: y / l) : .zero }
}
