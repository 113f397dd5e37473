import Canvas
import Decorations
import TextLayout

/// A dice message as Telegram's last frame shows it, without a bubble: a die with its face up, a slot
/// machine's three reels, or the game's emoji with where it landed in a pill at the top leading corner
/// ("Bullseye", "Goal"); the time in its pill at the bottom trailing corner.
struct DicePart: BubblePart {
    let dice: DiceSpec
    /// The emoji, for the games without a face of their own.
    let emoji: TextLayout?
    /// The slot machine's symbols, left to right.
    let reels: [TextLayout]
    let outcome: WordPill?
    let pill: TimePill?
    let side: Double
    let rightToLeft: Bool

    /// Telegram draws dice at its animated emoji's size: 112 px on desktop, at 17 pt.
    static let sideEms = 112.0 / 17
    /// The die's corner radius and inset, its pips' radius and their grid's inset, in its side.
    static let dieRadius = 0.2, dieInset = 0.1, pipRadius = 0.085, pipInset = 0.3
    static let dieFill = Color.white, pipColor = Color(rgb: 0x1C1C1E), dieEdge = Color(rgb: 0x000000, alpha: 0.18)
    static let emojiSize = 0.78
    /// The slot machine: its body's height and the reels' gap, in its side; the body's red.
    static let slotHeight = 0.6, reelGap = 0.03, slotBody = Color(rgb: 0xC62828), reelFill = Color.white
    /// A reel's symbol in its side; the word "BAR" smaller, to fit its reel.
    static let reelSymbolSize = 0.2, reelWordSize = 0.085

    var size: Size { Size(width: side, height: side) }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let box = Rect(origin: origin, size: size)
        if let emoji {
            emoji.draw(on: canvas, at: Point(x: box.midX - emoji.size.width / 2, y: box.midY - emoji.size.height / 2))
        } else if reels.isEmpty {
            drawDie(in: box, on: canvas)
        } else {
            drawReels(in: box, on: canvas)
        }
        if let outcome { outcome.draw(on: canvas, at: outcomeOrigin(in: box)) }
        pill?.draw(on: canvas, at: pillOrigin(in: box))
    }

    private func drawDie(in box: Rect, on canvas: Canvas) {
        let die = box.insetBy(dx: Self.dieInset * side, dy: Self.dieInset * side)
        canvas.fill(.roundedRect(die, radius: Self.dieRadius * side), with: .color(Self.dieFill))
        canvas.stroke(.roundedRect(die, radius: Self.dieRadius * side), style: StrokeStyle(width: max(1, side / 112), color: Self.dieEdge))
        for pip in pipCentres(in: box) {
            let r = Self.pipRadius * side
            canvas.fill(.ellipse(in: Rect(x: pip.x - r, y: pip.y - r, width: 2 * r, height: 2 * r)), with: .color(Self.pipColor))
        }
    }

    /// A red body across the middle holding three white reels, each showing its symbol.
    private func drawReels(in box: Rect, on canvas: Canvas) {
        let inset = Self.dieInset * side, height = Self.slotHeight * side
        let body = Rect(x: box.minX + inset, y: box.midY - height / 2, width: side - 2 * inset, height: height)
        canvas.fill(.roundedRect(body, radius: Self.dieRadius * side / 2), with: .color(Self.slotBody))
        for (cell, symbol) in zip(reelCells(in: body), reels) {
            canvas.fill(.roundedRect(cell, radius: Self.reelGap * side), with: .color(Self.reelFill))
            let used = symbol.usedBounds
            symbol.draw(on: canvas, at: Point(x: cell.midX - used.midX, y: cell.midY - symbol.size.height / 2))
        }
    }

    /// The three reels inside the slot machine's `body`.
    func reelCells(in body: Rect) -> [Rect] {
        let gap = Self.reelGap * side, width = (body.width - 4 * gap) / 3
        return (0..<3).map { Rect(x: body.minX + gap + Double($0) * (width + gap), y: body.minY + 2 * gap, width: width, height: body.height - 4 * gap) }
    }

    /// The pips of the face up, on a 3 × 3 grid.
    func pipCentres(in box: Rect) -> [Point] {
        let grid: [(Int, Int)] = switch dice.value {
        case 1: [(1, 1)]
        case 2: [(0, 0), (2, 2)]
        case 3: [(0, 0), (1, 1), (2, 2)]
        case 4: [(0, 0), (2, 0), (0, 2), (2, 2)]
        case 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)]
        default: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]
        }
        let first = Self.pipInset * side, step = (side - 2 * first) / 2
        return grid.map { Point(x: box.minX + first + Double($0.0) * step, y: box.minY + first + Double($0.1) * step) }
    }

    private func outcomeOrigin(in box: Rect) -> Point {
        guard let outcome else { return .zero }
        return Point(x: rightToLeft ? box.maxX - outcome.margin - outcome.size.width : box.minX + outcome.margin, y: box.minY + outcome.margin)
    }

    private func pillOrigin(in box: Rect) -> Point {
        guard let pill else { return .zero }
        return Point(x: rightToLeft ? box.minX + pill.margin : box.maxX - pill.margin - pill.size.width, y: box.maxY - pill.margin - pill.size.height)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let box = Rect(origin: origin, size: size)
        return [ElementFrame(.dice, box, text: "\(dice.game.rawValue) \(dice.value)")]
            + (outcome.map { [ElementFrame(.pill, Rect(origin: outcomeOrigin(in: box), size: $0.size), text: $0.label.text.string)] } ?? [])
            + (pill?.frames(at: pillOrigin(in: box), scale: scale) ?? [])
    }
}

