extension CodeBlockStyle {
    /// Whether the look writes some markup as other text (`written(_:)` changes spans).
    var rewritesSpans: Bool { !markup || hashtags != .link || mentions != .mention }

    /// `spans` as the look writes them: code and pre blocks as body text where it has no markup, tags as
    /// links, mentions or plain text.
    func written(_ spans: [SpanSpec]) -> [SpanSpec] {
        spans.map { span in
            var span = span
            if !markup {
                span.code = false
                if span.block.isPre { span.block = nil }
            }
            // A mention's or a hashtag's style, written as the span's two flags: a link is accented without a mark.
            if let style = span.mention ? mentions : span.hashtag ? hashtags : nil {
                (span.mention, span.hashtag) = (style == .mention, style == .link)
            }
            return span
        }
    }
}

extension CardSpec {
    /// The card with its messages' spans as `style` writes them.
    func withSpans(writtenAs style: CodeBlockStyle) -> CardSpec {
        guard style.rewritesSpans else { return self }
        var card = self
        for i in card.messages.indices { card.messages[i].spans = style.written(card.messages[i].spans) }
        return card
    }
}
