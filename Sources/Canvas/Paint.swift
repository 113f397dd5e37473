/// What a fill paints with.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
}

public struct LinearGradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var offset: Double
        public var color: Color
        public init(offset: Double, color: Color) { self.offset = offset; self.color = color }
    }
    public var start: Point
    public var end: Point
    public var stops: [Stop]
    public init(start: Point, end: Point, stops: [Stop]) { self.start = start; self.end = end; self.stops = stops }

    /// Evenly spaced stops from top to bottom of `rect`.
    public static func vertical(in rect: Rect, colors: [Color]) -> LinearGradient {
        let n = max(1, colors.count - 1)
        return LinearGradient(
            start: Point(x: rect.minX, y: rect.minY), end: Point(x: rect.minX, y: rect.maxY),
            stops: colors.enumerated().map { Stop(offset: Double($0.offset) / Double(n), color: $0.element) })
    }
}

public enum FillRule: Sendable { case nonZero, evenOdd }
public enum LineCap: Sendable { case butt, round, square }
public enum LineJoin: Sendable { case miter, round, bevel }

public struct StrokeStyle: Hashable, Sendable {
    public var width: Double
    public var color: Color
    /// On/off lengths in points; empty means solid.
    public var dash: [Double]
    public var dashPhase: Double
    public var cap: LineCap
    public var join: LineJoin

    public init(width: Double = 1, color: Color = .black, dash: [Double] = [], dashPhase: Double = 0,
                cap: LineCap = .butt, join: LineJoin = .miter) {
        (self.width, self.color, self.dash, self.dashPhase, self.cap, self.join) =
            (width, color, dash, dashPhase, cap, join)
    }
}

extension StrokeStyle {
    /// Cairo's default miter limit, which `Canvas.stroke` keeps.
    static let cairoMiterLimit = 10.0

    /// How far past its path a stroke may paint: a miter's tip, else a square cap's corner.
    var reach: Double { width / 2 * (join == .miter ? Self.cairoMiterLimit : 2.squareRoot()) }
}
