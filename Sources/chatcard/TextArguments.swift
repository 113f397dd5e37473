import ArgumentParser
import Canvas
import ChatCard
import ChatCardSupport
import Decorations
import Foundation
import TextLayout

/// The text tool's own ranges. It inspects Pango's layout beyond what a card allows (a card's font is
/// `CardLimits.fontSizeRange`, 6–96 pt): down to 1 pt to check hairline text, up to 400 pt to look into
/// glyph shapes and skip-ink, while a line at 400 pt and scale 4 stays inside Cairo's image limit.
enum TextToolLimits {
    static let widthRange: ClosedRange<Double> = 1...4096
    static let fontSizeRange: ClosedRange<Double> = 1...400
    static let radiusRange: ClosedRange<Double> = 0...1000
    static let paddingRange = CardLimits.paddingRange
    /// A border is drawn inside the bubble; past this it would be all border.
    static let borderWidthRange: ClosedRange<Double> = 0.25...50

    static func check(_ value: Double, in range: ClosedRange<Double>, option: String, unit: String = " points") throws {
        guard value.isFinite, range.contains(value) else {
            throw ValidationError("--\(option) must be between \(format(range.lowerBound)) and \(format(range.upperBound))\(unit) (got \(value))")
        }
    }

    private static func format(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String(n) }
}

/// What to lay out and how: the text box.
struct TextLayoutArguments: ParsableArguments {
    @Argument(help: "The text to draw (a built-in multilingual sample when omitted).")
    var text: String?

    @Option(help: "Wrap width in points (\(Int(TextToolLimits.widthRange.lowerBound))–\(Int(TextToolLimits.widthRange.upperBound))).")
    var width: Double = 360

    @Option(help: "Font family (falls back through fontconfig for missing characters).")
    var font: String = FontSpec.defaultFamily

    @Option(help: "Font size in points (\(Int(TextToolLimits.fontSizeRange.lowerBound))–\(Int(TextToolLimits.fontSizeRange.upperBound)); a card allows \(Int(CardLimits.fontSizeRange.lowerBound))–\(Int(CardLimits.fontSizeRange.upperBound))).")
    var size: Double = 17

    @Option(help: "Alignment: \(TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")).")
    var align: TextAlignment = .natural

    @Option(help: "Base direction: \(TextDirection.allCases.map(\.rawValue).joined(separator: ", ")).")
    var direction: TextDirection = .auto

    @Option(help: "Pixel density, \(CardLimits.scaleRangeText).")
    var scale: Double = 2

    func validate() throws {
        try TextToolLimits.check(width, in: TextToolLimits.widthRange, option: "width")
        try TextToolLimits.check(size, in: TextToolLimits.fontSizeRange, option: "size")
        try TextToolLimits.check(scale, in: CardLimits.scaleRange, option: "scale", unit: "")
        guard FontFamilies.resolve(font) != nil else {
            throw ValidationError("--font \(ShortQuote.quoted(font)) is not an installed font family; installed: "
                + FontFamilies.installed.joined(separator: ", "))
        }
    }
}

/// The merged rounded background and the spans drawn on the text.
struct TextStyleArguments: ParsableArguments {
    @Option(help: "Put the text on a merged rounded background of this color (#RGB, #RGBA, #RRGGBB, #RRGGBBAA).")
    var background: String?

    @Option(help: "Background style: filled, semi (translucent) or outline.")
    var style: BackgroundStyleArgument = .filled

    @Option(help: "Corner radius of backgrounds and highlights in points (default 0.2 × line height; at most the horizontal padding, so corners never cut into letters).")
    var radius: Double?

    @Option(help: "Horizontal padding of the background in points (default 0.35 × font size).")
    var padding: Double?

    @Option(name: .customLong("highlight"), help: "START:END:COLOR — highlight characters START..<END (repeatable).")
    var highlights: [HighlightArgument] = []

    @Option(name: .customLong("underline"), help: "START:END:STYLE[:COLOR] — underline characters START..<END; styles: \(LineStyle.allCases.map(\.rawValue).joined(separator: ", ")) (repeatable).")
    var underlines: [DecorationArgument] = []

    @Option(name: .customLong("strike"), help: "START:END:STYLE[:COLOR] — strike characters START..<END through (repeatable).")
    var strikes: [DecorationArgument] = []

    func validate() throws {
        if let radius { try TextToolLimits.check(radius, in: TextToolLimits.radiusRange, option: "radius") }
        if let padding { try TextToolLimits.check(padding, in: TextToolLimits.paddingRange, option: "padding") }
        if let background { _ = try parseColor(background, option: "--background") }
    }

    func blockBackground() throws -> BlockBackground? {
        guard let background else { return nil }
        let color = try parseColor(background, option: "--background")
        let shape = BackgroundOptions(radius: radius, horizontalPadding: padding)
        return BlockBackground(color: color, style: style.blockStyle, options: shape)
    }
}

/// A chat bubble around the text.
struct BubbleArguments: ParsableArguments {
    @Option(help: "Put the text in a chat bubble: me (right, blue) or them (left, gray); RTL text swaps sides.")
    var bubble: BubbleSender?

    @Option(help: "Bubble tail: curved, pointed or none.")
    var tail: TailStyle = .curved

    @Option(help: "Bubble position in a run: single, first, middle or last (only single and last get a tail).")
    var group: GroupPosition = .single

    @Option(help: "Bubble border WIDTH:COLOR, for example 1.5:#C7C7CC (kept inside the bubble; width \(TextToolLimits.borderWidthRange.lowerBound)–\(Int(TextToolLimits.borderWidthRange.upperBound))).")
    var border: BorderArgument?

    @Option(help: "Bubble fill as a vertical gradient: two or more colors, comma-separated.")
    var gradient: GradientArgument?
}

/// What to show besides the drawn text.
struct InspectionArguments: ParsableArguments {
    @Flag(help: "Overlay line boxes, used rects and baselines.")
    var showLines = false

    @Flag(help: "Overlay glyph (cluster) boxes.")
    var showGlyphs = false

    @Flag(help: "Print the layout as JSON (size; per line its text, range, used rect, baseline; with --show-glyphs the glyph boxes) instead of drawing it.")
    var json = false
}
