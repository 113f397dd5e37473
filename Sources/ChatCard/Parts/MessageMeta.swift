import Canvas
import Decorations
import TextLayout

/// A message's meta row: "edited", the time and the delivery ticks, read left to right in that order.
/// Coordinates: the row's top-left corner is the left end of its ink and the top of its line.
struct MessageMeta {
    let label: TextLayout
    let ticks: StatusTicks?
    let size: Size

    /// Nil when the message has no time, no "edited" and no status.
    init?(time: String?, edited: Bool, status: MessageSpec.Status?, font: FontSpec, color: Color, tickColor: Color, memo: LayoutMemo) {
        guard time != nil || edited || status != nil else { return nil }
        let words = [edited ? "edited" : nil, time].compactMap { $0 }.joined(separator: " ")
        label = memo.layout(words, options: LayoutOptions(font: font, color: color))
        ticks = status.map { StatusTicks(status: $0, fontSize: font.size, color: $0 == .read ? tickColor : color) }
        let labelWidth = label.usedBounds.width
        let tickRoom = ticks.map { (labelWidth > 0 ? PartProportions.metaTickGap * font.size : 0) + $0.width } ?? 0
        size = Size(width: labelWidth + tickRoom, height: label.size.height)
    }

    /// From the row's top to its text's baseline.
    var baseline: Double { label.lines.first?.baseline ?? size.height }

    private func labelOrigin(_ origin: Point) -> Point { Point(x: origin.x - label.usedBounds.minX, y: origin.y) }

    /// The ticks end the row.
    private func ticksX(_ origin: Point) -> Double { origin.x + size.width - (ticks?.width ?? 0) }

    func draw(on canvas: Canvas, at origin: Point) {
        label.draw(on: canvas, at: labelOrigin(origin))
        ticks?.draw(on: canvas, x: ticksX(origin), baseline: origin.y + baseline)
    }

    func frames(at origin: Point, scale: Double) -> [ElementFrame] {
        var frames: [ElementFrame] = []
        let text = label.text.string
        if !text.isEmpty {
            let o = labelOrigin(origin)
            frames.append(ElementFrame(.time, label.usedBounds.offsetBy(dx: o.x, dy: o.y), text: text))
        }
        if let ticks {
            let at = ticks.anchor(x: ticksX(origin), baseline: origin.y + baseline, scale: scale)
            frames.append(ElementFrame(.status, ticks.bounds(at: at, scale: scale), text: ticks.status.rawValue))
        }
        return frames
    }
}
