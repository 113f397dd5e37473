import Canvas
import TextLayout

/// How a whole text block sits on its background.
public enum BlockStyle: Hashable, Sendable {
    /// Opaque fill; unless a text color is given, the text turns white, or black on a light fill.
    case filled
    /// Translucent fill, the same alpha everywhere (the outline is filled once). An opaque color gets 55%.
    case semi
    /// Stroke only, of `width` points, inside the outline or centred on it.
    case outline(width: Double, placement: StrokePlacement)

    public static let semiAlpha = 0.55
}

public enum StrokePlacement: String, Hashable, Sendable, CaseIterable { case inside, centered }

public struct BlockBackground: Hashable, Sendable {
    public var color: Color
    public var style: BlockStyle
    public var options: BackgroundOptions
    /// Text color over this background; nil chooses black or white for contrast (filled and semi styles).
    public var textColor: Color?
    /// What the block is drawn on: a translucent fill is judged blended over it when choosing the text color.
    public var backdrop: Color

    public init(color: Color, style: BlockStyle = .filled, options: BackgroundOptions = BackgroundOptions(),
                textColor: Color? = nil, backdrop: Color = .white) {
        self.color = color; self.style = style; self.options = options; self.textColor = textColor
        self.backdrop = backdrop
    }

    /// The color actually painted: `semi` makes an opaque color 55% opaque.
    public var paintedColor: Color {
        if case .semi = style, color.isOpaque { return color.withAlpha(BlockStyle.semiAlpha) }
        return color
    }
}
