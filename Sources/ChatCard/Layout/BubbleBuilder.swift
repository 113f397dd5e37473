import Canvas
import Decorations
import TextLayout

/// Builds a message's bubble from its parts, top to bottom: forward label, reply header, text with the
/// meta row beside its last line, reaction chips (the meta row then sits beside the chips instead).
extension CardLayoutBuilder {
    /// The author to name on this bubble: theirs, on the first bubble of a run.
    func namedAuthor(_ m: MessageSpec, position: GroupPosition) -> String? {
        m.from == .them && (position == .single || position == .first) ? m.author : nil
    }

    /// The name line over this bubble: the named author with their tag, and "via @bot" on any bubble that has one.
    func nameLine(_ m: MessageSpec, position: GroupPosition) -> NameLine? {
        NameLine(name: namedAuthor(m, position: position), of: m)
    }

    /// The widest a bubble may be, for what it holds (`BubbleWidths`).
    func maxBubbleWidth(_ m: MessageSpec) -> Double {
        bubbleWidths(m).max(for: m)
    }

    func bubbleWidths(_ m: MessageSpec) -> BubbleWidths {
        BubbleWidths(row: bubbleContentWidth - avatars.width(for: m), content: bubbleContentWidth, em: spec.fontSize,
                     textShare: placer.textShare)
    }

    /// A bubble placed against its side of the card, at y 0 (the caller moves it down).
    /// `run`: its place in its author's run (the name inside goes on the first); `shape`: among the bubbles
    /// its corners join.
    func bubbleElement(_ m: MessageSpec, run: GroupPosition, shape position: GroupPosition) throws(RenderError) -> BubbleElement {
        // Colors not given are chosen for the fill actually behind them.
        let fill = m.fill ?? (m.sms ? theme.smsFill : nil) ?? theme.fill(for: m.from)
        let ground = ContrastColor.seen(fill, over: theme.background)
        let textColor = m.color ?? (m.fill == nil ? theme.text(for: m.from) : ContrastColor.readable(on: ground))
        let ink = BubbleInk(ground: ground, text: textColor, accent: theme.accent, solidGround: fill,
                            side: m.fill == nil && m.color == nil ? theme.colors(for: m.from) : SideColors())
        let widths = bubbleWidths(m)
        var maxBubble = widths.max(for: m)
        let factor = bubbleChromeScale
        var shape = look.bubbles.shape(side: side(of: m), group: position).scaled(by: factor)
        let author = spec.namesInside ? nameLine(m, position: run) : nil
        switch m.tail {
        // The picture is the bubble, unless a name above it shows the fill, or the tail is a wedge at the
        // top, clear of the picture (WhatsApp frames its pictures in the bubble, tail and all).
        case .auto: if PhotoLayout.isAlone(in: m), author == nil, look.bubbles.tailCorner != .top { shape.tailOverride = false }
        case .none: shape.tailOverride = false
        case .always: shape.tailOverride = true
        }
        let shadow = theme.bubbleShadow.flatMap { look.bubbles.shadowOffset > 0 ? BubbleShadow(offset: look.bubbles.shadowOffset, color: $0) : nil }
        // A screen-space gradient spans the card, whose height is known once it is laid out (`CardLayout`).
        let paint: BubbleFill = if m.from == .me, m.fill == nil, !m.sms, let colors = theme.outgoingGradient {
            .spanGradient(colors, top: 0, bottom: 1)
        } else { .color(fill) }
        let bubble = Bubble(shape: shape, insets: bubbleInsets(scaled: factor), fill: paint,
                            border: bubbleBorder(fill: fill, shadowed: shadow != nil), shadow: shadow)
        let photo = mediaLayout(of: m, bodyWidth: maxBubble - shape.tailWidth, insets: bubble.effectiveInsets)
        func maxText() -> Double { (photo?.display.width ?? maxBubble - shape.tailWidth) - 2 * bubble.effectiveInsets.horizontal }
        var content = try parts(of: m, ink: ink, maxWidth: maxText(), photo: photo, author: author)
        // A word that does not fit the bubble's share may take the whole row rather than split.
        if photo == nil, maxBubble < widths.row, content.contains(where: BubbleWidths.breaksInsideWords) {
            maxBubble = widths.row
            content = try parts(of: m, ink: ink, maxWidth: maxText(), photo: photo, author: author)
        }
        let bubbled = BubbledContent(bubble: bubble, content: BubbleContent(content), mediaInset: look.bubbles.mediaInset * bubbleChromeScale)
        // A row is as wide as its content: a one-letter message is not widened round.
        let size = bubbled.frameSize(maxWidth: placer.roundsShortMessages ? maxBubble : 0)
        let x = shape.side == .right ? spec.width - spec.padding - size.width : spec.padding
        return BubbleElement(bubbled: bubbled, frame: Rect(origin: Point(x: x, y: 0), size: size))
    }

