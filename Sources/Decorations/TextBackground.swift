import Canvas
import TextLayout

/// Where the rects of a background come from: the whole text's lines, or a character range.
public enum TextBackground {
    /// Each line's used rect (trailing whitespace excluded); empty and whitespace-only lines give none.
    public static func lineRects(of layout: TextLayout) -> [[Rect]] {
        layout.lines.map { $0.isEmpty ? [] : [$0.usedRect] }
    }

    /// The visual rects of `range`, per line from its first to its last line, trimmed to each line's used
    /// extent so whitespace hanging at a line end is not highlighted.
    public static func rangeRects(of layout: TextLayout, range: Range<String.Index>) -> [[Rect]] {
        let rects = layout.rects(for: range)
        guard let first = rects.map(\.lineIndex).min(), let last = rects.map(\.lineIndex).max() else { return [] }
        return (first...last).map { lineIndex in
            let line = layout.lines[lineIndex]
            guard !line.isEmpty else { return [] }
            return rects.filter { $0.lineIndex == lineIndex }.compactMap { r -> Rect? in
                let x0 = max(r.rect.minX, line.usedRect.minX), x1 = min(r.rect.maxX, line.usedRect.maxX)
                return x1 > x0 ? Rect(x: x0, y: r.rect.minY, width: x1 - x0, height: r.rect.height) : nil
            }
        }
    }

    /// Default-sized options for this layout: radius from the first line's height, padding from the font size.
    public static func resolve(_ options: BackgroundOptions, for layout: TextLayout, isHighlight: Bool = false)
        -> ResolvedBackgroundOptions {
        let lineHeight = layout.lines.first?.logicalRect.height ?? layout.options.font.size * BackgroundOptions.typicalLineHeight
        return options.resolved(fontSize: layout.options.font.size, lineHeight: lineHeight, isHighlight: isHighlight)
    }
}
