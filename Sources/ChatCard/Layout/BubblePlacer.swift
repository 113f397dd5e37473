import Canvas
import Decorations
import TextLayout

/// The bubbles layout: mine on the trailing side, theirs on the leading one; one author's neighbours form
/// a run (joined corners, the name above or inside the first, the avatar beside the last).
struct BubblePlacer: MessagePlacer {
    let runs: BubbleRuns
    /// iMessage's: the answered message as a faded bubble of its own above the reply.
    let quotesAbove: Bool

    var runWindow: Int? { runs.runWindow }
    var sidesBySender: Bool { true }
    var mirrorsRightToLeft: Bool { true }
    var textShare: Double { runs.textShare }
    var roundsShortMessages: Bool { true }
    var timesInHeaders: Bool { false }
    var outlinesFaintBubbles: Bool { true }
    var keepsLeading: Bool { false }
    var avatarColumnForAll: Bool { false }
    var repliesAbove: Bool { quotesAbove }
    var kindsAboveText: Bool { true }
    var metaFollowsText: Bool { false }
    var hangsReactions: Bool { true }
    var boxesKinds: Bool { false }
    var captionsOutside: Bool { true }

    func startsGroup(_ i: Int, joinsPrevious: Bool) -> Bool { !joinsPrevious }

    func place(_ i: Int, joinsPrevious: Bool, joinsNext: Bool, at top: Double, into elements: inout [any CardElement],
               by b: CardLayoutBuilder) throws(RenderError) -> Double {
        let messages = b.spec.messages, m = messages[i]
        // A sticker belongs to its author's run (one name, one avatar) but a bubble beside it keeps its own
        // corners and tail, as Telegram's "semantically merged" neighbours do.
        let run = GroupPosition(joinsPrevious: joinsPrevious, joinsNext: joinsNext)
        let shape = GroupPosition(joinsPrevious: joinsPrevious && messages[i - 1].sticker == nil,
                                  joinsNext: joinsNext && messages[i + 1].sticker == nil)
        var y = try placeBubble(i, run: run, shape: shape, at: top, into: &elements, by: b)
        guard let bubble = elements.last(where: { $0 is any SideElement }) else { return y }
        let alignment: TextAlignment = b.side(of: m) == .right ? .right : .left
        // Under the bubble: "Edited" in the look's blue (iMessage), then my last message's delivery caption.
        var captions: [(AttributedText, ElementFrame.Kind, Color?)] = []
        if m.edited, b.editedBelow(m) { captions.append((AttributedText(b.look.editedWord), .status, b.theme.accent)) }
        if let caption = b.timeHeaders?.caption, caption.index == i {
            captions.append((TimeHeaders.caption(caption.status, time: m.time), .status, nil))
        }
        for (text, kind, color) in captions {
            let label = b.timeLabel(text, kind: kind, alignment: alignment, y: y + CardProportions.captionGap, color: color, beside: bubble.frame)
            elements.append(label)
            y = label.frame.maxY
        }
        return y
    }

    /// The last message of the run whose avatar stands beside message `i`, when one does: beside the run's
    /// first bubble or its last, as the look places it.
    private func avatarRun(_ i: Int, position: GroupPosition, by b: CardLayoutBuilder) -> Int? {
        guard b.avatars.atRunStart else { return position == .single || position == .last ? i : nil }
        guard position == .single || position == .first else { return nil }
        var end = i
        while b.joinsNext(end) { end += 1 }
        return end
    }

    /// How far a bubble may pass its room and still be drawn: text laid out to a width (a name cut with
    /// "…") measures in Pango units, up to one past the width asked for.
    static let widthTolerance = 2.0 / 1024