    /// Forward label, reply header, pictures, the attachment's part, text, a link preview and reactions,
    /// with the meta row where it fits.
    func parts(of m: MessageSpec, ink: BubbleInk, maxWidth: Double, photo: PhotoLayout? = nil, author: NameLine? = nil) throws(RenderError) -> [any BubblePart] {
        if let card = forwardCard(of: m) { return try forwardCardParts(of: m, card: card, ink: ink, maxWidth: maxWidth, photo: photo, author: author) }
        var parts = try headers(of: m, ink: ink, maxWidth: maxWidth, author: author)
        let segments = MessageSegments.split(m.spans)
        var hosts: [any MetaHost] = segments.enumerated().map { i, segment in
            textPart(segment, ink: ink, maxWidth: maxWidth, alignment: m.align ?? .natural, gapAbove: i > 0, gapBelow: i + 1 < segments.count)
        }
        if let attachment = m.attachment {
            // A row, a poll or a place's name goes above the caption, a text inset apart; a preview below the text.
            if let lead = try attachment.drawing?.hostPart(of: m, by: self, ink: ink, maxWidth: maxWidth) {
                let gap = PartProportions.blockGap * spec.fontSize
                if placer.kindsAboveText {
                    hosts.insert(hosts.isEmpty ? lead : SpacedHost(lead, gapBelow: gap), at: 0)
                } else {
                    if let text = hosts.popLast() { hosts.append(SpacedHost(text, gapBelow: gap)) }
                    hosts.append(lead)
                }
            }
            if case .preview(let preview) = attachment {
                let part = try previewPart(preview, ink: ink, maxWidth: maxWidth)
                if look.previews.aboveText { hosts.insert(part, at: 0) } else { hosts.append(part) }
            }
        }
        let reactionsOnEdge = placer.hangsReactions && look.reactions.place.isOnEdge
        // A thread only in a look that draws threads (`LookFieldCheck` refused it elsewhere).
        let thread = try m.thread.flatMap { thread throws(RenderError) in try look.threads.map { style throws(RenderError) in try threadPart(thread, style: style, ink: ink) } }
        let threadParts: [any BubblePart] = thread.map { [$0] } ?? []
        if let photo, !placer.kindsAboveText, !hosts.isEmpty {
            // Rows write first and attach after: the caption ("(edited)" after its last word), the picture, the reactions.
            let gap = Spacing(height: photo.insets.top)
            let chips: [any BubblePart] = m.reactions.isEmpty ? [] : [gap, reactionsPart(m, ink: ink, maxWidth: maxWidth)]
            return parts + ending(hosts, of: m, ink: ink, maxWidth: maxWidth, inlineReactions: false)
                + [gap, try mediaPart(photo, of: m, ink: ink, first: false, last: chips.isEmpty)] + chips + threadParts
        }
        if let photo {
            let last = hosts.isEmpty && (m.reactions.isEmpty || reactionsOnEdge)
            parts.append(try mediaPart(photo, of: m, ink: ink, first: parts.isEmpty, last: last))
            if last { return parts }
            // Reaction chips bring their own gap; a caption needs the text inset.
            if !hosts.isEmpty { parts.append(Spacing(height: photo.insets.top)) }
        }
        return parts + ending(hosts, of: m, ink: ink, maxWidth: maxWidth, inlineReactions: !reactionsOnEdge) + threadParts
    }

