import Canvas
import Decorations

/// A time pill on its own row at the column's trailing side: the meta row of big emoji on a wallpaper,
/// where bare grey text would sit on the doodles (Telegram and WhatsApp draw it so).
struct TrailingPill: BubblePart {
    let pill: TimePill
    /// Room above the pill.
    let gap: Double
    let rightToLeft: Bool

    var size: Size { Size(width: pill.size.width, height: gap + pill.size.height) }

    private func pillOrigin(_ origin: Point, width: Double) -> Point {
        origin + Point(x: rightToLeft ? 0 : width - pill.size.width, y: gap)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) { pill.draw(on: canvas, at: pillOrigin(origin, width: width)) }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { pill.frames(at: pillOrigin(origin, width: width), scale: scale) }
}
