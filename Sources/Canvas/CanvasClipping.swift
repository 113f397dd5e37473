import CCairo

extension Canvas {
    /// Runs `body` with drawing clipped to `path`; the clip ends when `body` returns.
    public func clip<R>(to path: Path, rule: FillRule = .nonZero, _ body: () throws -> R) rethrows -> R {
        try withSavedState {
            setPath(path)
            cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(context)
            return try body()
        }
    }

    /// Runs `body` clipped to `rects` with their edges moved to the nearest device pixel (for an axis-aligned
    /// transform). Cairo 1.16 aborts (`get_clip_surface: Assertion 'clip->path' failed`) when some fills
    /// meet a clip of several boxes off the pixel grid; a pixel-aligned clip is a region and never does.
    public func clip<R>(toPixelAligned rects: [Rect], _ body: () throws -> R) rethrows -> R {
        try withSavedState {
            var saved = cairo_matrix_t()
            cairo_get_matrix(context, &saved)
            // Rounded in device pixels, not points (at scale 2 an edge at 430.5 pt went to 431, a
            // one-pixel seam between a photo and its bubble), then back to the identity matrix's units.
            let (sx, sy) = deviceScale
            var device: [(Double, Double, Double, Double)] = []
            for r in rects {
                let a = devicePixels(r.minX, r.minY), b = devicePixels(r.maxX, r.maxY)
                let (l, t) = (min(a.x, b.x).rounded() / sx, min(a.y, b.y).rounded() / sy)
                let (rr, bottom) = (max(a.x, b.x).rounded() / sx, max(a.y, b.y).rounded() / sy)
                if rr > l && bottom > t { device.append((l, t, rr - l, bottom - t)) }
            }
            cairo_identity_matrix(context)
            cairo_new_path(context)
            for (x, y, w, h) in device { cairo_rectangle(context, x, y, w, h) }
            cairo_clip(context)
            cairo_set_matrix(context, &saved)
            return try body()
        }
    }

    /// The surface's device scale: the canvas's scale for an image, 1 for a document.
    var deviceScale: (x: Double, y: Double) {
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(surface, &sx, &sy)
        return (sx, sy)
    }

    /// A user-space point in device pixels: under the current transform, then the surface's device
    /// scale (which `cairo_user_to_device` leaves out, as it applies after any matrix).
    func devicePixels(_ x: Double, _ y: Double) -> Point {
        var (dx, dy) = (x, y)
        cairo_user_to_device(context, &dx, &dy)
        let (sx, sy) = deviceScale
        return Point(x: dx * sx, y: dy * sy)
    }
}
