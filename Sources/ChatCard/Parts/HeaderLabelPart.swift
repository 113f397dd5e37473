import Canvas
import Decorations
import TextLayout

/// A label at the top of a bubble, at the column's leading edge with a gap below: the author's name (on a
/// card whose names go inside the bubbles) or "Forwarded from NAME".
struct HeaderLabelPart: BubblePart {
    let label: TextLayout
    let kind: ElementFrame.Kind
    let gap: Double
    let size: Size

    init(_ label: TextLayout, kind: ElementFrame.Kind, gap: Double) {
        (self.label, self.kind, self.gap) = (label, kind, gap)
        size = Size(width: label.usedBounds.width, height: label.size.height + gap)
    }

    /// "Forwarded from NAME" in the bubble's accent colour, the name semibold; on one line where it fits,
    /// else as Telegram's two lines, "Forwarded from" above the name, which ends in "…" only when its own
    /// line is too short for it.
    static func forward(from name: String, color: Color, font: FontSpec, maxWidth: Double, rightToLeft: Bool) -> HeaderLabelPart {
        func layout(_ separator: String) -> TextLayout {
            var text = AttributedText("Forwarded from" + separator)
            text.append(name.oneLine, attributes: TextAttributes(weight: .semibold))
            return TextLayout(text, options: LayoutOptions(
                width: maxWidth, alignment: rightToLeft ? .right : .left,
                font: FontSpec(family: font.family, size: font.size * PartProportions.forwardSize), color: color, maxLines: 1))
        }
        let oneLine = layout(" ")
        // Pango bounds lines per paragraph: each of the two lines is one line, ending in "…" if it must.
        return HeaderLabelPart(oneLine.isEllipsized ? layout("\n") : oneLine, kind: .forward, gap: PartProportions.forwardGap * font.size)
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
        return [ElementFrame(kind, label.usedBounds.offsetBy(dx: o.x, dy: o.y), text: label.text.string)]
    }
}
