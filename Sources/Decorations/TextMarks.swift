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
/// dots that follows the text: on each line, exactly the stretch its words take (not the spaces around
/// them, not past the line's start), faded at the edges.
public struct Spoiler: Hashable, Sendable {
    public var range: Range<String.Index>
    public var dots: DotField

    public init(range: Range<String.Index>, dots: DotField) { self.range = range; self.dots = dots }

    /// The stretch of each line the hidden words take, in layout coordinates, whitespace at either end
    /// of a line's part left out.
    public func areas(in layout: TextLayout) -> [Rect] {
        let string = layout.text.string
        return layout.lines.flatMap { line -> [Rect] in
            var lo = max(range.lowerBound, line.range.lowerBound), hi = min(range.upperBound, line.range.upperBound)
            while lo < hi, string[lo].isWhitespace { lo = string.index(after: lo) }
            while lo < hi, string[string.index(before: hi)].isWhitespace { hi = string.index(before: hi) }
            guard lo < hi else { return [] }
            return layout.rects(for: lo..<hi).filter { $0.lineIndex == line.index }.map(\.rect)
        }
    }
}
