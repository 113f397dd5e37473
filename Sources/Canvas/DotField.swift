import CCairo
import Foundation

/// A dense field of small dots in one colour at three strengths (the Telegram spoiler look), scattered
/// afresh over each area it covers (no repeating tile: the eye finds a repeat at once), fading out over
/// `fade` at the area's edges, and never cut: a dot lies wholly inside its area. The same seed and area
/// index always give the same dots, so a card renders identically every time.
public struct DotField: Hashable, Sendable {
    public var seed: UInt64
    public var color: Color
    /// Dots per square point: `density` over text, fewer over a picture (`pictureDensity`).
    public var dotsPerPoint: Double
    /// Dots per square point over text and their radius, in points.
    public static let density = 0.2
    /// Over a picture the dots sparkle rather than hide: the blur hides it.
    public static let pictureDensity = 0.06
    public static let radius = 0.6
    /// How far in from an area's edges the dots fade in, in points (at most a third of the area).
    public static let fade = 4.0
    static let strengths = [0.3, 0.6, 1.0]
    /// Dots are drawn in batches of one alpha: this many steps between none and full.
    static let alphaSteps = 8
    /// Dots filled at a time.
    static let dotsPerFill = 2048
    /// The most dots one spoiler draws: past it (a spoiler over some 5,000 characters at 17 pt) they thin
    /// out evenly instead of costing seconds (a 19,500-character spoiler had 540,000 dots: 3.4 s).
    public static let maxDots = 100_000

    public init(seed: UInt64, color: Color, dotsPerPoint: Double = DotField.density) {
        (self.seed, self.color, self.dotsPerPoint) = (seed, color, dotsPerPoint)
    }

    /// The part of `density` one spoiler over `areas` draws: all of it up to `maxDots`.
    public static func share(for areas: [Rect], density: Double = DotField.density) -> Double {
        let wanted = areas.reduce(0) { $0 + density * $1.width * $1.height }
        return min(1, Double(maxDots) / max(1, wanted))
    }

    /// The dots of area `index` covering `rect`: centres and alphas (strength times the edge fade).
    /// `share`: the part of `density` drawn (below 1 only for a spoiler past `maxDots`).
    public func dots(in rect: Rect, index: Int, share: Double = 1) -> [(center: Point, alpha: Double)] {
        let r = Self.radius
        guard rect.width > 2 * r, rect.height > 2 * r else { return [] }
        var random = SplitMix64(seed ^ (UInt64(truncatingIfNeeded: index) &+ 1) &* 0xD6E8_FEB8_6659_FD93)
        let inner = rect.insetBy(dx: r, dy: r)
        let fadeX = min(Self.fade, rect.width / 3), fadeY = min(Self.fade, rect.height / 3)
        let count = Int((dotsPerPoint * share * rect.width * rect.height).rounded())
        return (0..<count).map { _ in
            let p = Point(x: inner.minX + random.unit() * inner.width, y: inner.minY + random.unit() * inner.height)
            let strength = Self.strengths[min(Self.strengths.count - 1, Int(random.unit() * Double(Self.strengths.count)))]
            let edgeX = min(p.x - rect.minX, rect.maxX - p.x), edgeY = min(p.y - rect.minY, rect.maxY - p.y)
            return (p, strength * min(1, edgeX / fadeX) * min(1, edgeY / fadeY))
        }
    }
}

/// A SplitMix64 stream: fast, and the same numbers on every platform (spoiler dots; tests' seeded cases).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(_ seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

extension Canvas {
    /// Draws `field`'s dots over each of `areas` (a spoiler's stretch on each line), one fill per alpha
    /// step.
    public func drawDots(_ field: DotField, in areas: [Rect]) {
        var batches = [[Point]](repeating: [], count: DotField.alphaSteps + 1)
        let share = DotField.share(for: areas, density: field.dotsPerPoint)
        for (i, area) in areas.enumerated() {
            willDraw(in: area)
            for dot in field.dots(in: area, index: i, share: share) {
                let step = Int((dot.alpha * Double(DotField.alphaSteps)).rounded())
                if step > 0 { batches[step].append(dot.center) }
            }
        }
        let c = field.color
        for (step, centers) in batches.enumerated() where !centers.isEmpty {
            cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha * Double(step) / Double(DotField.alphaSteps))
            // In chunks: a spoiler over a whole long message is hundreds of thousands of dots, and one
            // path of them all held half a gigabyte (a 19,500-character spoiler: 545 MB, now 159).
            for chunk in stride(from: 0, to: centers.count, by: DotField.dotsPerFill) {
                cairo_new_path(context)
                for p in centers[chunk..<min(chunk + DotField.dotsPerFill, centers.count)] {
                    cairo_new_sub_path(context)
                    cairo_arc(context, p.x, p.y, DotField.radius, 0, 2 * .pi)
                }
                cairo_fill(context)
            }
        }
    }
}
