/// A message's spans cut where blocks (quotes, pre) begin and end: each segment becomes one bubble part.
/// The line breaks that only separate a block from its neighbours go, as the messengers draw them.
enum MessageSegments {
    struct Segment {
        var block: SpanBlock?
        var spans: [SpanSpec]
    }

    /// Whether any span is in a pre block (the bubble may then use the whole row).
    static func hasPre(_ spans: [SpanSpec]) -> Bool {
        spans.contains { $0.block.isPre }
    }

    static func split(_ spans: [SpanSpec]) -> [Segment] {
        var segments: [Segment] = []
        for span in spans {
            if let last = segments.last, last.block == span.block {
                segments[segments.count - 1].spans.append(span)
            } else {
                segments.append(Segment(block: span.block, spans: [span]))
            }
        }
        guard segments.count > 1 || segments.first?.block != nil else { return segments }
        return segments.map(trimmingEdgeBreaks).filter { !$0.spans.allSatisfy { CardDecoder.drawsNothing($0.text) } }
    }

    /// Leading and trailing line breaks of a segment next to a block (or of a block itself).
    static func trimmingEdgeBreaks(_ s: Segment) -> Segment {
        var s = s
        while let first = s.spans.first, first.text.first?.isNewline == true {
            s.spans[0].text.removeFirst()
            if s.spans[0].text.isEmpty { s.spans.removeFirst() }
        }
        while let last = s.spans.last, last.text.last?.isNewline == true {
            s.spans[s.spans.count - 1].text.removeLast()
            if s.spans[s.spans.count - 1].text.isEmpty { s.spans.removeLast() }
        }
        return s
    }
}
