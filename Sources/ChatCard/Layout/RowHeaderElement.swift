import Canvas
import Decorations
import TextLayout

/// A group's header in the rows layout: the name, then the time and status on the same baseline.
struct RowHeaderElement: CardElement {
    let name: TextLayout
    let meta: MessageMeta?
    /// The name's box: its top-left corner and width (the time row goes after its used extent, `gap` apart).
    let origin: Point
    let width: Double
    let gap: Double
    let rightToLeft: Bool

    var frame: Rect { Rect(x: origin.x, y: origin.y, width: width, height: name.size.height) }

    /// Where the time row goes: after the name's ink, its baseline on the name's.
    var metaOrigin: Point? {
        guard let meta, let nameBaseline = name.lines.first?.baseline else { return nil }
        let used = name.usedBounds, x = rightToLeft ? origin.x + used.minX - gap - meta.size.width : origin.x + used.maxX + gap
        return Point(x: x, y: origin.y + nameBaseline - meta.baseline)
    }

    func draw(on canvas: Canvas) {
        name.draw(on: canvas, at: origin)
        if let meta, let at = metaOrigin { meta.draw(on: canvas, at: at) }
    }

    func frames(scale: Double) -> [ElementFrame] {
        var frames = [ElementFrame(.author, name.usedBounds.offsetBy(dx: origin.x, dy: origin.y), text: name.text.string)]
        if let meta, let at = metaOrigin { frames += meta.frames(at: at, scale: scale) }
        return frames
    }
}
