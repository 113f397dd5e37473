import CCairo

/// Four opaque colours at the corners of a canvas, blended bilinearly between them (Telegram's
/// four-point wallpaper gradient, drawn as a smooth field).
public struct CornerGradient: Sendable, Hashable {
    public var topLeft, topRight, bottomLeft, bottomRight: Color

    public init(topLeft: Color, topRight: Color, bottomLeft: Color, bottomRight: Color) {
        (self.topLeft, self.topRight, self.bottomLeft, self.bottomRight) = (topLeft, topRight, bottomLeft, bottomRight)
    }

    /// One colour everywhere.
    public init(_ color: Color) { self.init(topLeft: color, topRight: color, bottomLeft: color, bottomRight: color) }

    /// The four corners' colours: what a translucent fill over the field is judged against.
    public var corners: [Color] { [topLeft, topRight, bottomLeft, bottomRight] }

    /// One colour at every corner.
    var isFlat: Bool { topLeft == topRight && topLeft == bottomLeft && topLeft == bottomRight }

    /// The colour at (`fx`, `fy`), each 0…1 across the canvas.
    public func color(atX fx: Double, y fy: Double) -> Color {
        func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color {
            Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
        }
        return lerp(lerp(topLeft, topRight, fx), lerp(bottomLeft, bottomRight, fx), fy)
    }

    /// Row `y` of a `width` × `height` image in 16.16 fixed point (0…255 per channel): the first pixel's
    /// colour at its centre and the step from one pixel to the next.
    func fixedRow(_ y: Int, width: Int, height: Int) -> (start: FixedRGB, step: FixedRGB) {
        let (w, h) = (Double(width), Double(max(1, height)))
        let fy = (Double(y) + 0.5) / h
        let left = FixedRGB(color(atX: 0.5 / w, y: fy)), right = FixedRGB(color(atX: (w - 0.5) / w, y: fy))
        let span = Int32(max(1, width - 1))
        return (left, FixedRGB(r: (right.r - left.r) / span, g: (right.g - left.g) / span, b: (right.b - left.b) / span))
    }

    /// Paints the whole `size` on a vector surface as one mesh patch (PDF keeps it a smooth shading).
    func paint(on context: OpaquePointer, size: Size) {
        let mesh = meshPattern(size: size)
        cairo_set_source(context, mesh)
        cairo_paint(context)
        cairo_pattern_destroy(mesh)
    }

    /// The field over `size` as a Cairo mesh pattern (the caller destroys it).
    func meshPattern(size: Size) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, 0, 0)
        cairo_mesh_pattern_line_to(mesh, size.width, 0)
        cairo_mesh_pattern_line_to(mesh, size.width, size.height)
        cairo_mesh_pattern_line_to(mesh, 0, size.height)
        for (corner, c) in [topLeft, topRight, bottomRight, bottomLeft].enumerated() {
            cairo_mesh_pattern_set_corner_color_rgb(mesh, UInt32(corner), c.red, c.green, c.blue)
        }
        cairo_mesh_pattern_end_patch(mesh)
        return mesh
    }
}

/// A colour in 16.16 fixed point, 0…255 per channel: stepped along a row without rounding each pixel
/// (32-bit lanes, so the row loop vectorises).
struct FixedRGB {
    var r, g, b: Int32

    init(r: Int32, g: Int32, b: Int32) { (self.r, self.g, self.b) = (r, g, b) }
    init(_ c: Color) {
        func fixed(_ v: Double) -> Int32 { Int32((v * 255 * 65536).rounded()) }
        (r, g, b) = (fixed(c.red), fixed(c.green), fixed(c.blue))
    }

    /// The opaque ARGB32 pixel.
    var pixel: UInt32 { Self.pixel(r, g, b) }

    @inline(__always)
    static func pixel(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt32 {
        0xFF00_0000 | UInt32(truncatingIfNeeded: r >> 16) << 16 | UInt32(truncatingIfNeeded: g >> 16) << 8 | UInt32(truncatingIfNeeded: b >> 16)
    }

    /// Writes `count` pixels from `start`, `step` apart.
    static func fill(_ row: UnsafeMutablePointer<UInt32>, count: Int, start: FixedRGB, step: FixedRGB) {
        var (r, g, b) = (start.r, start.g, start.b)
        let (dr, dg, db) = (step.r, step.g, step.b)
        for x in 0..<count {
            row[x] = pixel(r, g, b)
            r &+= dr; g &+= dg; b &+= db
        }
    }
}
