import Canvas
import Decorations
import TextLayout

/// Places every element of a card: title, author labels, bubbles grouped into runs, highlight and plain
/// messages. Pure placement: drawing happens in `Card.render`.
struct CardLayout {
    let size: Size
    let background: Color?
    /// Painted in place of `background` (the look's wallpaper, on a card in the theme's colours).
    let wallpaper: Wallpaper?
    let elements: [any CardElement]
    /// The index in `messages` each element belongs to (nil: the title).
    let messageIndices: [Int?]

    /// Throws a `CardError` as soon as the card passes a canvas limit and `RenderTimeout` at the deadline.
    /// Images are decoded here, for the pixel density of `target`.
    init(_ spec: CardSpec, deadline: RenderDeadline = .none, target: CanvasTarget = .image) throws(RenderError) {
        var builder = CardLayoutBuilder(spec: spec, deadline: deadline, target: target)
        var (elements, indices, bottom) = try builder.build()
        if spec.fitsContent, let width = CardFit.width(of: elements, messages: indices, laidOutBy: builder), width < spec.width {
            // Laid out again on the narrower card, bubbles as wide as they were: the same lines, placed anew.
            var narrow = spec
            narrow.width = width
            builder = CardLayoutBuilder(spec: narrow, deadline: deadline, target: target, sharing: builder)
            (elements, indices, bottom) = try builder.build()
        }
        messageIndices = indices
        let natural = builder.limit.fittedHeight(contentBottom: bottom)
        // Screen-space gradients span the whole card, in the elements' own coordinates.
        func spanned(_ elements: [any CardElement], dy: Double, height: Double) -> [any CardElement] {
            elements.map { ($0 as? BubbleElement)?.spanning(top: -dy, bottom: height - dy) ?? $0 }
        }
        if let height = spec.height, height > natural {
            try builder.limit.check(contentBottom: height - spec.padding, path: "height")
            // Centred on whole device pixels, so that what snaps to pixels still does.
            let dy = ((height - natural) / 2 * spec.scale).rounded(.down) / spec.scale
            self.elements = spanned(elements, dy: dy, height: height).map { OffsetElement(element: $0, dy: dy) }
            size = Size(width: builder.spec.width, height: height)
        } else {
            self.elements = spanned(elements, dy: 0, height: natural)
            size = Size(width: builder.spec.width, height: natural)
        }
        background = builder.cardBackground
        wallpaper = spec.background == .theme ? builder.theme.wallpaper : nil
    }
}

struct CardLayoutBuilder {
    /// What the card is painted with: the theme's colour, the card's own, or nothing (transparent).
    var cardBackground: Color? {
        switch spec.background {
        case .theme: theme.background
        case .transparent: nil
        case .color(let c): c
        }
    }

    let spec: CardSpec
    let look: Look
    let theme: CardTheme
    let deadline: RenderDeadline
    let limit: CanvasLimit
    var contentWidth: Double { spec.width - 2 * spec.padding }
    /// What bubbles' widths are shares of: the content width, or a fitted card's first one.
    let bubbleContentWidth: Double
    var font: FontSpec { FontSpec(family: spec.fontFamily, size: spec.fontSize) }
    func font(scaled factor: Double) -> FontSpec { FontSpec(family: spec.fontFamily, size: spec.fontSize * factor) }

    let authors: AuthorColors
    let avatars: Avatars
    /// Centred times and the delivery caption, in a look that shows times so (iMessage).
    let timeHeaders: TimeHeaders?
    /// Places the conversation's messages as the look lays them out (bubbles or rows).
    let placer: any MessagePlacer
    /// The look's distance between the body's baselines in points (nil: the font's own).
    let bodyLineHeight: Double?
    /// What a message keeps above and below its text where the placer keeps line boxes' half-leading (rows), else 0.
    let leadingKept: Double
    /// Short labels laid out once per card.
    let memo: LayoutMemo
    let images: CardImages

