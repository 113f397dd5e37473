import Canvas

public enum CornerStyle: String, Hashable, Sendable, CaseIterable {
    /// Quarter circles.
    case circular
    /// A smoother corner that starts bending earlier (like iOS "continuous" corners).
    case continuous

    /// How far along each edge the corner reaches, per unit of radius.
    var reach: Double { self == .circular ? 1 : 1.5 }
    /// Where the Bézier control points sit, as a fraction of the reach from the tangent point to the vertex.
    /// 0.5523 = 4/3·tan(π/8) makes a quarter circle.
    var controlFraction: Double { self == .circular ? 0.5523 : 0.68 }
}

public enum CornerRounding {
    /// A closed path through `polygon` with every vertex rounded. Each corner's reach is clamped to half of
    /// both adjacent edges, so neighbouring corners never overlap and the path never crosses itself; the
    /// turn direction alone makes a corner convex or concave.
    public static func path(_ polygon: [Point], radius: Double, style: CornerStyle = .circular) -> Path {
        var path = Path()
        let n = polygon.count
        guard n >= 3 else { return path }
        let last = polygon[n - 1], first = polygon[0]
        path.move(to: Point(x: (last.x + first.x) / 2, y: (last.y + first.y) / 2))
        for i in 0..<n {
            let prev = polygon[(i + n - 1) % n], vertex = polygon[i], next = polygon[(i + 1) % n]
            let toPrev = prev - vertex, toNext = next - vertex
            let reach = min(radius * style.reach, toPrev.length / 2, toNext.length / 2)
            guard reach > 1e-9 else { path.line(to: vertex); continue }
            let t1 = vertex + toPrev.normalized * reach, t2 = vertex + toNext.normalized * reach
            let f = style.controlFraction
            path.line(to: t1)
            path.curve(to: t2, control1: t1 + (vertex - t1) * f, control2: t2 + (vertex - t2) * f)
        }
        path.close()
        return path
    }
}
