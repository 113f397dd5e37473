import CCairo

extension Canvas {
    /// Fills `path` with `paint` and a border of `width` just inside its outline.
    ///
    /// Filling and then stroking over the fill leaves the fill's colour in the outline's anti-aliased
    /// pixels (a one-pixel halo of a gradient outside a white border). On raster targets the fill is
    /// drawn only inside the border band (erased under it) and the band only where the fill is not, and
    /// the two are added: every edge pixel holds the border's colour at the shape's coverage, and the
    /// band's inner edge blends border and fill without a seam. Vector targets clip a stroke to the
    /// path (their viewers anti-alias the result).
    public func fill(_ path: Path, with paint: Paint, innerBorder width: Double, color: Color) {
        guard width > 0, !path.isEmpty else { return fill(path, with: paint) }
        guard target == .image, let bounds = path.bounds else {
            fill(path, with: paint)
            return clip(to: path) { stroke(path, style: StrokeStyle(width: 2 * width, color: color, join: .round)) }
        }
        // The groups only need the shape's pixels.
        willDraw(in: bounds.insetBy(dx: -devicePixel, dy: -devicePixel))
        clip(toPixelAligned: [bounds.insetBy(dx: -devicePixel, dy: -devicePixel)]) {
            cairo_push_group(context)
            fill(path, with: paint)
            withBand(of: path, width: width, operator: CAIRO_OPERATOR_DEST_OUT)

            cairo_push_group(context)
            fill(path, with: .color(color))
            withBand(of: path, width: width, operator: CAIRO_OPERATOR_DEST_IN)
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_ADD)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)

            cairo_pop_group_to_source(context)
            cairo_paint(context)
        }
    }

    /// Applies the band of `width` inside the outline (a stroke twice as wide, centred on it) with `op`.
    private func withBand(of path: Path, width: Double, operator op: cairo_operator_t) {
        cairo_set_operator(context, op)
        stroke(path, style: StrokeStyle(width: 2 * width, color: .black, join: .round))
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }
}
