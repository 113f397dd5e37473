import Canvas
import ChatCard
import ChatCardSupport

/// quote-api's `backgroundColor`: a CSS colour, `"#a/#b"` (a two-colour gradient) or `"//#x"` (a pair
/// derived from one colour). A card's bubble has one fill: a gradient is drawn as its first colour (a
/// derived pair as the colour it comes from), warned.
enum QuoteColors {
    static func fill(_ text: String?, warnings: inout ImportWarnings) throws(ImportError) -> Color {
        guard let text, !text.isEmpty else { return QuoteAPIImporter.defaultBackground }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.count > 1 || text.hasPrefix("//") { warnings.add("backgroundColor gradient, drawn as one colour") }
        guard let first = parts.first else { return QuoteAPIImporter.defaultBackground }
        guard let color = try? Color(hex: named[first.lowercased()] ?? first) else {
            throw ImportError(path: "backgroundColor", message: "\(ShortQuote.quoted(first)) is not a colour: #RGB, #RRGGBB, #RRGGBBAA or a basic name")
        }
        return color
    }

    /// The backdrop of an `image` or `stories` picture: the bubble colour lightened by a fifth of full
    /// brightness in each channel, as quote-api does.
    static func backdrop(of color: Color) -> Color {
        Color(red: color.red + lightening, green: color.green + lightening, blue: color.blue + lightening)
    }

    static let lightening = 0.2

    /// The CSS names quote bots send.
    static let named = ["black": "#000000", "white": "#FFFFFF", "red": "#FF0000", "green": "#008000", "blue": "#0000FF",
                        "gray": "#808080", "grey": "#808080", "transparent": "#00000000"]
}