    /// The author's name (when names go inside), "Forwarded from" and the reply header, at the top of a
    /// bubble.
    func headers(of m: MessageSpec, ink: BubbleInk, maxWidth: Double, author: NameLine? = nil) throws(RenderError) -> [any BubblePart] {
        let rtl = mirrored
        var parts: [any BubblePart] = []
        if let author {
            // As the look draws a name inside a bubble (Telegram: semibold), in a colour that reads on its fill; its
            // tag after it or at the line's far end.
            let tag = look.names.tagAtEnd ? author.tag.map { kindText($0, size: look.names.insideSize, color: ink.meta, width: maxWidth / 2) } : nil
            let room = maxWidth - (tag.map { HeaderLabelPart.trailingRoom($0, fontSize: spec.fontSize * look.names.insideSize) } ?? 0)
            let layout = authorLayout(tag == nil ? author : author.withoutTag, width: room, alignment: rtl ? .right : .left, weight: look.names.insideWeight,
                                      size: look.names.insideSize,
                                      color: author.name.map { ink.name(nameColor($0, secondary: ink.meta)) }, accent: ink.accent, secondary: ink.meta)
            parts.append(HeaderLabelPart(layout, kind: .author, gap: PartProportions.forwardGap * spec.fontSize, trailing: tag))
        }
        if let name = m.forwardedFrom, !forwardCaptioned {
            let label: HeaderLabelPart = switch look.forwards {
            case .fromSource, .caption: .forward(from: name, color: ink.accent, font: font, maxWidth: maxWidth, rightToLeft: rtl)
            // The look's grey, only as much darker (or lighter) as body-text contrast on this bubble needs.
            case .mark(let color): .forwardMark(color: forwardInk(color, on: ink), font: font, rightToLeft: rtl)
            // A forwarded picture without a caption: the card's mark, else the source, above it.
            case .card(let card):
                if case .mark(let color) = card.top { .forwardMark(color: forwardInk(color, on: ink), font: font, rightToLeft: rtl) }
                else { .forward(from: name, color: ink.accent, font: font, maxWidth: maxWidth, rightToLeft: rtl) }
            }
            parts.append(label)
        }
        // A reply drawn above the message's group (Discord's connector) is not repeated in it.
        if let reply = m.reply, !placer.repliesAbove, case .threadLine = look.replies.style, !reply.isQuote, reply.image == nil {
            parts.append(threadLine(reply, ink: ink, maxWidth: maxWidth))
        } else if let reply = m.reply, !placer.repliesAbove {
            // The quoted author's name colour in this look (grey in iMessage, the text's in Slack), its hue kept
            // where it needs more contrast on this bubble (WhatsApp's bar and name on my green).
            let quoted = look.replies.ownInAccent && m.from == .me ? nil : reply.author.map { nameColor($0, secondary: ink.meta) }
            let color = quoted.map(ink.quoted) ?? ink.accent
            let corners = theme.wallpaper?.field.corners ?? []
            parts.append(try ReplyHeaderPart(named(reply), color: color, block: theme.replies, ink: ink, quoteInk: look.replies.quoteInMeta ? ink.meta : nil,
                                             backdrops: corners, font: font, maxWidth: maxWidth,
                                             rightToLeft: rtl, memo: memo) { image, covering throws(RenderError) in
                try images.decode(image, covering: covering)
            })
        }
        return parts
    }

