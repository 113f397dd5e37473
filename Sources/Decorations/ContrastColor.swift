import Canvas

public enum ContrastColor {
    /// Fills lighter than this take black text. Deliberately above WCAG's equal-contrast point (about
    /// 0.18): designers put white on saturated mid-tones such as iOS blue #0A84FF (luminance 0.22).
    public static let lightFillLuminance = 0.45

    /// Black on light fills, white on the rest (translucent fills are judged over white).
    public static func readable(on fill: Color) -> Color {
        let a = fill.alpha
        let over = Color(red: fill.red * a + (1 - a), green: fill.green * a + (1 - a), blue: fill.blue * a + (1 - a))
        return over.relativeLuminance > lightFillLuminance ? .black : .white
    }
}
