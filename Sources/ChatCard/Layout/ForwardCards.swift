import Canvas
import Decorations
import TextLayout

/// A forward as a shared message (`ForwardStyle.card`): what was forwarded inside a bar, the source on top
/// (Slack) or the forward mark on top and the source under it (Discord); the pictures, the reactions and
/// the thread after the card.
extension CardLayoutBuilder {
    /// Whether `m` is drawn as a forward card: a card forward of a message with text or an attachment (a
    /// forwarded picture alone keeps the label above it).
    func forwardCard(of m: MessageSpec) -> ForwardCard? {
        guard case .card(let card) = look.forwards, m.forwardedFrom != nil, !m.spans.isEmpty || m.attachment != nil else { return nil }
        return card
    }

    func forwardCardParts(of m: MessageSpec, card: ForwardCard, ink: BubbleInk, maxWidth: Double, photo: PhotoLayout?,
                          author: NameLine?) throws(RenderError) -> [any BubblePart] {
        let em = spec.fontSize, rtl = mirrored, source = m.forwardedFrom ?? ""
        let indent = card.indent * em, innerWidth = max(1, maxWidth - indent), gap = PartProportions.forwardGap * em
        var inner = m
        (inner.forwardedFrom, inner.reactions, inner.thread) = (nil, [], nil)
        var stack: [any BubblePart] = []
        switch card.top {
        case .source(let avatarEms):
            let side = avatarEms * em
            let avatar = try avatars.element(named: source, in: Rect(x: 0, y: 0, width: side, height: side), memo: memo)
            let label = memo.layout(AttributedText(source.oneLine, attributes: TextAttributes(weight: .bold)), options: LayoutOptions(
                width: max(1, innerWidth - side - gap), alignment: rtl ? .right : .left, font: font, color: ink.text, maxLines: 1))
            stack.append(AvatarLabelPart(avatar: avatar, label: label, kind: .forward, gap: gap * 2, below: gap, rightToLeft: rtl))
        case .mark(let color):
            stack.append(HeaderLabelPart.forwardMark(color: forwardInk(color, on: ink), font: font, rightToLeft: rtl))
        }
        stack += try parts(of: inner, ink: ink, maxWidth: innerWidth, photo: nil, author: nil)
        if case .mark(let color) = card.top {
            // Discord writes where the message came from under it, small and muted.
            let origin = memo.layout(source.oneLine, options: LayoutOptions(width: innerWidth, alignment: rtl ? .right : .left,
                                                                             font: font(scaled: PartProportions.forwardSize), color: forwardInk(color, on: ink), maxLines: 1))
            stack += [Spacing(height: gap), TextPart(origin)]
        }
        var parts = try headers(of: inner, ink: ink, maxWidth: maxWidth, author: author).filter { $0 is HeaderLabelPart }
        parts.append(ForwardCardPart(content: BubbleContent(stack), bar: theme.separator, barWidth: card.barWidth * em, indent: indent, rightToLeft: rtl))
        if let photo {
            parts += [Spacing(height: photo.insets.top), try mediaPart(photo, of: m, ink: ink, first: false, last: m.reactions.isEmpty)]
        }
        if !m.reactions.isEmpty { parts.append(reactionsPart(m, ink: ink, maxWidth: maxWidth)) }
        if let thread = m.thread, let style = look.threads { parts.append(try threadPart(thread, style: style, ink: ink)) }
        return parts
    }

    /// A forward label's grey, only as much darker (or lighter) as body-text contrast on this bubble needs.
    func forwardInk(_ color: Color, on ink: BubbleInk) -> Color {
        ContrastColor.reaching(ContrastColor.textMinimum, color, on: ink.ground, over: [ink.ground])
    }
}
