import Foundation

/// The outline of a stroked polyline as a closed path (mitred joins, butt ends), for shapes that cut a
/// stroke out of a fill with the even-odd rule in every target (PNG, PDF, SVG alike), where Cairo has no
/// public stroke-to-path.
public enum StrokeOutline {
    public static func polyline(_ points: [Point], width: Double) -> Path {
        var path = Path()
        guard points.count >= 2 else { return path }
        let r = width / 2
        let normals = zip(points, points.dropFirst()).map { a, b -> Point in
            let d = b - a, length = max(hypot(d.x, d.y), 1e-12)
            return Point(x: -d.y / length, y: d.x / length)
        }
        /// The outline's corner at point `i` on the side `sign` (+1 left, −1 right).
        func corner(_ i: Int, _ sign: Double) -> Point {
            let n: Point
            if i == 0 { n = normals[0] } else if i == points.count - 1 { n = normals[i - 1] } else {
                let sum = normals[i - 1] + normals[i], length = max(hypot(sum.x, sum.y), 1e-12)
                let bisector = Point(x: sum.x / length, y: sum.y / length)
                // The miter reaches r / cos(half the turn) along the bisector.
                let cosine = max(bisector.x * normals[i].x + bisector.y * normals[i].y, 0.25)
                n = bisector * (1 / cosine)
            }
            return points[i] + n * (sign * r)
        }
        path.move(to: corner(0, 1))
        for i in 1..<points.count { path.line(to: corner(i, 1)) }
        for i in (0..<points.count).reversed() { path.line(to: corner(i, -1)) }
        path.close()
        return path
    }
}
