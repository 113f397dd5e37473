import Canvas
import Decorations
import TextLayout

/// "Forwarded from NAME" at the top of a bubble, in the bubble's accent colour, the name semibold; on one
/// line where it fits, else as Telegram's two lines, "Forwarded from" above the name, which ends in "…"
/// only when its own line is too short for it.
struct ForwardLabelPart: BubblePart {
    let label: TextLayout
    let gap: Double
    let size: Size

    init(from name: String, color: Color, font: FontSpec, maxWidth: Double, rightToLeft: Bool) {
        func layout(_ separator: String, lines: Int) -> TextLayout {
            var text = AttributedText("Forwarded from" + separator)
            text.append(EmojiPresentation.colored(name.oneLine), attributes: TextAttributes(weight: .semibold))
            return TextLayout(text, options: LayoutOptions(
                width: maxWidth, alignment: rightToLeft ? .right : .left,
                font: FontSpec(family: font.family, size: font.size * PartProportions.forwardSize), color: color, maxLines: lines))
        }
        let oneLine = layout(" ", lines: 1)
        // Pango bounds lines per paragraph: each of the two lines is one line, ending in "…" if it must.
        label = oneLine.isEllipsized ? layout("\n", lines: 1) : oneLine
        gap = PartProportions.forwardGap * font.size
        size = Size(width: label.usedBounds.width, height: label.size.height + gap)
    }

    /// The label's used extent sits at the column's leading edge.
    private func layoutOrigin(at origin: Point, width: Double) -> Point {
        let used = label.usedBounds
        let rtl = label.options.alignment == .right
        return Point(x: rtl ? origin.x + width - used.maxX : origin.x - used.minX, y: origin.y)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        label.draw(on: canvas, at: layoutOrigin(at: origin, width: width))
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let o = layoutOrigin(at: origin, width: width)
        return [ElementFrame(.forward, label.usedBounds.offsetBy(dx: o.x, dy: o.y), text: label.text.string)]
    }
}