    /// Places message `i` with its author label above on the first of a run and its avatar beside the last;
    /// `shape` is its place among the bubbles its corners join. Returns the bottom.
    private func placeBubble(_ i: Int, run position: GroupPosition, shape: GroupPosition, at top: Double,
                             into elements: inout [any CardElement], by b: CardLayoutBuilder) throws(RenderError) -> Double {
        let m = b.spec.messages[i], spec = b.spec, side = b.side(of: m)
        var y = top
        let column = b.avatars.width(for: m)
        // iMessage: a captioned picture as two bubbles of the run, the picture bare above its caption.
        let apart = runs.captionsApart ? m.apartFromCaption : nil
        var bubble: any SideElement, lead: (any SideElement)?
        if let (picture, caption) = apart {
            var top = picture
            if quotesAbove { top.reply = nil }
            lead = try b.messageElement(top, run: position, shape: GroupPosition(joinsPrevious: shape.joinsPrevious, joinsNext: true))
            bubble = try b.messageElement(caption, run: GroupPosition(joinsPrevious: true, joinsNext: position.joinsNext),
                                          shape: GroupPosition(joinsPrevious: true, joinsNext: shape.joinsNext))
        } else {
            bubble = try b.messageElement(m, run: position, shape: shape)
        }
        // Something that cannot wrap or shrink (a letter, the time, a reaction chip at its smallest) wider
        // than a bubble may be: drawing it would leave the card.
        guard bubble.frame.width <= b.contentWidth - column + Self.widthTolerance else {
            let room = (b.contentWidth - column).formatted(.number.precision(.fractionLength(0...1)))
            let avatar = column > 0 ? " beside the avatar column" : ""
            throw .card(CardError(path: "messages[\(i)]", message: "needs a bubble \(bubble.frame.width.formatted(.number.precision(.fractionLength(0...1)))) pt wide "
                + "for a letter, the time or a reaction at font size \(spec.fontSize.formatted()) pt, and a \(spec.width.formatted()) pt wide card "
                + "has room for \(room) pt\(avatar); use a smaller font size or a wider card"))
        }
        // The avatar column pushes the bubble in from its side of the card.
        bubble.frame.origin.x += side == .left ? column : -column
        lead?.frame.origin.x += side == .left ? column : -column
        if !(spec.namesInside && bubble is BubbleElement), let line = b.nameLine(m, position: position) {
            let label = b.authorLabel(line, over: lead ?? bubble, y: y)
            elements.append(label)
            y += label.layout.size.height + CardProportions.authorGap
        }
        if b.forwardCaptioned, let source = m.forwardedFrom {
            let label = b.forwardCaption(source, over: lead ?? bubble, side: side, y: y)
            elements.append(label)
            y += label.layout.size.height + CardProportions.authorGap
        }
        var quoted: QuotedBubbleElement?
        if quotesAbove, let reply = m.reply {
            quoted = try b.quotedBubble(i, reply: reply, y: y)
            y = (quoted?.frame.maxY ?? y) + QuotedBubbleProportions.gap * spec.fontSize
        }
        let place = b.look.reactions.place
        let chips = place.isOnEdge && !m.reactions.isEmpty && bubble is BubbleElement ? b.edgeReactions(m) : nil
        // Tapbacks on the top corner stand above the bubble: room for them first.
        if let chips, place == .topCorner, lead == nil { y += chips.overhang }
        if lead != nil {
            lead?.frame.origin.y = y
            y = (lead?.frame.maxY ?? y) + b.look.bubbles.gapInRun * b.bubbleChromeScale
            // Tapbacks on the caption's top corner: room for them over the picture's bottom.
            if let chips, place == .topCorner { y += chips.overhang }
        }
        bubble.frame.origin.y = y
        if let quoted { elements.append(quoted.joined(to: (lead ?? bubble).frame, emSize: spec.fontSize)) }
        if let lead { elements.append(lead) }
        elements.append(bubble)
        var bottom = bubble.frame.maxY
        if let chips {
            let content = (bubble as? BubbleElement)?.contentFrame.maxY ?? bubble.frame.maxY
            let placed = chips.placed(on: bubble.frame, contentBottom: content, side: side)
            elements.append(placed)
            bottom = max(bottom, placed.frame.maxY)
        }
        if column > 0, let end = avatarRun(i, position: position, by: b), !spec.messages[end].hidesAvatar {
            elements.append(try b.avatars.element(for: spec.messages[end], index: end, beside: bubble.frame, side: side, cardWidth: spec.width,
                                                  padding: spec.padding, memo: b.memo))
        }
        return bottom
    }
}
