@_spi(CairoText) import Canvas
import CCairo
import CPango

/// Every Cairo call TextLayout makes, in one place: Pango draws into Cairo and measures with Cairo's font
/// options, and skip-ink reads glyph outlines through Cairo. No other module sees a Cairo pointer.
enum CairoText {
    /// Draws `layout` with its top-left corner at `origin`; runs without a colour of their own use `color`.
    /// `extent` holds all its ink (in layout coordinates).
    static func show(_ layout: OpaquePointer, on canvas: Canvas, at origin: Point, color: Color, extent: Rect) {
        canvas.willDraw(in: extent.offsetBy(dx: origin.x, dy: origin.y))
        let cr = canvas.cairoContext
        canvas.withSavedState {
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cr, origin.x, origin.y)
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Hinting off and hint metrics off (glyph advances scale exactly with the device scale), grey
    /// antialiasing, 72 dpi (1 pt is one user unit).
    static func setScaleIndependentFontOptions(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)  // copies
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
    }
}

/// Glyph outlines flattened to polygons by Cairo, through a 1×1 scratch surface of its own.
final class CairoGlyphPaths {
    /// How far a flattened outline may stray from the curve, in points.
    static let tolerance = 0.1
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        context = cairo_create(surface)!
        cairo_set_tolerance(context, Self.tolerance)
    }

    deinit {
        RenderGate.run {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
    }

    /// The Cairo scaled font behind a Pango font (borrowed).
    static func scaledFont(of font: UnsafeMutablePointer<PangoFont>) -> OpaquePointer? {
        pango_cairo_font_get_scaled_font(OpaquePointer(font))
    }

    static func retain(_ scaledFont: OpaquePointer) { cairo_scaled_font_reference(scaledFont) }

    /// The font's line height (ascent plus descent plus gap), in points.
    static func lineHeight(of scaledFont: OpaquePointer) -> Double {
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaledFont, &extents)
        return extents.height
    }
    static func release(_ scaledFont: OpaquePointer) { RenderGate.run { cairo_scaled_font_destroy(scaledFont) } }

    /// The glyph's closed contours, relative to its origin on the baseline (y down).
    func contours(of glyph: PangoGlyph, in font: OpaquePointer) -> [GlyphContour] {
        cairo_new_path(context)
        cairo_set_scaled_font(context, font)
        var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_glyph_path(context, &g, 1)
        guard let path = cairo_copy_path_flat(context) else { return [] }
        defer { cairo_path_destroy(path); cairo_new_path(context) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }

        var contours: [GlyphContour] = []
        var current: [Point] = []
        func finish() {
            if current.count > 2 { contours.append(GlyphContour(points: current)) }
            current = []
        }
        var i = 0
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = data[i].header
            let point = i + 1 < count ? Point(x: data[i + 1].point.x, y: data[i + 1].point.y) : .zero
            switch header.type {
            case CAIRO_PATH_MOVE_TO: finish(); current = [point]
            case CAIRO_PATH_LINE_TO: current.append(point)
            case CAIRO_PATH_CLOSE_PATH: finish()
            default: break  // no curves in a flattened path
            }
            i += Int(header.length)
        }
        finish()
        return contours
    }
}
