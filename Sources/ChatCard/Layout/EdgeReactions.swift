import Canvas
import Decorations
import TextLayout

/// Reactions over a bubble's edge instead of a row inside it: WhatsApp's chips hang over the bottom edge
/// near the sender's side; iMessage's tapbacks sit on the top outer corner with a tail of two dots. Each
/// chip is ringed in the card's colour.
extension CardLayoutBuilder {
    /// The chips of `m`, to be placed on its bubble once it is placed.
    func edgeReactions(_ m: MessageSpec) -> EdgeReactions {
        // Tapbacks may spread over the card's width; chips on the bottom edge keep to the bubble's.
        let maxWidth = look.reactions.place == .topCorner ? contentWidth : maxBubbleWidth(m)
        let part = reactionsPart(m, ink: cardInk, maxWidth: maxWidth)
        let inset = (look.bubbles.insets.horizontal + look.bubbles.tailWidth) * bubbleChromeScale
        return EdgeReactions(part: part, place: look.reactions.place, inset: inset, card: spec.padding...(spec.width - spec.padding))
    }

    /// The chips of `m` in the look's reaction style.
    func reactionsPart(_ m: MessageSpec, ink: BubbleInk, maxWidth: Double) -> ReactionsPart {
        let style = look.reactions
        return ReactionsPart(style.grouping.chips(m.reactions), ink: ink, font: font(scaled: style.scale), maxWidth: maxWidth, rightToLeft: mirrored,
                             style: ReactionsPart.Style(colors: theme.reactions, radius: style.radius, borderWidth: style.border, stacked: style.stacked,
                                                        countSize: style.countSize, countWeight: style.countWeight), memo: memo)
    }
}

/// A message's reaction chips before their bubble is placed.
struct EdgeReactions {
    let part: ReactionsPart
    let place: ReactionPlace
    /// From the bubble's side edge to the bottom edge's chips (its tail room and inset).
    let inset: Double
    /// The card's content, left to right: tapbacks keep inside it.
    let card: ClosedRange<Double>

    /// Shares of a chip's height: how far tapbacks rise above the bubble and reach past its side.
    static let tapbackRise = 0.7, tapbackReach = 0.3
    /// Shares of a chip's height: how far a bottom edge's chips rise into the bubble at most (half: centred on
    /// the edge), and at least, however little room the bubble's content leaves them (they hang on the edge).
    static let edgeRise = 0.5, edgeMinimumRise = 0.2

    /// One chip's height (a row's).
    private var chipHeight: Double { part.chips.first?.chip.size.height ?? 0 }

    /// How far the chips reach above the bubble's top.
    var overhang: Double { place == .topCorner ? part.size.height - part.rowsTop - (1 - Self.tapbackRise) * chipHeight : 0 }

    /// The chips on `bubble`, a bubble on `side` of the card whose content (text, time) ends at `contentBottom`:
    /// chips on the bottom edge keep below it, so that they never cover the last line.
    func placed(on bubble: Rect, contentBottom: Double, side: BubbleSide) -> EdgeReactionsElement {
        let h = chipHeight, width = part.size.width, onRight = side == .right
        switch place {
        case .topCorner:
            // On the far corner from the sender's side: theirs at the top right, mine at the top left;
            // every row of chips above the bubble but a sliver of the last.
            let rows = part.size.height - part.rowsTop
            let corner = onRight ? bubble.minX - Self.tapbackReach * h : bubble.maxX + Self.tapbackReach * h - width
            let x = min(max(corner, card.lowerBound), card.upperBound - width)
            let origin = Point(x: x, y: bubble.minY - rows + (1 - Self.tapbackRise) * h - part.rowsTop)
            // The tail's dots fall from the chips' bottom at the bubble's side edge, outwards, half off the
            // bubble so their fill shows against the card.
            let chipBottom = origin.y + part.size.height, outward = onRight ? -1.0 : 1.0, edge = onRight ? bubble.minX : bubble.maxX
            // Chips moved in to stay on the card no longer sit on the corner: no tail then.
            let dots = x != corner ? [] : [(Point(x: edge - outward * 0.05 * h, y: chipBottom), 0.16 * h),
                                           (Point(x: edge + outward * 0.2 * h, y: chipBottom + 0.22 * h), 0.08 * h)]
            return EdgeReactionsElement(part: part, origin: origin, dots: dots, dotsChip: part.cornerChip(left: onRight))
        case .bottomEdge, .inside:
            // Near the sender's side: the leading edge of theirs, the trailing edge of mine.
            let x = onRight ? bubble.maxX - inset - width : bubble.minX + inset
            let top = min(max(bubble.maxY - Self.edgeRise * h, contentBottom), bubble.maxY - Self.edgeMinimumRise * h)
            return EdgeReactionsElement(part: part, origin: Point(x: x, y: top - part.rowsTop), dots: [], dotsChip: 0)
        }
    }
}

/// Reaction chips placed on their own over a bubble's edge, with a tapback's tail dots (centre, radius)
/// under them in the colours of the chip they leave from.
struct EdgeReactionsElement: CardElement {
    let part: ReactionsPart
    let origin: Point
    let dots: [(centre: Point, radius: Double)]
    let dotsChip: Int
    var frame: Rect { Rect(origin: origin, size: part.size) }

    func draw(on canvas: Canvas) {
        if part.chips.indices.contains(dotsChip) {
            let chip = part.chips[dotsChip].chip
            for dot in dots {
                let ring = part.style.borderWidth
                let rect = Rect(x: dot.centre.x - dot.radius, y: dot.centre.y - dot.radius, width: 2 * dot.radius, height: 2 * dot.radius)
                if let border = chip.border { canvas.fillDisc(in: rect.insetBy(dx: -ring, dy: -ring), with: .color(border)) }
                canvas.fillDisc(in: rect, with: .color(chip.fill))
            }
        }
        part.draw(on: canvas, at: origin, width: part.size.width)
    }

    func frames(scale: Double) -> [ElementFrame] { part.frames(at: origin, width: part.size.width, scale: scale) }
}