    /// `sharing`: the layout of the same card at its full width (a fitted card keeps its bubble widths,
    /// decoded images and laid-out labels).
    init(spec: CardSpec, deadline: RenderDeadline, target: CanvasTarget, sharing first: CardLayoutBuilder? = nil) {
        let look = Look.named(spec.look).changed(by: spec.lookChanges)
        let spec = (look.storyStyles ? spec : spec.asAppMessages).withSpans(writtenAs: look.codeBlocks)
        (self.spec, self.look) = (spec, look)
        bubbleContentWidth = first?.bubbleContentWidth ?? spec.width - 2 * spec.padding
        memo = first?.memo ?? LayoutMemo()
        self.deadline = deadline
        theme = look.theme(spec.theme).withLegibleServiceFill()
        authors = AuthorColors(palette: theme.authorPalette, people: spec.people, names: AuthorColors.names(in: spec))
        images = first?.images ?? CardImages(density: target == .image ? spec.scale : Canvas.vectorImageDensity, deadline: deadline)
        placer = look.layout.placer(replies: look.replies, calls: look.calls, messages: spec.messages)
        avatars = Avatars(card: spec, look: look, placer: placer, images: images, authors: authors)
        timeHeaders = if case .headers(let pause) = look.times { TimeHeaders(spec.messages, pause: pause) } else { nil }
        // The look's distance between baselines, in ems of the card's body size.
        bodyLineHeight = look.font.lineHeight.map { $0 * spec.fontSize }
        leadingKept = placer.keepsLeading ? Self.halfLeading(bodyLineHeight, font: FontSpec(family: spec.fontFamily, size: spec.fontSize), memo: memo) : 0
        limit = CanvasLimit(width: spec.width, scale: spec.scale, padding: spec.padding)
    }

    func build() throws(RenderError) -> ([any CardElement], [Int?], Double) {
        var elements: [any CardElement] = []
        var indices: [Int?] = []
        var y = spec.padding + spec.topInset
        if let title = spec.title {
            let element = titleElement(title, y: y)
            elements.append(element)
            indices.append(nil)
            y = element.frame.maxY + CardProportions.titleGap
            try limit.check(contentBottom: y, path: "title")
        }
        let messages = spec.messages
        try checkLookFields()
        // A time header drawn on its date separator's line (iMessage's "Today 09:41").
        var headerOnSeparator: Int?
        for (i, m) in messages.enumerated() {
            try deadline.checkLayout()
            // A time header between two bubbles ends the run above it.
            let header = headerOnSeparator == i ? nil : timeHeaders?.headers[i]
            let window = placer.runWindow
            let joinsPrevious = i > 0 && Self.sameRun(messages[i - 1], m, window: window) && header == nil
            let joinsNext = joinsNext(i)
            let startsGroup = placer.startsGroup(i, joinsPrevious: joinsPrevious)
            if i > 0 { y += startsGroup ? look.bubbles.gapBetweenRuns : look.bubbles.gapInRun }
            if let header {
                let label = timeLabel(header, kind: .time, alignment: .center, y: y)
                elements.append(label)
                y = label.frame.maxY + CardProportions.timeHeaderGap
            }
            switch m.style {
            case .bubble:
                y = try placer.place(i, joinsPrevious: joinsPrevious, joinsNext: joinsNext, at: y, into: &elements, by: self)
            case .highlight, .plain:
                let placed = storyMessage(m, y: y)
                elements += placed.elements
                y = placed.bottom
            case .service:
                if i + 1 < messages.count, let time = timeHeaders?.headers[i + 1], let line = dayAndTime(m, time: time, y: y) {
                    elements += line
                    y = line.map(\.frame.maxY).max()!
                    headerOnSeparator = i + 1
                    break
                }
                let items = serviceElements(m, y: y)
                elements += items
                y = items.last!.frame.maxY
            }
            try limit.check(contentBottom: y, path: "messages[\(i)]", message: i)
            indices += Array(repeating: i, count: elements.count - indices.count)
        }
        return (elements, indices, y)
    }

