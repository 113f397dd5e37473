import Canvas
import Decorations
import TextLayout

/// Places every element of a card: title, author labels, bubbles grouped into runs, highlight and plain
/// messages. Pure placement: drawing happens in `Card.render`.
struct CardLayout {
    let size: Size
    let background: Color?
    let elements: [any CardElement]

    static let gapInRun = 2.0
    static let gapBetweenRuns = 10.0
    static let maxBubbleFraction = 0.75

    /// Throws a `CardError` as soon as the card passes a canvas limit and `RenderTimeout` at the deadline.
    init(_ spec: CardSpec, deadline: RenderDeadline = .none) throws {
        let builder = CardLayoutBuilder(spec: spec, deadline: deadline)
        let (elements, bottom) = try builder.build()
        self.elements = elements
        size = Size(width: spec.width, height: (bottom + spec.padding).rounded(.up))
        switch spec.background {
        case .theme: background = builder.theme.background
        case .transparent: background = nil
        case .color(let c): background = c
        }
    }

}

private struct CardLayoutBuilder {
    let spec: CardSpec
    let theme: CardTheme
    let deadline: RenderDeadline
    let limit: CanvasLimit
    var contentWidth: Double { spec.width - 2 * spec.padding }
    var font: FontSpec { FontSpec(family: spec.fontFamily, size: spec.fontSize) }

    init(spec: CardSpec, deadline: RenderDeadline) {
        self.spec = spec
        self.deadline = deadline
        theme = CardTheme.of(spec.theme)
        limit = CanvasLimit(width: spec.width, scale: spec.scale, padding: spec.padding)
    }

    func build() throws -> ([any CardElement], Double) {
        var elements: [any CardElement] = []
        var y = spec.padding
        if let title = spec.title {
            let layout = TextLayout(AttributedText(title, attributes: TextAttributes(weight: .semibold)), options: LayoutOptions(
                width: contentWidth, alignment: .center, font: FontSpec(family: spec.fontFamily, size: spec.fontSize * 0.82),
                color: theme.secondaryText))
            elements.append(LabelElement(layout: layout, origin: Point(x: spec.padding, y: y)))
            y += layout.size.height + 12
            try limit.check(contentBottom: y, path: "title")
        }
        let messages = spec.messages
        for (i, m) in messages.enumerated() {
            try deadline.check(.layout)
            let joinsPrevious = i > 0 && Self.sameRun(messages[i - 1], m)
            let joinsNext = i + 1 < messages.count && Self.sameRun(m, messages[i + 1])
            if i > 0 { y += joinsPrevious ? CardLayout.gapInRun : CardLayout.gapBetweenRuns }
            switch m.style {
            case .bubble:
                if m.from == .them, let author = m.author, !joinsPrevious {
                    let label = authorLabel(author, y: y)
                    elements.append(label)
                    y += label.layout.size.height + 2
                }
                let position: GroupPosition = switch (joinsPrevious, joinsNext) {
                case (false, false): .single
                case (false, true): .first
                case (true, true): .middle
                case (true, false): .last
                }
                let bubble = bubbleElement(m, position: position, y: y)
                elements.append(bubble)
                y = bubble.frame.maxY
            case .highlight, .plain:
                let story = storyElement(m, y: y)
                elements.append(story)
                y = story.frame.maxY
            }
            try limit.check(contentBottom: y, path: "messages[\(i)]")
        }
        return (elements, y)
    }

    /// Consecutive bubbles from the same sender (and the same author) form one run.
    static func sameRun(_ a: MessageSpec, _ b: MessageSpec) -> Bool {
        a.style == .bubble && b.style == .bubble && a.from == b.from && a.author == b.author
    }

    func side(of m: MessageSpec) -> BubbleSide { .of(outgoing: m.from == .me, rightToLeft: spec.direction == .rtl) }

    func authorLabel(_ author: String, y: Double) -> LabelElement {
        // Aligned with the text inside the bubbles below it: past the tail room and the inset.
        let indent = BubbleInsets().horizontal + BubbleShape(side: .left).tailWidth
        let rtl = spec.direction == .rtl
        let layout = TextLayout(author, options: LayoutOptions(
            width: contentWidth - 2 * indent, alignment: rtl ? .right : .left,
            font: FontSpec(family: spec.fontFamily, size: spec.fontSize * 0.76), color: theme.secondaryText))
        return LabelElement(layout: layout, origin: Point(x: spec.padding + indent, y: y))
    }

