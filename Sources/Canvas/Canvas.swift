import CCairo
import ChatCardSupport
import Foundation
import ImageCodecs

public enum CanvasTarget: String, Sendable, CaseIterable { case image, pdf, svg }

/// A drawing surface in points. Image canvases apply `scale` once as Cairo's device scale, so every
/// coordinate in the API stays in points; PDF and SVG canvases share the same drawing calls.
/// Not thread-safe: one canvas belongs to one render on one thread.
public final class Canvas {
    /// The scales a canvas draws at (cards ask for 1 to 4, `CardLimits.scaleRange`; below 1 only to fit a
    /// longest side: a 512 px sticker of a tall card).
    public static let drawableScales: ClosedRange<Double> = 0.05...4
    /// Cairo's own limit for an image side, in pixels.
    public static let maxPixelSide = 32_767

    public let size: Size
    public let scale: Double
    public let target: CanvasTarget
    public let background: Color?

    /// The Cairo surface and context; each is owned by this object alone and released in deinit.
    let surface: OpaquePointer
    let context: OpaquePointer
    let vectorSink: VectorSink?
    /// Pixel memory of an image canvas, borrowed from the thread's pool and returned in deinit.
    private let pixels: (buffer: KeptBuffer.Buffer, pool: KeptBuffer)?
    var finishedDocument: Data?
    /// The background of an image canvas, painted as drawing reaches it (see BackgroundRows).
    var backgroundRows: BackgroundRows?
    /// An image canvas over rows `firstRow...` of a taller one (`rows`): its pixels are those rows alone.
    public let firstRow: Int

