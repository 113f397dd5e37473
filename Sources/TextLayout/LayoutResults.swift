import Canvas

/// Per-line font metrics, combined over every font on the line: one underline y and one thickness
/// per line, as browsers do. Distances are in points; positions are offsets from the baseline, y down.
public struct LineMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    /// Offset from the baseline to the top of the underline (positive = below the baseline).
    public var underlineOffset: Double
    public var underlineThickness: Double
    /// Offset from the baseline to the top of the strikethrough (negative = above the baseline).
    public var strikethroughOffset: Double
    public var strikethroughThickness: Double
    /// The largest font size on the line.
    public var fontSize: Double
}

public struct LineFragment: Hashable, Sendable {
    public var index: Int
    /// Characters on this line (excluding the paragraph separator that ends it).
    public var range: Range<String.Index>
    /// The same range as grapheme-cluster offsets.
    public var characterRange: Range<Int>
    /// The full line box: from the top of this line's slot to the next line's, across the layout width.
    public var lineBox: Rect
    /// Pango's logical rect of the line, trailing whitespace included.
    public var logicalRect: Rect
    /// The glyphs' logical extent without trailing whitespace; zero width for an empty line.
    public var usedRect: Rect
    public var inkRect: Rect
    public var baseline: Double
    /// No visible characters: nothing but whitespace, or nothing at all.
    public var isEmpty: Bool
    public var isRightToLeft: Bool
    public var metrics: LineMetrics
}

/// One grapheme cluster as laid out.
public struct GlyphBox: Hashable, Sendable {
    public var range: Range<String.Index>
    public var characterOffset: Int
    public var lineIndex: Int
    public var logicalRect: Rect
    public var inkRect: Rect
}

/// A visual rect covered by a character range on one line.
public struct RangeRect: Hashable, Sendable {
    public var lineIndex: Int
    public var rect: Rect
}