    func bubbleElement(_ m: MessageSpec, position: GroupPosition, y: Double) -> BubbleElement {
        let content = MessageContent(m.spans)
        var shape = BubbleShape(side: side(of: m), group: position)
        switch m.tail {
        case .auto: break
        case .none: shape.tailOverride = false
        case .always: shape.tailOverride = true
        }
        let bubble = Bubble(shape: shape, fill: .color(m.fill ?? theme.fill(for: m.from)))
        let insets = bubble.effectiveInsets
        let maxText = contentWidth * CardLayout.maxBubbleFraction - 2 * insets.horizontal - shape.tailWidth
        let layout = TextLayout(content.text, options: LayoutOptions(
            width: maxText, alignment: m.align ?? .natural, font: font, color: m.color ?? theme.text(for: m.from)))
        let block = MessageBlock(layout: layout, time: m.time.map { timeLayout($0, for: m) }, maxWidth: maxText,
                                 gap: spec.fontSize * 0.35)

        let size = bubble.frameSize(forContent: block.size)
        let x = shape.side == .right ? spec.width - spec.padding - size.width : spec.padding
        let frame = Rect(origin: Point(x: x, y: y), size: size)
        let inner = bubble.contentRect(in: frame)
        // A body widened to be round centres its content.
        let blockOrigin = Point(x: inner.minX + (inner.width - block.size.width) / 2, y: inner.minY)
        let story = StoryText(layout: layout, highlights: content.highlights, decorations: content.decorations)
        return BubbleElement(
            bubble: bubble, frame: frame,
            text: StoryElement(story: story, origin: blockOrigin + block.textOffset),
            time: block.time.map { LabelElement(layout: $0, origin: blockOrigin + block.timeOffset) })
    }

    func timeLayout(_ time: String, for m: MessageSpec) -> TextLayout {
        TextLayout(time, options: LayoutOptions(font: FontSpec(family: spec.fontFamily, size: spec.fontSize * 0.65),
                                               color: theme.time(for: m.from)))
    }

    func storyElement(_ m: MessageSpec, y: Double) -> StoryElement {
        let content = MessageContent(m.spans)
        var background: BlockBackground?
        var inset = 0.0, top = 0.0
        if m.style == .highlight {
            let fill = m.fill ?? theme.fill(for: m.from)
            background = BlockBackground(color: fill, style: .filled, textColor: m.color)
            let probe = BackgroundOptions().resolved(fontSize: spec.fontSize, lineHeight: spec.fontSize * 1.2)
            inset = probe.horizontalPadding + probe.snapTolerance
            top = probe.verticalPadding
        }
        let layout = TextLayout(content.text, options: LayoutOptions(
            width: contentWidth - 2 * inset, alignment: m.align ?? (m.style == .highlight ? .center : .natural),
            font: font, color: m.color ?? theme.primaryText))
        let story = StoryText(layout: layout, background: background, highlights: content.highlights,
                              decorations: content.decorations)
        return StoryElement(story: story, origin: Point(x: spec.padding + inset, y: y + top))
    }
}

/// The text of a bubble and its timestamp as one block: the time sits beside the last line when it fits,
/// else on its own line, always at the trailing edge (right for LTR text, left for RTL).
struct MessageBlock {
    let size: Size
    let textOffset: Point
    let time: TextLayout?
    let timeOffset: Point

    init(layout: TextLayout, time: TextLayout?, maxWidth: Double, gap: Double) {
        let used = layout.usedBounds
        let rtl = layout.direction == .rtl
        self.time = time
        guard let time else {
            size = Size(width: used.width, height: used.height)
            textOffset = Point(x: -used.minX, y: 0)
            timeOffset = .zero
            return
        }
        let timeUsed = time.usedBounds
        let last = layout.lines.last { !$0.isEmpty }
        // How far the last line reaches from the block's leading edge.
        let lastReach = last.map { rtl ? used.maxX - $0.usedRect.minX : $0.usedRect.maxX - used.minX } ?? 0
        let beside = last != nil && lastReach + gap + timeUsed.width <= maxWidth
        let width = max(used.width, beside ? lastReach + gap + timeUsed.width : timeUsed.width)
        let height = beside ? used.height : used.height + time.size.height
        size = Size(width: width, height: height)
        textOffset = Point(x: rtl ? width - used.maxX : -used.minX, y: 0)
        let timeX = rtl ? -timeUsed.minX : width - timeUsed.maxX
        let timeBaseline = time.lines.first?.baseline ?? 0
        let timeY = beside ? (last?.baseline ?? 0) - timeBaseline : used.height
        timeOffset = Point(x: timeX, y: timeY)
    }
}