    /// Consecutive bubbles from the same sender (and the same author) form one run, big emoji and stickers
    /// included (Telegram groups by author, whatever the message holds).
    /// `window`: more minutes than this between the two messages' clock times start a new run.
    /// Whether message `i`'s run goes on with the next (no time header between them).
    func joinsNext(_ i: Int) -> Bool {
        let messages = spec.messages
        return i + 1 < messages.count && Self.sameRun(messages[i], messages[i + 1], window: placer.runWindow) && timeHeaders?.headers[i + 1] == nil
    }

    static func sameRun(_ a: MessageSpec, _ b: MessageSpec, window: Int? = nil) -> Bool {
        guard a.style == .bubble && b.style == .bubble && a.from == b.from && a.author == b.author else { return false }
        guard let window, let from = a.time.flatMap(TimeHeaders.minutes), let to = b.time.flatMap(TimeHeaders.minutes) else { return true }
        return TimeHeaders.elapsed(from: from, to: to) <= window
    }

    /// The side a message keeps to: mine the trailing one, theirs the leading one; every message the leading
    /// one in rows.
    func side(of m: MessageSpec) -> BubbleSide { .of(outgoing: m.from == .me && placer.sidesBySender, rightToLeft: mirrored) }

    /// The card is laid out right to left: a right-to-left card in a look that mirrors it.
    var mirrored: Bool { spec.direction == .rtl && placer.mirrorsRightToLeft }

    /// Aligned with the text of the bubble below it: as far from the card's edge as that text is. The name
    /// may run past the bubble, up to the card's other padding: a narrow bubble beside an avatar column
    /// must not cut "Bo" to "…".
    func authorLabel(_ line: NameLine, over bubble: any SideElement, y: Double) -> LabelElement {
        let rightToLeft = mirrored
        let fromEdge = rightToLeft ? spec.width - spec.padding - bubble.frame.maxX : bubble.frame.minX - spec.padding
        // One rule for every label of a person: at the text of a bubble, above a sticker or big emoji too.
        let indent = fromEdge + (bubble is BubbleElement ? bubble.contentInset : bubbleTextInset)
        let layout = authorLayout(line, width: contentWidth - indent, alignment: rightToLeft ? .right : .left)
        return LabelElement(kind: .author, layout: layout, origin: Point(x: spec.padding + (rightToLeft ? 0 : indent), y: y))
    }

    /// An author's name line (the name, "via @bot", the tag): one line, ending in "…" when it is too long.
    /// `color`: the name's (its author colour by default); "via @bot" takes `accent`, the tag `secondary`.
    /// `size`: in ems (a name above a bubble's by default). Names take their author's colour where the look
    /// colours them, else the secondary text colour.
    func authorLayout(_ line: NameLine, width: Double, alignment: TextAlignment, weight: FontWeight = .regular, size: Double? = nil,
                      color: Color? = nil, accent: Color? = nil, secondary: Color? = nil) -> TextLayout {
        var font = font(scaled: size ?? look.names.aboveSize)
        font.weight = weight
        let accent = accent ?? theme.accent
        var text = line.name.map { AttributedText($0) } ?? AttributedText()
        if let bot = line.viaBot {
            text.append(text.string.isEmpty ? "via " : " via ", attributes: TextAttributes(weight: .regular, color: line.name == nil ? accent : nil))
            text.append("@" + bot, attributes: TextAttributes(weight: .semibold, color: accent))
        }
        if let tag = line.tag { text.append("  " + tag.oneLine, attributes: TextAttributes(weight: .regular, color: secondary ?? theme.secondaryText)) }
        return memo.layout(text, options: LayoutOptions(
            width: width, alignment: alignment, font: font,
            color: color ?? line.name.map { nameColor($0, secondary: secondary) } ?? accent, maxLines: 1))
    }

