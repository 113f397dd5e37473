extension CodeBlockStyle {
    /// Whether the look writes `span` as other text than the format marks it.
    func rewrites(_ span: SpanSpec) -> Bool {
        (!markup && (span.code || span.block.isPre)) || (span.mention && mentions != .mention) || (!span.mention && span.hashtag && hashtags != .link)
    }

    /// `span` as the look writes it: code and pre blocks as body text where it has no markup, tags as links,
    /// mentions or plain text.
    func written(_ span: SpanSpec) -> SpanSpec {
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

extension CardSpec {
    /// The card with its messages' spans as `style` writes them; a message it writes as marked is not copied.
    func withSpans(writtenAs style: CodeBlockStyle) -> CardSpec {
        var card = self
        for i in card.messages.indices where card.messages[i].spans.contains(where: style.rewrites) {
            card.messages[i].spans = card.messages[i].spans.map(style.written)
        }
        return card
    }
}