/// A word on a pill, as a video's duration or, beside a time pill, in that pill's fill.
struct WordPill {
    let label: TextLayout
    let emSize: Double
    var fill = PartProportions.pillFill

    private var metrics: PillMetrics { PillMetrics(emSize: emSize) }
    var size: Size { metrics.size(around: Size(width: label.usedBounds.width, height: label.size.height)) }
    var margin: Double { metrics.margin }

    func draw(on canvas: Canvas, at origin: Point) {
        metrics.fill(Rect(origin: origin, size: size), with: fill, on: canvas)
        let padding = metrics.padding
        label.draw(on: canvas, at: Point(x: origin.x + padding.width - label.usedBounds.minX, y: origin.y + padding.height))
    }
}

extension DiceSpec {
    /// The slot machine's symbols: its value less one holds its three reels, two bits each, left reel lowest.
    static let reelSymbols = ["BAR", "🍇", "🍋", "7"]

    var reels: [String] { game == .slots ? (0..<3).map { Self.reelSymbols[((value - 1) >> (2 * $0)) & 3] } : [] }

    /// Where the game landed, in words: nil for the die and the slot machine, whose faces say it. Bot API
    /// values: darts 6 is the bullseye and 1 off the board, basketball scores on 4 and 5, football on 3 to 5,
    /// bowling 6 is a strike.
    var outcome: String? {
        switch game {
        case .die, .slots: nil
        case .darts: value == 6 ? "Bullseye" : value == 1 ? "Missed" : "Hit"
        case .basketball: value >= 4 ? "Scored" : "Missed"
        case .football: value >= 3 ? "Goal" : "Missed"
        case .bowling: value == 6 ? "Strike" : value == 1 ? "Missed" : "\(value) of 6"
        }
    }
}

extension ElementFrame.Kind {
    package static let dice = Self("dice")
}

/// A dice stands bare, as in Telegram.
extension DiceSpec: DrawnKind {
    func bareElement(of m: MessageSpec, by b: CardLayoutBuilder) throws(RenderError) -> BareElement? { try b.diceElement(m, self) }
}

extension CardLayoutBuilder {
    /// A dice message: drawn bare, at most as wide as a bubble could be.
    func diceElement(_ m: MessageSpec, _ dice: DiceSpec) throws(RenderError) -> BareElement {
        try bareElement(m) { maxWidth, pill in
            let side = min(DicePart.sideEms * spec.fontSize, maxWidth)
            let reels = dice.reels.map { symbol in
                memo.layout(AttributedText(symbol, attributes: TextAttributes(weight: .black)), options: LayoutOptions(
                    font: FontSpec(family: spec.fontFamily, size: side * (symbol.count > 1 ? DicePart.reelWordSize : DicePart.reelSymbolSize)),
                    color: DicePart.slotBody))
            }
            let emoji = dice.game == .die || dice.game == .slots ? nil : memo.layout(dice.game.rawValue, options: LayoutOptions(
                font: FontSpec(family: spec.fontFamily, size: side * DicePart.emojiSize), color: theme.primaryText))
            // As the time's pill: the look's service pill on its wallpaper, else the translucent dark.
            let (fill, text) = theme.wallpaper == nil ? (PartProportions.pillFill, PartProportions.pillText) : (theme.serviceFill, theme.serviceText)
            let outcome = dice.outcome.map { words in
                WordPill(label: memo.layout(words, options: LayoutOptions(font: font(scaled: look.font.timeSize), color: text)), emSize: timeEm, fill: fill)
            }
            return DicePart(dice: dice, emoji: emoji, reels: reels, outcome: outcome, pill: pill, side: side, rightToLeft: mirrored)
        }
    }
}