    /// A name's colour in this look (`secondary`: the secondary colour where it sits, the theme's by default).
    func nameColor(_ name: String, secondary: Color? = nil) -> Color {
        switch look.names.color {
        case .author: authors.color(of: name)
        case .secondary: secondary ?? theme.secondaryText
        case .text: theme.primaryText
        }
    }

    /// A highlight or plain message: its author above the block and its time below it, both at the
    /// block's edges (the author at the leading one, the time at the trailing one).
    func storyMessage(_ m: MessageSpec, y top: Double) -> (elements: [any CardElement], bottom: Double) {
        var elements: [any CardElement] = []
        var y = top
        let alignment = m.align ?? defaultStoryAlignment(m)
        if let line = NameLine(name: m.author, of: m) {
            let layout = authorLayout(line, width: contentWidth, alignment: alignment)
            elements.append(LabelElement(kind: .author, layout: layout, origin: Point(x: spec.padding, y: y)))
            y += layout.size.height + CardProportions.authorGap
        }
        let story = storyElement(m, alignment: alignment, y: y)
        elements.append(story)
        y = story.frame.maxY
        if let meta = meta(of: m, ink: cardInk) {
            let block = story.visibleBlock
            let trailingRight = story.story.layout.direction != .rtl
            y += CardProportions.storyTimeGap
            elements.append(MetaElement(meta: meta, origin: Point(x: trailingRight ? block.maxX - meta.size.width : block.minX, y: y)))
            y += meta.size.height
        }
        return (elements, y)
    }

    /// Highlights are centred; plain text keeps to its sender's side, like bubbles.
    func defaultStoryAlignment(_ m: MessageSpec) -> TextAlignment {
        if m.style == .highlight { return .center }
        return side(of: m) == .right ? .right : .left
    }

    func storyElement(_ m: MessageSpec, alignment: TextAlignment, y: Double) -> StoryElement {
        // A look without bubble fills (rows) blocks in its accent.
        let sideFill = theme.fill(for: m.from)
        let block = m.style == .highlight ? m.fill ?? (sideFill.alpha > 0 ? sideFill : theme.accent) : nil
        let ground = block.map { ContrastColor.seen($0, over: theme.background) } ?? theme.background
        // On a block, StoryText picks the same readable color; plain text takes the theme's.
        let textColor = m.color ?? (block == nil ? theme.primaryText : ContrastColor.readable(on: ground))
        let content = MessageContent(m.spans, ground: ground, textColor: textColor, accent: theme.accent, fontSize: spec.fontSize)
        var background: BlockBackground?
        var inset = 0.0, top = 0.0
        if let block {
            background = BlockBackground(color: block, style: .filled, textColor: m.color, backdrop: theme.background)
            let probe = BackgroundOptions().resolved(fontSize: spec.fontSize, lineHeight: spec.fontSize * BackgroundOptions.typicalLineHeight)
            // The widest line's shape reaches exactly as far as a bubble's body (snapping only moves an
            // edge out to a wider neighbour's), so blocks and bubbles share their outer edges.
            inset = probe.horizontalPadding + look.bubbles.tailWidth * bubbleChromeScale
            top = probe.verticalPadding
        }
        let layout = TextLayout(content.text, options: LayoutOptions(
            width: contentWidth - 2 * inset, alignment: alignment,
            font: font, color: textColor))
        let story = StoryText(layout: layout, background: background, highlights: content.highlights,
                              decorations: content.decorations, spoilers: content.spoilers)
        return StoryElement(story: story, origin: Point(x: spec.padding + inset, y: y + top))
    }
}

extension CardSpec {
    /// The card as an app draws it (`Look.storyStyles` off): its story messages (`highlight`, `plain`) as ordinary
    /// ones, and every text in its natural alignment (no app centres or right-aligns a message's text).
    var asAppMessages: CardSpec {
        var card = self  // the messages are copied only when one changes
        for i in card.messages.indices where [.highlight, .plain].contains(card.messages[i].style) { card.messages[i].style = .bubble }
        for i in card.messages.indices where card.messages[i].align != nil { card.messages[i].align = nil }
        return card
    }
}
