import Canvas
import Decorations
import TextLayout

/// A message's spans as attributed text plus its highlights and decoration lines. Consecutive spans with
/// the same highlight (or the same decoration) become one range, so the shape merges and dashes run on.
struct MessageContent {
    var text: AttributedText
    var highlights: [Highlight]
    var decorations: [DecoratedRange]
    var spoilers: [Spoiler]

    /// `ground` is the opaque color the text sits on and `textColor` the message's text color: a
    /// decoration whose own default color (dictation blue) would not stand out on the ground takes the
    /// text color instead. Links, mentions and hashtags take `accent` (underlined where that is the text
    /// color, as Telegram does). Explicit colors are kept. `marks`: the look's own mention and inline-code
    /// colours, each on a rounded fill.
    init(_ spans: [SpanSpec], ground: Color, textColor: Color, accent: Color, fontSize: Double, marks: MarkColors = MarkColors()) {
        let codeSize = fontSize * MessageContent.codeSize
        var text = AttributedText()
        var offsets: [Range<Int>] = []
        let spans = spans.flatMap(Self.linkingURLs).map { Self.underliningAccentSpans($0, textColor: textColor, accent: accent) }
        for span in spans {
            let start = text.string.utf8.count
            // Highlighted text without its own color takes black or white for contrast with the marker as
            // it looks on the bubble (a translucent marker over a dark fill is dark).
            let color = span.color ?? span.highlight.map { ContrastColor.readable(on: $0.color, over: ground) }
                ?? (span.mention ? marks.mention?.text : nil) ?? (span.code ? marks.code?.text : nil)
                ?? (Self.isAccented(span) ? accent : nil)
            let isCode = span.code || span.block.isPre
            text.append(span.text, attributes: TextAttributes(
                family: isCode ? MessageContent.codeFamily : nil, size: span.code ? codeSize : nil,
                weight: span.bold ? .bold : nil, italic: span.italic ? true : nil, color: color, hidden: span.spoiler ? true : nil,
                breaksOnlyAtSpaces: isCode ? true : nil))
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
        } + Self.mergedRuns(spans.map { $0.code ? true : nil }, offsets).flatMap { _, range in
            marks.code.map { Self.marked(indices(range), $0, fontSize: fontSize) }
                ?? [Highlight(range: indices(range), color: textColor.withAlpha(MessageContent.codeTintAlpha * textColor.alpha))]
        } + Self.mergedRuns(spans.map { $0.mention && $0.color == nil && !$0.code ? true : nil }, offsets).flatMap { _, range in
            marks.mention.map { Self.marked(indices(range), $0, fontSize: fontSize) } ?? []
        }
        // One dot field per message, seeded by its text: every render of a card is the same.
        let dots = DotField(seed: UInt64(AuthorColors.stableHash(string)), color: textColor)
        spoilers = Self.mergedRuns(spans.map { $0.spoiler ? true : nil }, offsets).map { _, range in
            Spoiler(range: indices(range), dots: dots)
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

    /// A look's mark: its fill, over its border grown by the border's width when it has one; a clear one only
    /// colours the text.
    static func marked(_ range: Range<String.Index>, _ mark: MarkColor, fontSize: Double) -> [Highlight] {
        guard mark.fill.alpha > 0 || mark.border != nil else { return [] }
        let radius = markRadius * fontSize, padding = markPadding * fontSize
        let fill = Highlight(range: range, color: mark.fill, options: BackgroundOptions(radius: radius, horizontalPadding: padding, verticalPadding: 0))
        guard let border = mark.border else { return [fill] }
        let b = MarkColor.borderWidth
        return [Highlight(range: range, color: border, options: BackgroundOptions(radius: radius + b, horizontalPadding: padding + b, verticalPadding: b)),
                fill]
    }

    /// A mark's corner radius and its room beside the text, in ems (Discord's and Slack's 3 px and 2 px at 15–16 px).
    static let markRadius = 0.2
    static let markPadding = 0.13

    /// Code spans and pre blocks: a monospace family installed by setup, then the generic one.
    static let codeFamily = "DejaVu Sans Mono, monospace"
    /// Inline code, of the text around it: a monospace face looks larger than a proportional one at the
    /// same size (Telegram draws it about 0.9 em).
    static let codeSize = 0.9
    /// A code span's tint: the text colour at this alpha.
    static let codeTintAlpha = 0.12

    /// A URL typed in plain text is a link, as every app draws it: the span split around each URL
    /// (`LinkDetector`), the URL's piece linked to itself. Spans that are already links, mentions, code or
    /// coloured keep their look.
    static func linkingURLs(_ span: SpanSpec) -> [SpanSpec] {
        guard span.link == nil, !span.mention, !span.hashtag, !span.code, span.color == nil, !span.block.isPre else { return [span] }
        let urls = LinkDetector.urlRanges(in: span.text)
        guard !urls.isEmpty else { return [span] }
        var pieces: [SpanSpec] = [], at = span.text.startIndex
        func piece(_ range: Range<String.Index>, link: String?) {
            guard !range.isEmpty else { return }
            var part = span
            part.text = String(span.text[range])
            part.link = link
            pieces.append(part)
        }
        for url in urls {
            piece(at..<url.lowerBound, link: nil)
            piece(url, link: String(span.text[url]))
            at = url.upperBound
        }
        piece(at..<span.text.endIndex, link: nil)
        return pieces
    }

    static func isAccented(_ span: SpanSpec) -> Bool { span.link != nil || span.mention || span.hashtag }

    /// Where the accent is the text colour (the blue outgoing bubble), links are told apart by a line.
    static func underliningAccentSpans(_ span: SpanSpec, textColor: Color, accent: Color) -> SpanSpec {
        guard isAccented(span), span.color == nil, accent == textColor, span.underline == nil else { return span }
        var span = span
        span.underline = DecorationSpec(style: .single)
        return span
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
