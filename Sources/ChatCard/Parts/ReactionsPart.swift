import Canvas
import Decorations
import TextLayout

/// Reaction chips under a bubble's text: rounded pills holding an emoji and its count, flowing in rows
/// from the card's leading edge. My reactions are filled with the accent colour, the others tinted; a look
/// may give its own colours, borders and corner radius (`ReactionStyle`).
struct ReactionsPart: BubblePart, MetaHost {
    struct Chip {
        let emoji: TextLayout
        let count: TextLayout?
        let fill: Color
        var border: Color?
        let size: Size
        let emSize: Double

        /// A circle round its content (the padding above and below it at its sides too), a little larger so
        /// that the emoji sits inside as a tapback's does.
        var round: Chip {
            let padding = size.height - emoji.size.height
            let content = emoji.usedBounds.width + (count.map { PartProportions.reactionInnerGap * emSize + $0.usedBounds.width } ?? 0)
            let side = max(size.height, content + padding) * PartProportions.roundChipGrowth
            return Chip(emoji: emoji, count: count, fill: fill, border: border, size: Size(width: side, height: side), emSize: emSize)
        }
    }

    /// A look's chips: its colours, and the corner radius in ems (nil: capsules).
    struct Style {
        var colors: ReactionColors?
        var radius: Double?
        /// A bordered chip's border, in points.
        var borderWidth = 1.0
        /// Round chips, each overlapping the one before (drawn over it), instead of a row apart.
        var stacked = false
        /// The count's size in the chip's ems (nil: `PartProportions.reactionCountSize`) and its weight.
        var countSize: Double?
        var countWeight = FontWeight.semibold
    }
    let style: Style

    let chips: [(chip: Chip, origin: Point)]
    let isRightToLeft: Bool
    let size: Size

    init(_ reactions: [ReactionSpec], ink: BubbleInk, font: FontSpec, maxWidth: Double, rightToLeft: Bool, style: Style = Style(), memo: LayoutMemo) {
        let em = font.size
        self.style = style
        let made = reactions.map { r in
            let chip = Self.chip(r, ink: ink, style: style, font: font, fitting: maxWidth, memo: memo)
            return style.stacked ? chip.round : chip
        }
        var placed: [(Chip, Point)] = []
        var x = 0.0, y = PartProportions.reactionTopGap * em, widest = 0.0
        let gap = style.stacked ? -PartProportions.stackedOverlap * (made.first?.size.width ?? 0) : PartProportions.reactionGap * em
        for chip in made {
            if x > 0, x + chip.size.width > maxWidth { (x, y) = (0, y + chip.size.height + gap) }
            placed.append((chip, Point(x: x, y: y)))
            x += chip.size.width + gap
            widest = max(widest, x - gap)
        }
        chips = placed
        isRightToLeft = rightToLeft
        size = Size(width: widest, height: (placed.last.map { $0.1.y + $0.0.size.height }) ?? 0)
    }

    /// A chip wider than the bubble's content can be (a long count in a narrow card) is drawn smaller, down
    /// to `PartProportions.reactionMinScale` of its size, rather than refusing the card.
    static func chip(_ r: ReactionSpec, ink: BubbleInk, style: Style, font: FontSpec, fitting maxWidth: Double, memo: LayoutMemo) -> Chip {
        let full = chip(r, ink: ink, em: font.size, family: font.family, style: style, memo: memo)
        guard full.size.width > maxWidth else { return full }
        // A point of slack: chip edges are snapped to device pixels when the bubble is drawn.
        let scale = max(PartProportions.reactionMinScale, (maxWidth - 1) / full.size.width)
        return chip(r, ink: ink, em: font.size * scale, family: font.family, style: style, memo: memo)
    }

    static func chip(_ r: ReactionSpec, ink: BubbleInk, em: Double, family: String, style: Style, memo: LayoutMemo) -> Chip {
        let font = FontSpec(family: family, size: em), colors = style.colors
        let fill: Color, countColor: Color
        if let colors {
            // Seen over the ground: a bordered chip's fill is drawn over its border's colour.
            fill = ContrastColor.seen(r.mine ? colors.mineFill : colors.fill, over: ink.ground)
            countColor = r.mine ? colors.mineCount : colors.count
        } else {
            fill = r.mine ? ink.accent : ink.accent.withAlpha(PartProportions.reactionTintAlpha).blended(overOpaque: ink.solidGround)
            // On my (filled) chip the count is white where it reads (Telegram, both themes), else the bubble's
            // own colour (a white chip in my blue bubble), else black or white.
            countColor = r.mine
                ? ContrastColor.legible(.white, else: ContrastColor.legible(ink.ground, else: ContrastColor.readable(on: fill), on: fill), on: fill)
                : ink.accent
        }
        let emoji = memo.layout(r.emoji, options: LayoutOptions(font: FontSpec(family: font.family, size: em * PartProportions.reactionEmojiSize)))
        let count = r.count.map {
            memo.layout(AttributedText(compactCount($0), attributes: TextAttributes(weight: style.countWeight)), options: LayoutOptions(
                font: FontSpec(family: font.family, size: em * (style.countSize ?? PartProportions.reactionCountSize)), color: countColor))
        }
        let content = emoji.usedBounds.width + (count.map { PartProportions.reactionInnerGap * em + $0.usedBounds.width } ?? 0)
        let height = emoji.size.height + 2 * PartProportions.reactionVerticalPadding * em
        return Chip(emoji: emoji, count: count, fill: fill, border: colors.flatMap { r.mine ? $0.mineBorder : $0.border },
                    size: Size(width: content + 2 * PartProportions.reactionPadding * em, height: height), emSize: em)
    }

