import Canvas

public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// `natural` is left for left-to-right text and right for right-to-left text.
    case left, center, right, natural
}

public enum TextDirection: String, Hashable, Sendable, CaseIterable {
    /// `auto` takes the direction of the first strong character (LTR when there is none): per paragraph
    /// with natural or centered alignment, for the whole text with absolute left or right alignment.
    case auto, ltr, rtl
}

public enum WrapMode: String, Hashable, Sendable, CaseIterable {
    /// Word boundaries, falling back to characters for a word longer than the line.
    case word
    case character
}

/// The default font of a layout. Sizes are in points.
public struct FontSpec: Hashable, Sendable {
    public static let defaultFamily = "Inter"
    /// Layouts round font sizes to this step (points): no one can see an eighth of a point, and each
    /// distinct size is a separate font for Pango and fontconfig to load and keep.
    public static let sizeStep = 0.125

    public static func quantized(_ size: Double) -> Double { max(sizeStep, (size / sizeStep).rounded() * sizeStep) }
    public var family: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool

    public init(family: String = FontSpec.defaultFamily, size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false) {
        (self.family, self.size, self.weight, self.italic) = (family, size, weight, italic)
    }
}

public struct LayoutOptions: Hashable, Sendable {
    /// Wrap width in points; nil lays every paragraph out on one line.
    public var width: Double?
    public var alignment: TextAlignment
    public var wrap: WrapMode
    /// The distance between baselines in points, every line alike (a look's line height); nil: the fonts'
    /// natural line height (see `LineHeight`).
    public var lineHeight: Double?
    public var direction: TextDirection
    /// BCP 47 language tag (for example "ja" or "ar"); picks locale-specific glyphs and line breaking.
    public var language: String?
    public var font: FontSpec
    public var color: Color
    /// At most this many lines, the last ending in an ellipsis ("…") when the text goes on; needs a
    /// width. Nil: as many lines as the text takes.
    public var maxLines: Int?
    /// Where a single line cut short (`maxLines` 1) leaves out text: at its end, or in its middle (a file's name
    /// keeps its extension: "Quarterly re…2026.pdf").
    public var ellipsis: Ellipsis

    public enum Ellipsis: Hashable, Sendable { case end, middle }

    public init(width: Double? = nil, alignment: TextAlignment = .natural, wrap: WrapMode = .word,
                lineHeight: Double? = nil, direction: TextDirection = .auto, language: String? = nil,
                font: FontSpec = FontSpec(), color: Color = .black, maxLines: Int? = nil, ellipsis: Ellipsis = .end) {
        self.width = width; self.alignment = alignment; self.wrap = wrap; self.lineHeight = lineHeight
        self.direction = direction; self.language = language; self.font = font; self.color = color
        self.maxLines = maxLines; self.ellipsis = ellipsis
    }
}
