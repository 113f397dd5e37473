import Canvas
import Decorations
import TextLayout

/// A message's spans as attributed text plus its highlights and decoration lines. Consecutive spans with
/// the same highlight (or the same decoration) become one range, so the shape merges and dashes run on.
struct MessageContent {
    var text: AttributedText
    var highlights: [Highlight]
    var decorations: [DecoratedRange]

    /// `ground` is the opaque color the text sits on and `textColor` the message's text color: a
    /// decoration whose own default color (dictation blue) would not stand out on the ground takes the
    /// text color instead. Explicit colors are kept.
    init(_ spans: [SpanSpec], ground: Color, textColor: Color) {
        var text = AttributedText()
        var offsets: [Range<Int>] = []
        for span in spans {
            let start = text.string.utf8.count
            // Highlighted text without its own color takes black or white for contrast with the marker as
            // it looks on the bubble (a translucent marker over a dark fill is dark).
            let color = span.color ?? span.highlight.map { ContrastColor.readable(on: $0.color, over: ground) }
            text.append(URLBreaks.marked(span.text), attributes: TextAttributes(
                weight: span.bold ? .bold : nil, italic: span.italic ? true : nil, color: color))
            offsets.append(start..<text.string.utf8.count)
        }
        let string = text.string
        func indices(_ r: Range<Int>) -> Range<String.Index> {
            string.utf8.index(string.utf8.startIndex, offsetBy: r.lowerBound)..<string.utf8.index(string.utf8.startIndex, offsetBy: r.upperBound)
        }
        self.text = text
        highlights = Self.mergedRuns(spans.map(\.highlight), offsets).map { spec, range in
            var options = BackgroundOptions.highlight
            options.radius = spec.radius
            options.horizontalPadding = spec.padding
            return Highlight(range: indices(range), color: spec.color, options: options)
        }
        func legible(_ d: TextDecoration) -> TextDecoration {
            guard d.color == nil, d.style == .largeDot else { return d }
            var d = d
            d.color = ContrastColor.legible(TextDecoration.dictationBlue, else: textColor, on: ground, minimum: ContrastColor.markMinimum)
            return d
        }
        decorations = Self.mergedRuns(spans.map(\.underline), offsets).map { spec, range in
            DecoratedRange(range: indices(range), decoration: legible(spec.decoration(.underline)))
        } + Self.mergedRuns(spans.map(\.strikethrough), offsets).map { spec, range in
            DecoratedRange(range: indices(range), decoration: legible(spec.decoration(.strikethrough)))
        }
    }

    /// Runs of equal, non-nil values over consecutive spans, with their joined UTF-8 ranges.
    static func mergedRuns<T: Equatable>(_ values: [T?], _ offsets: [Range<Int>]) -> [(T, Range<Int>)] {
        var runs: [(T, Range<Int>)] = []
        for (value, range) in zip(values, offsets) {
            guard let value else { continue }
            if let last = runs.last, last.0 == value, last.1.upperBound == range.lowerBound {
                runs[runs.count - 1].1 = last.1.lowerBound..<range.upperBound
            } else {
                runs.append((value, range))
            }
        }
        return runs
    }
}

extension DecorationSpec {
    func decoration(_ kind: DecorationKind) -> TextDecoration {
        TextDecoration(kind, style: style, color: color, thickness: thickness, offset: offset, byWord: byWord, skipInk: skipInk)
    }
}
