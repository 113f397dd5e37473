import CCairo

extension Canvas {
    /// Draws `image` scaled into `rect` with high-quality filtering (for contact sheets and previews).
    public func draw(_ image: RGBAImage, in rect: Rect) throws(CanvasError) {
        guard image.width > 0, image.height > 0, !rect.isEmpty else { return }
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        defer { cairo_surface_destroy(source) }
        if let message = cairoFailure(cairo_surface_status(source)) {
            throw .cairo(operation: "draw image", message: message)
        }
        let stride = Int(cairo_image_surface_get_stride(source))
        let data = cairo_image_surface_get_data(source)!
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = 4 * (y * image.width + x)
                    let a = UInt32(px[i + 3])
                    // Cairo wants premultiplied native-endian ARGB.
                    func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = a << 24 | pre(px[i]) << 16 | pre(px[i + 1]) << 8 | pre(px[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(source)
        withSavedState {
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, rect.width / Double(image.width), rect.height / Double(image.height))
            cairo_set_source_surface(context, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BEST)
            cairo_paint(context)
        }
    }
}
