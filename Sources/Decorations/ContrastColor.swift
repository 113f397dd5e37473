import Canvas

/// Colors chosen for legibility on the fill actually behind them.
public enum ContrastColor {
    /// WCAG's minimum contrast for large or secondary text (timestamps).
    public static let secondaryMinimum = 3.0
    /// Decoration marks (dots, lines) are graphics, not letters: a little less is enough.
    public static let markMinimum = 2.5

    /// White text where white reaches `secondaryMinimum` on the fill, else black. White is preferred
    /// past the point where black would contrast more (about luminance 0.18): designers put white on
    /// saturated mid-tones such as iOS blue #0A84FF (3.9:1), but not on iOS green #34C759 (2.2:1).
    /// A translucent fill is judged blended over `backdrop`.
    public static func readable(on fill: Color, over backdrop: Color = .white) -> Color {
        ratio(.white, seen(fill, over: backdrop)) >= secondaryMinimum ? .white : .black
    }

    /// A translucent color as it looks over `backdrop`, opaque.
    public static func seen(_ color: Color, over backdrop: Color) -> Color {
        let a = color.alpha
        return Color(red: color.red * a + backdrop.red * (1 - a), green: color.green * a + backdrop.green * (1 - a),
                     blue: color.blue * a + backdrop.blue * (1 - a))
    }

    /// The average of a gradient's stops: what a color across the whole gradient has to stand out from.
    public static func average(_ colors: [Color]) -> Color {
        guard !colors.isEmpty else { return .white }
        let n = Double(colors.count)
        return Color(red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n,
                     blue: colors.map(\.blue).reduce(0, +) / n, alpha: colors.map(\.alpha).reduce(0, +) / n)
    }

    /// WCAG contrast ratio of two opaque colors, 1 to 21.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `text` dimmed to `alpha` on `fill` (both seen over `backdrop`), made less dim in steps until it
    /// reaches `minimum` contrast with the fill, and fully opaque if nothing less does.
    public static func dimmed(_ text: Color, alpha: Double, on fill: Color, over backdrop: Color = .white,
                              minimum: Double = secondaryMinimum) -> Color {
        let ground = seen(fill, over: backdrop)
        var a = alpha
        while a < 1, ratio(seen(text.withAlpha(a * text.alpha), over: ground), ground) < minimum { a = min(1, a + 0.05) }
        return text.withAlpha(a * text.alpha)
    }

    /// `preferred` when it reaches `minimum` contrast on the fill, else `fallback` (a decoration's own
    /// color such as dictation blue, falling back to the text color on a fill of the same hue).
    public static func legible(_ preferred: Color, else fallback: Color, on fill: Color, over backdrop: Color = .white,
                               minimum: Double = secondaryMinimum) -> Color {
        let ground = seen(fill, over: backdrop)
        return ratio(seen(preferred, over: ground), ground) >= minimum ? preferred : fallback
    }
}
