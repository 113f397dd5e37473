import CCairo

/// Four opaque colours at the corners of a canvas, blended bilinearly between them (Telegram's
/// four-point wallpaper gradient, drawn as a smooth field).
public struct CornerGradient: Sendable, Equatable {
    public var topLeft, topRight, bottomLeft, bottomRight: Color

    public init(topLeft: Color, topRight: Color, bottomLeft: Color, bottomRight: Color) {
        (self.topLeft, self.topRight, self.bottomLeft, self.bottomRight) = (topLeft, topRight, bottomLeft, bottomRight)
    }

    /// The colour at (`fx`, `fy`), each 0…1 across the canvas.
    public func color(atX fx: Double, y fy: Double) -> Color {
        func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color {
            Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
        }
        return lerp(lerp(topLeft, topRight, fx), lerp(bottomLeft, bottomRight, fx), fy)
    }

    /// Writes rows `rows` of a `width` × `height` ARGB32 image: each pixel the colour at its centre,
    /// stepped in 16.16 fixed point along the row (opaque, so premultiplied is plain).
    func paint(rows: Range<Int>, width: Int, height: Int, base: UnsafeMutableRawPointer, stride: Int) {
        let (w, h) = (Double(width), Double(max(1, height)))
        func fixed(_ v: Double) -> Int32 { Int32((v * 255 * 65536).rounded()) }
        let span = Int32(max(1, width - 1))
        for y in rows {
            let fy = (Double(y) + 0.5) / h
            let left = color(atX: 0.5 / w, y: fy), right = color(atX: (w - 0.5) / w, y: fy)
            var (r, g, b) = (fixed(left.red), fixed(left.green), fixed(left.blue))
            let (dr, dg, db) = ((fixed(right.red) - r) / span, (fixed(right.green) - g) / span, (fixed(right.blue) - b) / span)
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                row[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: r >> 16) << 16 | UInt32(truncatingIfNeeded: g >> 16) << 8
                    | UInt32(truncatingIfNeeded: b >> 16)
                r &+= dr; g &+= dg; b &+= db
            }
        }
    }

    /// Paints the whole `size` on a vector surface as one mesh patch (PDF keeps it a smooth shading).
    func paint(on context: OpaquePointer, size: Size) {
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
        cairo_set_source(context, mesh)
        cairo_paint(context)
        cairo_pattern_destroy(mesh)
    }
}