    /// 999, 1.2K, 12K, 1.2M: the way the messengers shorten counts (cut, never rounded up). Integer
    /// arithmetic: exact, and a formatter per chip cost more than laying the count out.
    static func compactCount(_ n: Int) -> String {
        func short(_ unit: Int, _ suffix: String) -> String {
            let tenths = n / (unit / 10)
            guard tenths < 100 else { return "\(n / unit)\(suffix)" }
            return tenths % 10 == 0 ? "\(tenths / 10)\(suffix)" : "\(tenths / 10).\(tenths % 10)\(suffix)"
        }
        switch n {
        case ..<1000: return String(n)
        case ..<1_000_000: return short(1000, "K")
        default: return short(1_000_000, "M")
        }
    }

    /// The gap above the first row of chips.
    var rowsTop: Double { chips.first?.origin.y ?? 0 }

    var lastLine: (reach: Double, baseline: Double)? {
        guard let last = chips.last else { return nil }
        let rowReach = last.origin.x + last.chip.size.width
        let inner = last.chip.count ?? last.chip.emoji
        return (rowReach, last.origin.y + (last.chip.size.height - inner.size.height) / 2 + (inner.lines.first?.baseline ?? 0))
    }

    /// The chip of the last row drawn furthest left (or right): where a tapback's tail leaves.
    func cornerChip(left: Bool) -> Int {
        let lastRow = chips.indices.filter { chips[$0].origin.y == chips.last?.origin.y }
        let drawnX = { (i: Int) in self.rect(i, at: .zero, width: self.size.width).minX }
        return (left ? lastRow.min { drawnX($0) < drawnX($1) } : lastRow.max { drawnX($0) < drawnX($1) }) ?? 0
    }

    /// A chip's rect in a column `width` wide (mirrored for right-to-left cards).
    private func rect(_ i: Int, at origin: Point, width: Double) -> Rect {
        let (chip, o) = chips[i]
        let x = isRightToLeft ? width - o.x - chip.size.width : o.x
        return Rect(origin: origin + Point(x: x, y: o.y), size: chip.size)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        for i in chips.indices {
            // On device pixels: crisp straight edges, and caps drawn from kept coverage tiles.
            let chip = chips[i].chip, box = rect(i, at: origin, width: width).snapped(scale: canvas.scale)
            let radius = min(box.height / 2, style.radius.map { $0 * chip.emSize } ?? .infinity)
            if let border = chip.border {
                let w = style.borderWidth
                canvas.fillRoundedRect(box, radius: radius, with: .color(border))
                canvas.fillRoundedRect(box.insetBy(dx: w, dy: w), radius: max(0, radius - w), with: .color(chip.fill))
            } else {
                canvas.fillRoundedRect(box, radius: radius, with: .color(chip.fill))
            }
            let (emojiOrigin, countOrigin) = contentOrigins(chip, in: box)
            chip.emoji.draw(on: canvas, at: emojiOrigin)
            if let count = chip.count { count.draw(on: canvas, at: countOrigin) }
        }
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        chips.indices.map { i in
            let chip = chips[i].chip
            return ElementFrame(.reaction, rect(i, at: origin, width: width),
                                text: chip.emoji.text.string + (chip.count.map { " " + $0.text.string } ?? ""))
        }
    }

    /// The emoji then its count, each centred on the chip's height.
    private func contentOrigins(_ chip: Chip, in box: Rect) -> (Point, Point) {
        let em = chip.emSize
        let emojiUsed = chip.emoji.usedBounds
        let emojiX = box.minX + PartProportions.reactionPadding * em - emojiUsed.minX
        // A round chip's lone emoji centred (the chip is wider than its padding makes it).
        let emoji = Point(x: style.stacked && chip.count == nil ? box.midX - emojiUsed.midX : emojiX, y: box.midY - chip.emoji.size.height / 2)
        guard let count = chip.count else { return (emoji, .zero) }
        let countX = emojiX + emojiUsed.maxX + PartProportions.reactionInnerGap * em - count.usedBounds.minX
        return (emoji, Point(x: countX, y: box.midY - count.size.height / 2))
    }
}
