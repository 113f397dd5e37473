import Canvas
import Decorations
import TextLayout

/// WhatsApp's reactions: chips hanging over the bubble's bottom edge near its sender's side, each ringed in
/// the card's colour, instead of a row inside the bubble.
extension CardLayoutBuilder {
    /// The chips of `m` over the bottom edge of `bubble` (half of their height below it).
    func edgeReactions(_ m: MessageSpec, on bubble: Rect) -> EdgeReactionsElement {
        let ink = cardInk, rtl = spec.direction == .rtl
        let part = ReactionsPart(m.reactions, ink: ink, font: font, maxWidth: bubble.width, rightToLeft: rtl,
                                 style: ReactionsPart.Style(colors: theme.reactions, radius: look.reactionRadius, borderWidth: look.reactionBorder), memo: memo)
        let chipHeight = part.size.height - part.rowsTop
        let inset = look.bubbles.insets.horizontal * bubbleChromeScale + look.bubbles.tailWidth * bubbleChromeScale
        // Near the sender's side: the leading edge of theirs, the trailing edge of mine.
        let trailing = side(of: m) == .right
        let x = trailing ? bubble.maxX - inset - part.size.width : bubble.minX + inset
        let origin = Point(x: x, y: bubble.maxY - chipHeight / 2 - part.rowsTop)
        return EdgeReactionsElement(part: part, origin: origin)
    }
}

/// Reaction chips placed on their own over a bubble's edge.
struct EdgeReactionsElement: CardElement {
    let part: ReactionsPart
    let origin: Point
    var frame: Rect { Rect(origin: origin, size: part.size) }
    func draw(on canvas: Canvas) { part.draw(on: canvas, at: origin, width: part.size.width) }
    func frames(scale: Double) -> [ElementFrame] { part.frames(at: origin, width: part.size.width, scale: scale) }
}
