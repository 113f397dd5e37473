import Canvas

/// Colors chosen for legibility on the fill actually behind them.
public enum ContrastColor {
    /// WCAG's minimum contrast for large or secondary text (timestamps).
    public static let secondaryMinimum = 3.0
    /// Decoration marks (dots, lines) are graphics, not letters: a little less is enough.
    public static let markMinimum = 2.5
    /// WCAG's minimum for body-size text (AA): what text on a part's own fill (a reply block, a pill) keeps.
    public static let textMinimum = 4.5
    /// How far each step of `reaching` moves a colour toward black or white.
    static let reachingStep = 0.05

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

    /// `color` (seen over the fill) moved further from the fill, toward black where it is the darker of the
    /// two and toward white where it is the lighter, in steps until it reaches `minimum` contrast over every
    /// one of `backdrops` (a translucent fill over a wallpaper is judged over each of its corners): the same
    /// hue, as dark or light as legibility needs, never flipped (white text on blue stays white). `toward`:
    /// the colour to move to instead (a bubble's text colour, which reads on it by construction).
    public static func reaching(_ minimum: Double, _ color: Color, on fill: Color, over backdrops: [Color], toward: Color? = nil) -> Color {
        let grounds = (backdrops.isEmpty ? [.white] : backdrops).map { seen(fill, over: $0) }
        let start = seen(color, over: grounds[0])
        let darker = grounds.filter { start.relativeLuminance <= $0.relativeLuminance }.count * 2 >= grounds.count
        let goal: Color = toward ?? (darker ? .black : .white)
        var t = 0.0
        while t < 1 {
            let candidate = start.mixed(with: goal, by: t)
            if grounds.allSatisfy({ ratio(candidate, $0) >= minimum }) { return candidate }
            t += reachingStep
        }
        return goal
    }
}

extension ContrastColor {
    /// A translucent `fill` made more opaque, in steps, until `text` on it reaches `minimum` over every one
    /// of `backdrops` (a pill over a wallpaper's corners); opaque if nothing less does.
    public static func thickened(_ fill: Color, under text: Color, over backdrops: [Color], minimum: Double = textMinimum) -> Color {
        var alpha = fill.alpha
        func reads(_ a: Double) -> Bool {
            backdrops.allSatisfy { backdrop in
                let ground = seen(fill.withAlpha(a), over: backdrop)
                return ratio(seen(text, over: ground), ground) >= minimum
            }
        }
        while alpha < 1, !reads(alpha) { alpha = min(1, alpha + reachingStep / 2) }
        return fill.withAlpha(alpha)
    }
}

extension Color {
    /// This colour `t` of the way to `other` (both opaque).
    func mixed(with other: Color, by t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t, blue: blue + (other.blue - blue) * t)
    }
}
