import Canvas
import Decorations
import TextLayout

extension RowPlacer {
    /// Discord's reply in the rows layout, above the header it leads to: a line from just above the
    /// avatar up and over to a mini avatar of the quoted author, their name and one line of what they
    /// said.
    func replyConnector(_ reply: ReplySpec, style: ReplyConnectorStyle, top: Double, column: Double, by b: CardLayoutBuilder) throws(RenderError) -> ReplyConnectorElement {
        let spec = b.spec, theme = b.theme, avatars = b.avatars, memo = b.memo
        let em = spec.fontSize, rtl = b.mirrored, avatarDrop = rows.avatarDrop * em
        let mini = style.avatar * em, gap = style.avatarGap * em
        var text = AttributedText()
        if let author = reply.author {
            text.append(author, attributes: TextAttributes(weight: .semibold, color: b.nameColor(author)))
            text.append(" ")
        }
        // A picture the reply answers: its mark, as Discord writes "Click to see attachment".
        text.append(reply.text.oneLine + (reply.image == nil ? "" : " 🖼"))
        let width = max(1, b.contentWidth - column - mini - gap)
        let layout = memo.layout(text, options: LayoutOptions(width: width, alignment: rtl ? .right : .left, font: b.font(scaled: style.textSize),
                                                               color: theme.secondaryText, maxLines: 1))
        let height = max(layout.size.height, mini), midY = top + height / 2
        let miniFrame = Rect(x: x(width: mini, column: column, by: b), y: midY - mini / 2, width: mini, height: mini)
        let textOrigin = Point(x: rtl ? miniFrame.minX - gap - width : miniFrame.maxX + gap, y: midY - layout.size.height / 2)
        // The spine: down from the line's middle to just above the avatar, round at the turn.
        let line = style.spineWidth * em, radius = style.spineRadius * em
        let centre = rtl ? spec.width - spec.padding - avatars.diameter / 2 : spec.padding + avatars.diameter / 2
        let bottom = top + height + style.gapBelow * em + avatarDrop - line
        let toward = rtl ? -1.0 : 1.0
        var spine = Path()
        spine.move(to: Point(x: centre, y: bottom))
        spine.line(to: Point(x: centre, y: midY + radius))
        spine.arc(center: Point(x: centre + toward * radius, y: midY + radius), radius: radius, startAngle: rtl ? 0 : .pi, endAngle: 1.5 * .pi,
                  increasing: !rtl)
        spine.line(to: Point(x: rtl ? miniFrame.maxX + gap / 2 : miniFrame.minX - gap / 2, y: midY))
        let avatar = try avatars.element(named: reply.author ?? "", in: miniFrame, memo: memo)
        return ReplyConnectorElement(spine: spine, style: StrokeStyle(width: line, color: theme.separator), avatar: avatar, text: layout,
                                     textOrigin: textOrigin, frame: Rect(x: spec.padding, y: top, width: b.contentWidth, height: height))
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
