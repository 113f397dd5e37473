import CCairo
import ImageCodecs

extension Canvas {
    /// Pixels per point of images in PDF and SVG documents, which keep them when zoomed.
    public static let vectorImageDensity = 3.0

    /// Draws `image` upright, stretched to `rect` (callers keep its aspect ratio, or crop with a clip).
    /// The image is resampled once to the device pixels `rect` covers, with a box filter when reducing
    /// (a 4000 px photo in a 750 px bubble is averaged, not point-sampled), and that copy is painted.
    public func draw(_ image: DecodedImage, in requested: Rect) {
        // On an image canvas the copy is made for whole device pixels, so it is painted by an integer
        // translation (a plain copy) rather than resampled again by Cairo's filter (a third of an image
        // card's drawing went there); the picture moves by under half a pixel.
        let rect = target == .image && hasPlainScale ? requested.snapped(scale: scale) : requested
        guard !rect.isEmpty, image.width > 0, image.height > 0 else { return }
        let density = target == .image ? scale : Self.vectorImageDensity
        let width = max(1, Int((rect.width * density).rounded())), height = max(1, Int((rect.height * density).rounded()))
        guard let copy = image.resampled(width: width, height: height) else { return }
        willDraw(in: rect)
        withSavedState {
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, rect.width / Double(width), rect.height / Double(height))
            cairo_set_source_surface(context, copy, 0, 0)
            let pattern = cairo_get_source(context)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            // Pad: an edge pixel keeps its colour when the copy lands off the pixel grid, instead of
            // fading into transparent black. Documents embed the copy as it is.
            if target == .image { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
            cairo_new_path(context)
            cairo_rectangle(context, 0, 0, Double(width), Double(height))
            cairo_fill(context)
        }
    }
}

/// The last copy of a decoded image a canvas made for drawing, as a Cairo surface (documents keep a
/// reference to what they paint, so the copy lives in Cairo's memory, not borrowed).
private final class ImageCopy {
    let width: Int
    let height: Int
    let surface: OpaquePointer

    init(width: Int, height: Int, surface: OpaquePointer) { (self.width, self.height, self.surface) = (width, height, surface) }
    deinit { cairo_surface_destroy(surface) }
}

extension DecodedImage {
    /// This image upright at `width`×`height` pixels; the last size asked for is kept. Reduced by area
    /// averaging (`reduce`); enlarged by Cairo's bilinear filter.
    func resampled(width: Int, height: Int) -> OpaquePointer? {
        if let kept = drawingCache as? ImageCopy, kept.width == width, kept.height == height { return kept.surface }
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(copy)
            return nil
        }
        cairo_surface_flush(copy)
        let reduced = reduce(into: cairo_image_surface_get_data(copy), bytesPerRow: Int(cairo_image_surface_get_stride(copy)),
                             width: width, height: height)
        cairo_surface_mark_dirty(copy)
        guard reduced || enlarge(into: copy, width: width, height: height) else {
            cairo_surface_destroy(copy)
            return nil
        }
        drawingCache = ImageCopy(width: width, height: height, surface: copy)
        return copy
    }

    private func enlarge(into copy: OpaquePointer, width: Int, height: Int) -> Bool {
        // Borrowed for this paint only: an image surface is drawn at once and released with the context.
        let source = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                         Int32(pixelWidth), Int32(pixelHeight), Int32(bytesPerRow))!
        defer { cairo_surface_destroy(source) }
        guard let cr = cairo_create(copy) else { return false }
        cairo_scale(cr, Double(width) / Double(self.width), Double(height) / Double(self.height))
        let t = orientation.transform(width: Double(pixelWidth), height: Double(pixelHeight))
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let ok = cairo_status(cr) == CAIRO_STATUS_SUCCESS
        cairo_destroy(cr)
        return ok
    }
}
