import Decorations
import TextLayout

extension CardLayoutBuilder {
    /// "Forwarded from **NAME**" above a bubble (`ForwardStyle.caption`), in the secondary grey at the time's
    /// size: on their side where the name goes, on mine at the bubble's trailing edge as its "Read" caption is.
    func forwardCaption(_ source: String, over bubble: any SideElement, side: BubbleSide, y: Double) -> LabelElement {
        var text = AttributedText("Forwarded from ")
        text.append(source.oneLine, attributes: TextAttributes(weight: .semibold))
        let onTheirSide = (side == .left) != mirrored
        guard onTheirSide else { return timeLabel(text, kind: .forward, alignment: side == .right ? .right : .left, y: y, beside: bubble.frame) }
        let fromEdge = mirrored ? spec.width - spec.padding - bubble.frame.maxX : bubble.frame.minX - spec.padding
        let indent = fromEdge + (bubble is BubbleElement ? bubble.contentInset : bubbleTextInset)
        let layout = memo.layout(text, options: LayoutOptions(width: contentWidth - indent, alignment: mirrored ? .right : .left,
                                                              font: font(scaled: look.font.timeSize), color: theme.secondaryText, maxLines: 1))
        return LabelElement(kind: .forward, layout: layout, origin: Point(x: spec.padding + (mirrored ? 0 : indent), y: y))
    }
}