    /// `hosts`, then the reaction chips if any, the last of them carrying the meta row (one of the two
    /// must be there).
    /// `inlineReactions: false`: the look draws them over the bubble's edge instead (`edgeReactions`).
    func ending(_ hosts: [any MetaHost], of m: MessageSpec, ink: BubbleInk, maxWidth: Double, inlineReactions: Bool = true) -> [any BubblePart] {
        var hosts = hosts
        let reactions = m.reactions.isEmpty || !inlineReactions ? nil : reactionsPart(m, ink: ink, maxWidth: maxWidth)
        // Bubbles put the time beside the chips (Telegram's corner); rows write "(edited)" after the last word, chips under it.
        let chipsAfterMeta = placer.metaFollowsText && !hosts.isEmpty
        if let reactions, !chipsAfterMeta { hosts.append(reactions) }
        let last = hosts.removeLast()
        var parts: [any BubblePart] = hosts
        // Rows write "(edited)" after the last word and a post's views and signature on a line of their own under it.
        let footer = placer.metaFollowsText && (m.views != nil || m.signature != nil)
        parts.append(TimedPart(last, meta: meta(of: m, ink: ink, counters: !footer), maxWidth: maxWidth, gap: spec.fontSize * CardProportions.timeGap,
                               cardRightToLeft: mirrored, followsText: placer.metaFollowsText))
        if footer {
            parts.append(TimedPart(NoLines(isRightToLeft: mirrored), meta: meta(of: m, ink: ink, edited: false), maxWidth: maxWidth,
                                   gap: spec.fontSize * CardProportions.timeGap, cardRightToLeft: mirrored, followsText: true))
        }
        if let reactions, chipsAfterMeta { parts.append(reactions) }
        return parts
    }

    /// Plain text, a block quote or a pre block.
    func textPart(_ segment: MessageSegments.Segment, ink: BubbleInk, maxWidth: Double, alignment: TextAlignment,
                  gapAbove: Bool, gapBelow: Bool) -> any MetaHost {
        let rtl = mirrored
        var marks = theme.marks
        if look.codeBlocks.inlineInAccent, marks.code == nil { marks.code = MarkColor(text: ink.accent, fill: .clear) }
        func story(_ size: Double, width: Double) -> TextPart {
            let content = MessageContent(segment.spans, ground: ink.ground, textColor: ink.text, accent: ink.link, fontSize: size,
                                         marks: marks)
            let layout = TextLayout(content.text, options: LayoutOptions(
                width: width, alignment: alignment, lineHeight: bodyLineHeight, font: FontSpec(family: spec.fontFamily, size: size), color: ink.text))
            return TextPart(StoryText(layout: layout, highlights: content.highlights, decorations: content.decorations,
                                      spoilers: content.spoilers))
        }
        // A look that does not box pre blocks writes their lines in monospace among the text (WhatsApp).
        guard let block = segment.block, look.codeBlocks.boxed || !segment.block.isPre else { return story(spec.fontSize, width: maxWidth) }
        let gap = PartProportions.blockGap * spec.fontSize
        let accent: AccentBlock, label: TextLayout?, kind: ElementFrame.Kind
        switch block {
        case .quote:
            accent = AccentBlock(color: ink.accent, emSize: spec.fontSize, bar: true, rightToLeft: rtl, ground: ink.solidGround)
            (label, kind) = (nil, .quote)
        case .pre(let language):
            let mark = look.codeBlocks.striped ? nil : theme.marks.codeBlock
            accent = AccentBlock(color: look.codeBlocks.striped ? ink.accent : ink.text, emSize: spec.fontSize, bar: look.codeBlocks.striped,
                                 rightToLeft: rtl, ground: ink.solidGround, fill: mark?.fill, border: mark?.border)
            label = !look.codeBlocks.labelled ? nil : language.map { TextLayout(AttributedText($0, attributes: TextAttributes(weight: .semibold)), options: LayoutOptions(
                width: accent.textWidth(maxWidth), alignment: rtl ? .right : .left,
                font: font(scaled: PartProportions.preLabelSize), color: ink.accent, maxLines: 1)) }
            kind = .pre
        }
        let text = story(spec.fontSize * PartProportions.blockTextSize, width: accent.textWidth(maxWidth))
        let fills = kind == .pre && look.codeBlocks.fillsColumn
        return TextBlockPart(text, label: label, accent: accent, kind: kind, gapAbove: gapAbove ? gap : 0, gapBelow: gapBelow ? gap : 0,
                             minWidth: fills ? maxWidth : 0)
    }

