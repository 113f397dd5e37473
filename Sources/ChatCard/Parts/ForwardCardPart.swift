import Canvas
import Decorations
import TextLayout

/// What was forwarded, inside a bar at the column's leading side (Slack's shared message, Discord's
/// forward): the parts stacked as in a bubble, `indent` in from the bar's outer edge.
struct ForwardCardPart: BubblePart {
    let content: BubbleContent
    let bar: Color
    let barWidth: Double
    let indent: Double
    let rightToLeft: Bool

    var size: Size { Size(width: content.size.width + indent, height: content.size.height) }
    var firstLineHeight: Double { content.firstLineHeight }

    private func contentOrigin(at origin: Point, width: Double) -> Point {
        Point(x: rightToLeft ? origin.x + width - size.width : origin.x + indent, y: origin.y)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let x = rightToLeft ? origin.x + width - barWidth : origin.x
        canvas.fill(.roundedRect(Rect(x: x, y: origin.y, width: barWidth, height: size.height), radius: barWidth / 2), with: .color(bar))
        content.draw(on: canvas, at: contentOrigin(at: origin, width: width))
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let x = rightToLeft ? origin.x + width - size.width : origin.x
        return [ElementFrame(.shared, Rect(x: x, y: origin.y, width: size.width, height: size.height))]
            + content.frames(at: contentOrigin(at: origin, width: width), scale: scale)
    }
}

/// The source of a shared message: a small avatar and the name beside it, centred on the name's line.
struct AvatarLabelPart: BubblePart {
    let avatar: AvatarElement
    let label: TextLayout
    let kind: ElementFrame.Kind
    let gap: Double
    let below: Double
    let rightToLeft: Bool

    var size: Size {
        Size(width: avatar.frame.width + gap + label.usedBounds.width, height: max(avatar.frame.height, label.size.height) + below)
    }

    /// The avatar's frame and the label's origin for the part drawn at `origin` in a column `width` wide.
    private func places(at origin: Point, width: Double) -> (avatar: Rect, label: Point) {
        let line = max(avatar.frame.height, label.size.height), side = avatar.frame.width
        let avatarX = rightToLeft ? origin.x + width - side : origin.x
        let used = label.usedBounds
        let labelX = rightToLeft ? avatarX - gap - used.maxX : avatarX + side + gap - used.minX
        return (Rect(x: avatarX, y: origin.y + (line - side) / 2, width: side, height: side),
                Point(x: labelX, y: origin.y + (line - label.size.height) / 2))
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let (frame, labelOrigin) = places(at: origin, width: width)
        avatar.moved(to: frame).draw(on: canvas)
        label.draw(on: canvas, at: labelOrigin)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let (frame, labelOrigin) = places(at: origin, width: width)
        return avatar.moved(to: frame).frames(scale: scale)
            + [ElementFrame(kind, label.usedBounds.offsetBy(dx: labelOrigin.x, dy: labelOrigin.y), text: label.text.string)]
    }
}
