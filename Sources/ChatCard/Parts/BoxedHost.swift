import Canvas
import Decorations

/// A part on a card of its own (a poll in Discord's and Slack's rows, where no bubble holds it): the card's
/// fill and border around it, the block's insets inside, as wide as the part; the meta row still follows its
/// last line.
struct BoxedHost: MetaHost {
    let host: any MetaHost
    let block: AccentBlock

    /// The room around the part inside the card.
    var padding: Double { Self.padding(emSize: block.emSize) }
    static func padding(emSize: Double) -> Double { PartProportions.kindCardPadding * emSize }

    /// How wide a part may be on a card that takes at most `maxWidth`.
    static func innerWidth(_ maxWidth: Double, emSize: Double) -> Double { max(1, maxWidth - 2 * padding(emSize: emSize)) }
    var size: Size { Size(width: host.size.width + 2 * padding, height: host.size.height + 2 * padding) }
    var firstLineHeight: Double { padding + host.firstLineHeight }
    var lastLine: (reach: Double, baseline: Double)? { host.lastLine.map { (padding + $0.reach, padding + $0.baseline) } }
    var isRightToLeft: Bool { host.isRightToLeft }

    /// The card's rect in a column `width` wide from `origin`, at the column's leading edge.
    private func card(at origin: Point, width: Double) -> Rect {
        Rect(x: block.rightToLeft ? origin.x + width - size.width : origin.x, y: origin.y, width: size.width, height: size.height)
    }

    private func hostOrigin(in card: Rect) -> Point { Point(x: card.minX + padding, y: card.minY + padding) }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let card = card(at: origin, width: width)
        block.draw(in: card, on: canvas)
        host.draw(on: canvas, at: hostOrigin(in: card), width: host.size.width)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let card = card(at: origin, width: width)
        return [ElementFrame(.shared, card)] + host.frames(at: hostOrigin(in: card), width: host.size.width, scale: scale)
    }
}
