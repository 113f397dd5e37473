import Canvas
import TextLayout

/// A marker-pen highlight over a character range, drawn under the text, merged across line breaks.
public struct Highlight: Hashable, Sendable {
    public var range: Range<String.Index>
    public var color: Color
    public var options: BackgroundOptions

    public init(range: Range<String.Index>, color: Color, options: BackgroundOptions = .highlight) {
        self.range = range; self.color = color; self.options = options
    }
}

/// A decoration line (underline, strikethrough, overline) over a character range.
public struct DecoratedRange: Hashable, Sendable {
    public var range: Range<String.Index>
    public var decoration: TextDecoration
    public init(range: Range<String.Index>, decoration: TextDecoration) { self.range = range; self.decoration = decoration }
}

/// A spoiler: text laid out but not drawn (its runs carry `TextAttributes.hidden`), covered by a field of
/// dots over its marker shape, merged across line breaks like a highlight.
public struct Spoiler: Hashable, Sendable {
    public var range: Range<String.Index>
    public var dots: DotField

    public init(range: Range<String.Index>, dots: DotField) { self.range = range; self.dots = dots }

    var asHighlight: Highlight { Highlight(range: range, color: .clear) }
}
