import Canvas
import Decorations
import TextLayout

/// A label at the top of a bubble, at the column's leading edge with a gap below: the author's name (on a
/// card whose names go inside the bubbles) or "Forwarded from NAME".
struct HeaderLabelPart: BubblePart {
    let label: TextLayout
    let kind: ElementFrame.Kind
    let gap: Double
    /// A glyph before the label (WhatsApp's forward arrow), as high as its text's ascent, and its colour.
    var mark: (glyph: Glyph, color: Color)?
    /// A second label at the line's far end, on its baseline (Telegram's admin title).
    let trailing: TextLayout?
    let size: Size

    /// The least gap between the label and a trailing one, of the label's font size.
    static let trailingGap = 0.8

    init(_ label: TextLayout, kind: ElementFrame.Kind, gap: Double, mark: (glyph: Glyph, color: Color)? = nil, trailing: TextLayout? = nil) {
        (self.label, self.kind, self.gap, self.mark, self.trailing) = (label, kind, gap, mark, trailing)
        let markRoom = mark == nil ? 0 : Self.markRoom(label)
        let trailingRoom = trailing.map { Self.trailingRoom($0, fontSize: label.options.font.size) } ?? 0
        size = Size(width: label.usedBounds.width + markRoom + trailingRoom, height: label.size.height + gap)
    }

    /// The room a trailing label takes with its gap after a label of `fontSize`.
    static func trailingRoom(_ trailing: TextLayout, fontSize: Double) -> Double { trailing.usedBounds.width + trailingGap * fontSize }

    /// The mark's side (the text's ascent) and its gap to the text, a quarter of it.
    static func markSide(_ label: TextLayout) -> Double { label.lines.first.map { $0.metrics.ascent } ?? label.size.height }
    static func markRoom(_ label: TextLayout) -> Double { markSide(label) * 1.25 }

    /// "Forwarded" in italics after a forward arrow, in `color` (WhatsApp).
    static func forwardMark(color: Color, font: FontSpec, rightToLeft: Bool) -> HeaderLabelPart {
        let layout = TextLayout(AttributedText("Forwarded", attributes: TextAttributes(italic: true)), options: LayoutOptions(
            alignment: rightToLeft ? .right : .left, font: FontSpec(family: font.family, size: font.size * PartProportions.forwardSize),
            color: color, maxLines: 1))
        return HeaderLabelPart(layout, kind: .forward, gap: PartProportions.forwardGap * font.size, mark: (.forward, color))
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

    /// The label's used extent sits at the column's leading edge, after the mark if any.
    private func layoutOrigin(at origin: Point, width: Double) -> Point {
        let used = label.usedBounds
        let rtl = label.options.alignment == .right
        let room = mark == nil ? 0 : Self.markRoom(label)
        return Point(x: rtl ? origin.x + width - room - used.maxX : origin.x + room - used.minX, y: origin.y)
    }

    /// The mark's box: at the leading edge, its bottom on the text's baseline.
    private func markBox(at origin: Point, width: Double) -> Rect? {
        guard mark != nil, let line = label.lines.first else { return nil }
        let side = Self.markSide(label), rtl = label.options.alignment == .right
        return Rect(x: rtl ? origin.x + width - side : origin.x, y: origin.y + line.baseline - side, width: side, height: side)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        if let mark, let box = markBox(at: origin, width: width) {
            // Right to left, the arrow points the way the text reads.
            let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * box.midX, ty: 0)
            canvas.transformed(by: label.options.alignment == .right ? mirror : .identity) { mark.glyph.draw(in: box, color: mark.color, on: canvas) }
        }
        label.draw(on: canvas, at: layoutOrigin(at: origin, width: width))
        if let trailing, let at = trailingOrigin(at: origin, width: width) { trailing.draw(on: canvas, at: at) }
    }

    /// The trailing label at the column's far end, its baseline on the label's.
    private func trailingOrigin(at origin: Point, width: Double) -> Point? {
        guard let trailing, let base = label.lines.first?.baseline, let own = trailing.lines.first?.baseline else { return nil }
        let used = trailing.usedBounds, rtl = label.options.alignment == .right
        return Point(x: rtl ? origin.x - used.minX : origin.x + width - used.maxX, y: origin.y + base - own)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let o = layoutOrigin(at: origin, width: width)
        var box = label.usedBounds.offsetBy(dx: o.x, dy: o.y)
        if let mark = markBox(at: origin, width: width) { box = box.union(mark) }
        var frames = [ElementFrame(kind, box, text: label.text.string)]
        if let trailing, let at = trailingOrigin(at: origin, width: width) {
            frames.append(ElementFrame(kind, trailing.usedBounds.offsetBy(dx: at.x, dy: at.y), text: trailing.text.string))
        }
        return frames
    }
}
