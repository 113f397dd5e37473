import Canvas

public enum ContrastColor {
    /// Fills lighter than this take black text. Deliberately above WCAG's equal-contrast point (about
    /// 0.18): designers put white on saturated mid-tones such as iOS blue #0A84FF (luminance 0.22).
    public static let lightFillLuminance = 0.45

    /// Black on light fills, white on the rest; a translucent fill is judged blended over `backdrop`.
    public static func readable(on fill: Color, over backdrop: Color = .white) -> Color {
        let a = fill.alpha
        let seen = Color(red: fill.red * a + backdrop.red * (1 - a), green: fill.green * a + backdrop.green * (1 - a),
                         blue: fill.blue * a + backdrop.blue * (1 - a))
        return seen.relativeLuminance > lightFillLuminance ? .black : .white
    }
}
