import CCairo
import Foundation

/// A dense field of small dots in one colour at three strengths (the Telegram spoiler look), repeating
/// every `tile` points. The same seed always gives the same dots, so a card renders identically every
/// time. Dots that cross a tile's edge are drawn on both sides, so the repeat has no seam.
public struct DotField: Hashable, Sendable {
    public var seed: UInt64
    public var color: Color
    /// Dots per square point, their radius, and the repeat in points.
    public static let density = 0.2
    public static let radius = 0.6
    public static let tile = 40.0
    static let strengths = [0.3, 0.6, 1.0]
    /// Vector targets get a raster tile at this many pixels per point.
    static let vectorPixelScale = 4.0

    public init(seed: UInt64, color: Color) { (self.seed, self.color) = (seed, color) }

    /// The dots' centres in tile coordinates and their strengths, from a SplitMix64 stream of `seed`.
    public func dots() -> [(center: Point, alpha: Double)] {
        var state = seed
        func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
        let count = Int(Self.density * Self.tile * Self.tile)
        return (0..<count).map { _ in
            let p = Point(x: next() * Self.tile, y: next() * Self.tile)
            return (p, Self.strengths[min(Self.strengths.count - 1, Int(next() * Double(Self.strengths.count)))])
        }
    }
}

extension Canvas {
    /// Sets a repeating tile of `field`'s dots as the source, anchored at the user-space origin. The
    /// tile is drawn once per canvas and field (a message's spoilers share one).
    func setSource(_ field: DotField) {
        if let kept = dotPattern, kept.field == field { return cairo_set_source(context, kept.pattern) }
        if let kept = dotPattern { cairo_pattern_destroy(kept.pattern) }
        let pattern = makeDotPattern(field)
        dotPattern = (field, pattern)
        cairo_set_source(context, pattern)
    }

    private func makeDotPattern(_ field: DotField) -> OpaquePointer {
        let pixelScale = target == .image ? scale : DotField.vectorPixelScale
        let side = Int32((DotField.tile * pixelScale).rounded())
        let tile = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
        defer { cairo_surface_destroy(tile) }
        let cr = cairo_create(tile)!
        cairo_scale(cr, Double(side) / DotField.tile, Double(side) / DotField.tile)
        let c = field.color
        for dot in field.dots() {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * dot.alpha)
            for dx in [-DotField.tile, 0, DotField.tile] {
                for dy in [-DotField.tile, 0, DotField.tile] {
                    let x = dot.center.x + dx, y = dot.center.y + dy
                    guard x > -DotField.radius, x < DotField.tile + DotField.radius,
                          y > -DotField.radius, y < DotField.tile + DotField.radius else { continue }
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, x, y, DotField.radius, 0, 2 * .pi)
                }
            }
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        let pattern = cairo_pattern_create_for_surface(tile)!
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(side) / DotField.tile, Double(side) / DotField.tile)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }
}