    /// One to three emoji alone: large, without a bubble, the meta row beside them and reactions below.
    func bigEmojiElement(_ m: MessageSpec) -> BareElement {
        let count = BigEmoji.count(m.text)
        let size = spec.fontSize * look.bigEmoji[min(count, look.bigEmoji.count) - 1]
        let ink = cardInk
        // Emoji have no direction of their own: the card's decides which side the time goes.
        let layout = TextLayout(m.text, options: LayoutOptions(direction: mirrored ? .rtl : .ltr,
                                                               font: FontSpec(family: spec.fontFamily, size: size), color: theme.primaryText))
        // On a wallpaper the time goes in a pill under the emoji; reactions keep it beside them.
        let pill = theme.wallpaper != nil && m.reactions.isEmpty ? cardPill(of: m) : nil
        let content = BubbleContent(pill.map { [TextPart(layout), TrailingPill(pill: $0, gap: spec.fontSize * CardProportions.timeGap,
                                                                               rightToLeft: mirrored)] }
                                    ?? ending([TextPart(layout)], of: m, ink: ink, maxWidth: maxBubbleWidth(m)))
        let x = side(of: m) == .right ? spec.width - spec.padding - content.size.width : spec.padding
        return BareElement(content: content, frame: Rect(origin: Point(x: x, y: 0), size: content.size))
    }

    /// A sticker: the whole picture, its longer side at most `CardLimits.stickerSide`, without a bubble;
    /// the meta row on it in a pill, or beside the reactions below it.
    func stickerElement(_ m: MessageSpec, _ sticker: ImageSpec) throws(RenderError) -> BareElement {
        try bareElement(m) { maxWidth, pill throws(RenderError) in
            let display = ImagePart.stickerSize(aspect: sticker.aspect, side: min(CardLimits.stickerSide, maxWidth))
            let image = try images.decode(sticker, covering: display)
            return ImagePart(image: image, kind: .sticker, display: display, size: display, pill: pill, rightToLeft: mirrored)
        }
    }

    /// Something drawn without a bubble (a sticker, a dice): the headers above it, `part` (given the widest it
    /// may be and the meta row's pill to carry), and the reactions below it, which then carry the meta row.
    func bareElement(_ m: MessageSpec, part: (_ maxWidth: Double, _ pill: TimePill?) throws(RenderError) -> any BubblePart) throws(RenderError) -> BareElement {
        let maxWidth = maxBubbleWidth(m)
        var parts = try headers(of: m, ink: cardInk, maxWidth: maxWidth)
        parts.append(try part(maxWidth, m.reactions.isEmpty ? cardPill(of: m) : nil))
        if !m.reactions.isEmpty { parts += ending([], of: m, ink: cardInk, maxWidth: maxWidth) }
        let content = BubbleContent(parts)
        let x = side(of: m) == .right ? spec.width - spec.padding - content.size.width : spec.padding
        return BareElement(content: content, frame: Rect(origin: Point(x: x, y: 0), size: content.size))
    }

    /// The card's border for every bubble, else the look's outline, else a device-pixel hairline in the
    /// separator colour for a bubble that would vanish into the card (a white bubble on a white card)
    /// and has no shadow to set it apart.
    func bubbleBorder(fill: Color, shadowed: Bool = false) -> BubbleBorder? {
        if let given = spec.bubbleBorder { return BubbleBorder(width: given.width, color: given.color ?? theme.separator) }
        if let outline = theme.bubbleOutline { return BubbleBorder(width: 1 / spec.scale, color: outline) }
        guard !shadowed, placer.outlinesFaintBubbles, let card = cardBackground, ContrastColor.ratio(ContrastColor.seen(fill, over: card), card) < CardProportions.bubbleVanishesBelow else { return nil }
        return BubbleBorder(width: 1 / spec.scale, color: theme.separator)
    }

    /// Where a bubble's text begins from its side of the card: the tail's room and the inset.
    var bubbleTextInset: Double {
        let factor = bubbleChromeScale
        return (look.bubbles.tailWidth + look.bubbles.insets.horizontal) * factor
    }

    /// The chrome's scale for this card's font and widest bubble (`BubbleChrome`).
    var bubbleChromeScale: Double {
        BubbleChrome.scale(fontSize: spec.fontSize, maxBubbleWidth: contentWidth * BubbleRuns.defaultTextShare, look: look)
    }
}
