import Canvas
import Decorations
import TextLayout

extension CardLayoutBuilder {
    /// Discord's reply in the rows layout, above the header it leads to: a line from just above the
    /// avatar up and over to a mini avatar of the quoted author, their name and one line of what they
    /// said. `avatarDrop`: the avatar's top below the header's.
    func replyConnector(_ reply: ReplySpec, top: Double, avatarDrop: Double, column: Double) throws -> ReplyConnectorElement {
        let rows = look.rows!, em = spec.fontSize, rtl = spec.direction == .rtl
        let mini = rows.replyAvatar * em, gap = rows.timeGap * em
        var text = AttributedText()
        if let author = reply.author {
            text.append(author, attributes: TextAttributes(weight: .semibold, color: nameColor(author)))
            text.append(" ")
        }
        // A picture the reply answers: its mark, as Discord writes "Click to see attachment".
        text.append(reply.text.oneLine + (reply.image == nil ? "" : " 🖼"))
        let width = max(1, contentWidth - column - mini - gap)
        let layout = memo.layout(text, options: LayoutOptions(width: width, alignment: rtl ? .right : .left, font: font(scaled: rows.replySize),
                                                               color: theme.secondaryText, maxLines: 1))
        let height = max(layout.size.height, mini), midY = top + height / 2
        let miniFrame = Rect(x: rowX(width: mini, column: column), y: midY - mini / 2, width: mini, height: mini)
        let textOrigin = Point(x: rtl ? miniFrame.minX - gap - width : miniFrame.maxX + gap, y: midY - layout.size.height / 2)
        // The spine: down from the line's middle to just above the avatar, round at the turn.
        let line = rows.spineWidth * em, radius = rows.spineRadius * em
        let centre = rtl ? spec.width - spec.padding - avatars.diameter / 2 : spec.padding + avatars.diameter / 2
        let bottom = top + height + rows.replyGap * em + avatarDrop - line
        let toward = rtl ? -1.0 : 1.0
        var spine = Path()
        spine.move(to: Point(x: centre, y: bottom))
        spine.line(to: Point(x: centre, y: midY + radius))
        spine.arc(center: Point(x: centre + toward * radius, y: midY + radius), radius: radius, startAngle: rtl ? 0 : .pi, endAngle: 1.5 * .pi,
                  increasing: !rtl)
        spine.line(to: Point(x: rtl ? miniFrame.maxX + gap / 2 : miniFrame.minX - gap / 2, y: midY))
        let avatar = try avatars.element(named: reply.author ?? "", in: miniFrame, memo: memo)
        return ReplyConnectorElement(spine: spine, style: StrokeStyle(width: line, color: theme.separator), avatar: avatar, text: layout,
                                     textOrigin: textOrigin, frame: Rect(x: spec.padding, y: top, width: contentWidth, height: height))
    }
}

/// The reply connector: the spine, the mini avatar and the line of text.
struct ReplyConnectorElement: CardElement {
    let spine: Path
    let style: StrokeStyle
    let avatar: AvatarElement
    let text: TextLayout
    let textOrigin: Point
    let frame: Rect

    func draw(on canvas: Canvas) {
        canvas.stroke(spine, style: style)
        avatar.draw(on: canvas)
        text.draw(on: canvas, at: textOrigin)
    }

    func frames(scale: Double) -> [ElementFrame] {
        [ElementFrame(.reply, frame, text: text.text.string)] + avatar.frames(scale: scale)
            + [ElementFrame(.text, text.usedBounds.offsetBy(dx: textOrigin.x, dy: textOrigin.y), text: text.text.string)]
    }
}
