import Canvas
import Decorations
import TextLayout

/// A block inside a bubble: a block quote (accent bar and tint, its text a little smaller, the Telegram
/// look) or a pre block (code in monospace on a tint, with an optional language label above it). Long
/// lines wrap; nothing is clipped. The block spans the bubble's content column.
struct TextBlockPart: BubblePart {
    let text: TextPart
    let label: TextLayout?
    let accent: AccentBlock
    let kind: ElementFrame.Kind
    let gapAbove: Double
    let gapBelow: Double
    let size: Size

    /// `text` is laid out `accent.textWidth(maxWidth)` wide; the gaps separate the block from the parts around it;
    /// `minWidth`: the block is at least this wide (a look's code block across the column).
    init(_ text: TextPart, label: TextLayout?, accent: AccentBlock, kind: ElementFrame.Kind, gapAbove: Double, gapBelow: Double,
         minWidth: Double = 0) {
        self.text = text; self.label = label; self.accent = accent; self.kind = kind
        self.gapAbove = gapAbove; self.gapBelow = gapBelow
        let inner = text.size
        let labelSize = label.map { Size(width: $0.usedBounds.width, height: $0.size.height) } ?? .zero
        size = Size(width: max(max(inner.width, labelSize.width) + accent.leadingInset + accent.trailingInset, minWidth),
                    height: gapAbove + 2 * accent.verticalInset + labelSize.height + inner.height + gapBelow)
    }

    private func block(at origin: Point, width: Double) -> Rect {
        Rect(x: origin.x, y: origin.y + gapAbove, width: width, height: size.height - gapAbove - gapBelow)
    }

    /// The label's and the text's top-left corners inside `block` (the text column keeps to the card's
    /// leading edge).
    private func origins(in block: Rect) -> (label: Point, text: Point) {
        let column = accent.textWidth(block.width)
        let x = accent.textX(in: block, columnWidth: column)
        let top = block.minY + accent.verticalInset
        let labelX = accent.rightToLeft ? x + column - (label?.usedBounds.maxX ?? 0) : x - (label?.usedBounds.minX ?? 0)
        return (Point(x: labelX, y: top), Point(x: x, y: top + (label?.size.height ?? 0)))
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let block = block(at: origin, width: width)
        accent.draw(in: block, on: canvas)
        let (labelOrigin, textOrigin) = origins(in: block)
        label?.draw(on: canvas, at: labelOrigin)
        text.draw(on: canvas, at: textOrigin, width: accent.textWidth(width))
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let block = block(at: origin, width: width)
        let (labelOrigin, textOrigin) = origins(in: block)
        var frames = [ElementFrame(kind, block.snapped(scale: scale), text: text.story.layout.text.string)]
        if let label { frames.append(ElementFrame(.author, label.usedBounds.offsetBy(dx: labelOrigin.x, dy: labelOrigin.y), text: label.text.string)) }
        return frames + text.frames(at: textOrigin, width: accent.textWidth(width), scale: scale)
    }
}
