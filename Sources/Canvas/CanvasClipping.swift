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
            // cairo_user_to_device leaves out the surface's device scale (the canvas's scale), which
            // applies after any matrix: round in pixels of that scale, not in points (at scale 2 an edge
            // at 430.5 pt went to 431, a one-pixel seam between a photo and its bubble).
            var sx = 1.0, sy = 1.0
            cairo_surface_get_device_scale(surface, &sx, &sy)
            var device: [(Double, Double, Double, Double)] = []
            for r in rects {
                var x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
                cairo_user_to_device(context, &x0, &y0)
                cairo_user_to_device(context, &x1, &y1)
                let (l, t) = ((min(x0, x1) * sx).rounded() / sx, (min(y0, y1) * sy).rounded() / sy)
                let (rr, b) = ((max(x0, x1) * sx).rounded() / sx, (max(y0, y1) * sy).rounded() / sy)
                if rr > l && b > t { device.append((l, t, rr - l, b - t)) }
            }
            cairo_identity_matrix(context)
            cairo_new_path(context)
            for (x, y, w, h) in device { cairo_rectangle(context, x, y, w, h) }
            cairo_clip(context)
            cairo_set_matrix(context, &saved)
            return try body()
        }
    }
}
