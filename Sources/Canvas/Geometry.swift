import Foundation
/// Points everywhere: origin top-left, y down. Pixel density is applied once, by the canvas.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(x), \(y))" }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }
    /// True when the two share some area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
    /// The smallest rect holding both; an empty-sized rect still contributes its origin.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Device-pixel snapping: straight edges and text origins on whole pixels of a canvas of `scale`.
extension Point {
    public func snapped(scale: Double) -> Point {
        Point(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale)
    }
}

extension Rect {
    /// The rect with each edge on its nearest device pixel.
    public func snapped(scale: Double) -> Rect {
        let low = origin.snapped(scale: scale), high = Point(x: maxX, y: maxY).snapped(scale: scale)
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}

/// A 2-D affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty (Cairo's matrix layout).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// Mirror across the vertical line x = axis.
    public static func mirrorX(around axis: Double) -> AffineTransform {
        AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * axis, ty: 0)
    }
    /// Mirror across the horizontal line y = axis.
    public static func mirrorY(around axis: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * axis)
    }
    /// `self` applied first, then `next`.
    public func concatenating(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
    /// The bounds of a transformed rect (the rect itself under translations, scales and mirrors).
    public func apply(_ r: Rect) -> Rect {
        let p = apply(Point(x: r.minX, y: r.minY)), q = apply(Point(x: r.maxX, y: r.minY))
        let s = apply(Point(x: r.minX, y: r.maxY)), t = apply(Point(x: r.maxX, y: r.maxY))
        let x0 = min(p.x, q.x, s.x, t.x), y0 = min(p.y, q.y, s.y, t.y)
        return Rect(x: x0, y: y0, width: max(p.x, q.x, s.x, t.x) - x0, height: max(p.y, q.y, s.y, t.y) - y0)
    }
}