    /// `wallpaper`: painted in place of `background` (which should then be its average: the opaque
    /// colour the card is said to have).
    /// `rows`: an image canvas of only these pixel rows of `size` (a band of a tall card, drawn as the rest would
    /// be: the same coordinates, the same background rows); nil, all of them.
    public init(size: Size, scale: Double = 1, background: Color? = nil, wallpaper: Wallpaper? = nil,
                target: CanvasTarget = .image, rows: Range<Int>? = nil) throws(CanvasError) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidSize(size, reason: "width and height must be positive")
        }
        guard scale.isFinite, Canvas.drawableScales.contains(scale) else { throw .invalidScale(scale) }
        let effectiveScale = target == .image ? scale : 1
        let pixelWidth = Int((size.width * effectiveScale).rounded(.up))
        let fullHeight = Int((size.height * effectiveScale).rounded(.up))
        guard pixelWidth <= Canvas.maxPixelSide, fullHeight <= Canvas.maxPixelSide else {
            throw .invalidSize(size, reason: "at scale \(scale) a side exceeds \(Canvas.maxPixelSide) pixels")
        }
        let window = target == .image ? rows.map { max(0, $0.lowerBound)..<min(fullHeight, $0.upperBound) } ?? 0..<fullHeight : 0..<fullHeight
        guard !window.isEmpty else { throw .invalidSize(size, reason: "rows \(rows.map { "\($0)" } ?? "") are outside its \(fullHeight)") }
        let pixelHeight = window.count

        let sink: VectorSink?
        let surface: OpaquePointer?
        var pixels: (buffer: KeptBuffer.Buffer, pool: KeptBuffer)?
        switch target {
        case .image:
            sink = nil
            let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
            let pool = PixelBufferPool.current
            let buffer = pool.take(bytes: stride * pixelHeight)  // undefined contents until painted
            pixels = (buffer, pool)
            surface = cairo_image_surface_create_for_data(
                buffer.pointer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(pixelWidth), Int32(pixelHeight), Int32(stride))
        case .pdf:
            let s = VectorSink()
            sink = s
            surface = cairo_pdf_surface_create_for_stream(vectorSinkWrite, s.opaque, size.width, size.height)
        case .svg:
            let s = VectorSink()
            sink = s
            surface = cairo_svg_surface_create_for_stream(vectorSinkWrite, s.opaque, size.width, size.height)
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT) }
        }
        func release() { if let pixels { pixels.pool.give(pixels.buffer) } }
        guard let surface else { release(); throw .cairo(operation: "surface_create", message: "out of memory") }
        if let message = cairoFailure(cairo_surface_status(surface)) {
            cairo_surface_destroy(surface)
            release()
            throw .cairo(operation: "surface_create", message: message)
        }
        if target == .image {
            cairo_surface_set_device_scale(surface, scale, scale)
            // Device units: the window's first row is the surface's first.
            if window.lowerBound > 0 { cairo_surface_set_device_offset(surface, 0, -Double(window.lowerBound)) }
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            release()
            throw .cairo(operation: "create", message: "out of memory")
        }
        self.surface = surface
        self.context = context
        self.vectorSink = sink
        self.pixels = pixels
        self.size = size
        self.scale = effectiveScale
        self.target = target
        self.background = background
        firstRow = window.lowerBound
        if let pixels {
            // Painted in bands ahead of the drawing, also a last partial row or column.
            backgroundRows = BackgroundRows(background: background, wallpaper: wallpaper, scale: effectiveScale, base: pixels.buffer.pointer,
                                            stride: Int(cairo_image_surface_get_stride(surface)), width: pixelWidth,
                                            rows: window, fullHeight: fullHeight)
        } else if let wallpaper {
            wallpaper.paint(on: context, size: size)
        } else if let background, background.alpha > 0 {
            cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
            cairo_paint(context)
        }
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        if let pixels { pixels.pool.give(pixels.buffer) }
    }

    public var pixelWidth: Int { target == .image ? Int(cairo_image_surface_get_width(surface)) : 0 }
    public var pixelHeight: Int { target == .image ? Int(cairo_image_surface_get_height(surface)) : 0 }

    /// The Cairo context, for TextLayout's Cairo-facing file only (`@_spi(CairoText) import Canvas`).
    @_spi(CairoText) public var cairoContext: OpaquePointer { context }

    /// Rounds a coordinate to the nearest device-pixel edge, so hairlines land crisply.
    public func snapToPixel(_ v: Double) -> Double { (v * scale).rounded() / scale }
    /// The thinnest line that still covers one device pixel.
    public var devicePixel: Double { 1 / scale }

    // MARK: Drawing

    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        guard !path.isEmpty else { return }
        willDraw(path)
        setPath(path)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(paint)
        cairo_fill(context)
    }

    public func stroke(_ path: Path, style: StrokeStyle) {
        guard !path.isEmpty, style.width > 0 else { return }
        willDraw(path, spread: style.reach)
        setPath(path)
        cairo_set_line_width(context, style.width)
        cairo_set_line_cap(context, style.cap.cairo)
        cairo_set_line_join(context, style.join.cairo)
        style.dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), style.dashPhase) }
        setSource(.color(style.color))
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }

    /// Runs `body` with a transform applied on top of the current one.
    public func transformed<R>(by t: AffineTransform, _ body: () throws -> R) rethrows -> R {
        try withSavedState {
            var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(context, &m)
            return try body()
        }
    }

    /// Saves the graphics state (transform, clip, source) and restores it however `body` exits.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    func setPath(_ path: Path) {
        cairo_new_path(context)
        Self.append(path, to: context)
    }

    /// Adds `path` to a Cairo context's current path.
    static func append(_ path: Path, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .cubic(let c1, let c2, let e): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    func setSource(_ paint: Paint) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(context, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let g):
            let pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)
            for stop in g.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, stop.offset, c.red, c.green, c.blue, c.alpha)
            }
            cairo_set_source(context, pattern)  // the context keeps its own reference
            cairo_pattern_destroy(pattern)
        }
    }

    /// Throws if Cairo has recorded an error on the context or surface (they are sticky).
    public func checkStatus(_ operation: String) throws(CanvasError) {
        if let m = cairoFailure(cairo_status(context)) { throw .cairo(operation: operation, message: m) }
        if let m = cairoFailure(cairo_surface_status(surface)) { throw .cairo(operation: operation, message: m) }
    }
}

func cairoFailure(_ status: cairo_status_t) -> String? {
    status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
}

extension LineCap {
    var cairo: cairo_line_cap_t {
        switch self { case .butt: CAIRO_LINE_CAP_BUTT; case .round: CAIRO_LINE_CAP_ROUND; case .square: CAIRO_LINE_CAP_SQUARE }
    }
}

extension LineJoin {
    var cairo: cairo_line_join_t {
        switch self { case .miter: CAIRO_LINE_JOIN_MITER; case .round: CAIRO_LINE_JOIN_ROUND; case .bevel: CAIRO_LINE_JOIN_BEVEL }
    }
}
