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
        rangeRectsByLine(of: layout, range: range)?.lines ?? []
    }

    /// `rangeRects` with the layout line of its first entry.
    static func rangeRectsByLine(of layout: TextLayout, range: Range<String.Index>) -> (firstLine: Int, lines: [[Rect]])? {
        let rects = layout.rects(for: range)
        guard let first = rects.map(\.lineIndex).min(), let last = rects.map(\.lineIndex).max() else { return nil }
        return (first, (first...last).map { lineIndex in
            let line = layout.lines[lineIndex]
            guard !line.isEmpty else { return [] }
            return rects.filter { $0.lineIndex == lineIndex }.compactMap { r -> Rect? in
                let x0 = max(r.rect.minX, line.usedRect.minX), x1 = min(r.rect.maxX, line.usedRect.maxX)
                return x1 > x0 ? Rect(x: x0, y: r.rect.minY, width: x1 - x0, height: r.rect.height) : nil
            }
        })
    }

    /// `rangeRects` for a marker of `padding`: where the range meets a neighbouring letter on its line
    /// (it starts or ends inside a word) its rect is pulled in by the padding, so the marker stops at the
    /// glyph's edge instead of painting over half the next one; next to a space it takes at most half the
    /// space, so highlighted words do not look glued to their neighbours.
    public static func markerRects(of layout: TextLayout, range: Range<String.Index>, padding: Double) -> [[Rect]] {
        let characters = layout.characterRange(range)
        guard let (firstLine, rects) = rangeRectsByLine(of: layout, range: range) else { return [] }
        var lines = rects
        guard !characters.isEmpty else { return lines }
        let boxes = layout.glyphBoxes()
        let string = layout.text.string
        for neighbour in [characters.lowerBound - 1, characters.upperBound] {
            guard let box = boxes.first(where: { $0.characterOffset == neighbour }) else { continue }  // the text's end
            let row = box.lineIndex - firstLine
            guard lines.indices.contains(row), !lines[row].isEmpty else { continue }  // a line break between
            let isSpace = string[box.range].allSatisfy(\.isWhitespace)
            let pullIn = isSpace ? max(0, padding - box.logicalRect.width / 2) : padding
            guard pullIn > 0,
                  let nearest = lines[row].indices.min(by: { abs(lines[row][$0].midX - box.logicalRect.midX) < abs(lines[row][$1].midX - box.logicalRect.midX) })
            else { continue }
            let rect = lines[row][nearest]
            let width = max(0, rect.width - pullIn)
            let neighbourOnLeft = box.logicalRect.midX < rect.midX
            lines[row][nearest] = Rect(x: neighbourOnLeft ? rect.maxX - width : rect.minX, y: rect.minY, width: width, height: rect.height)
        }
        return lines
    }

    /// Default-sized options for this layout: radius from the first line's height, padding from the font size.
    public static func resolve(_ options: BackgroundOptions, for layout: TextLayout, isHighlight: Bool = false)
        -> ResolvedBackgroundOptions {
        let lineHeight = layout.lines.first?.logicalRect.height ?? layout.options.font.size * BackgroundOptions.typicalLineHeight
        return options.resolved(fontSize: layout.options.font.size, lineHeight: lineHeight, isHighlight: isHighlight)
    }
}
