import CCairo

/// What a card is painted with under everything: a field of colour (four corners blended, or one colour
/// at all four) and, over it, a repeated line pattern (Telegram's and WhatsApp's doodle wallpapers).
public struct Wallpaper: Sendable, Hashable {
    public var field: CornerGradient
    public var pattern: WallpaperPattern?

    public init(field: CornerGradient, pattern: WallpaperPattern? = nil) {
        (self.field, self.pattern) = (field, pattern)
    }

    /// Paints the whole `size` on a vector surface: the field as a mesh, the pattern's strokes as paths.
    func paint(on context: OpaquePointer, size: Size) {
        field.paint(on: context, size: size)
        pattern?.paint(on: context, size: size)
    }
}

/// Strokes in a square tile, repeated from the card's top left corner, and how they tint the field.
public struct WallpaperPattern: Sendable, Hashable {
    public enum Ink: Sendable, Hashable {
        /// Black in soft light at this strength (0…1): mid tones darken most, as Telegram draws its
        /// pattern over a light gradient (intensity 50 is strength 0.5).
        case softLight(strength: Double)
        /// This field seen through the strokes at `opacity` (Telegram Night's coloured doodles on black;
        /// WhatsApp's faint tile in one colour).
        case field(CornerGradient, opacity: Double)
    }

    /// Outlines in tile coordinates (0…side), already carrying their copies across the tile's edges.
    public let strokes: Path
    public let side: Double
    public let lineWidth: Double
    public let ink: Ink

    public init(strokes: Path, side: Double, lineWidth: Double, ink: Ink) {
        (self.strokes, self.side, self.lineWidth, self.ink) = (strokes, side, lineWidth, ink)
        fingerprint = strokes.hashValue
    }

    /// The strokes' hash, taken once: a render looks its tile up by the pattern, and hashing a thousand
    /// path elements each time cost more than painting the wallpaper.
    private let fingerprint: Int

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint); hasher.combine(side); hasher.combine(lineWidth); hasher.combine(ink)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.fingerprint == b.fingerprint && a.side == b.side && a.lineWidth == b.lineWidth && a.ink == b.ink && a.strokes == b.strokes
    }

    /// The tile's side in device pixels at `scale`: whole, so the repeat has no seam.
    func pixelSide(scale: Double) -> Int { max(1, Int((side * scale).rounded())) }

    /// The strokes on `cr` (user space in tile points), round-capped so ends read as drawn.
    func stroke(on cr: OpaquePointer) {
        cairo_new_path(cr)
        Canvas.append(strokes, to: cr)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    /// Every tile over `size` as paths, in the ink's own terms (soft light stays a blend mode in PDF).
    func paint(on context: OpaquePointer, size: Size) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_push_group(context)
        switch ink {
        case .softLight(let strength):
            cairo_set_source_rgb(context, 0, 0, 0)
            strokeTiles(on: context, size: size)
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOFT_LIGHT)
            cairo_paint_with_alpha(context, strength)
        case .field(let field, let opacity):
            let mesh = field.meshPattern(size: size)
            cairo_set_source(context, mesh)
            cairo_pattern_destroy(mesh)
            strokeTiles(on: context, size: size)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        }
    }

    private func strokeTiles(on context: OpaquePointer, size: Size) {
        for row in 0..<Int((size.height / side).rounded(.up)) {
            for column in 0..<Int((size.width / side).rounded(.up)) {
                cairo_save(context)
                cairo_translate(context, Double(column) * side, Double(row) * side)
                stroke(on: context)
                cairo_restore(context)
            }
        }
    }
}
