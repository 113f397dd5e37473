import Canvas
import TextLayout

/// Text in a bubble: the bubble is sized to the text's used extent (not the wrap width) and the text is
/// placed in the content rect, centred when the body is wider than the text (one-letter messages).
public struct BubbledText {
    public let layout: TextLayout
    public var bubble: Bubble

    public init(layout: TextLayout, bubble: Bubble) { self.layout = layout; self.bubble = bubble }

    public var frameSize: Size {
        let used = layout.usedBounds
        return bubble.frameSize(forContent: Size(width: used.width, height: used.height))
    }

    /// Where the layout's origin goes for a bubble drawn in `frame`.
    public func textOrigin(in frame: Rect) -> Point {
        let content = bubble.contentRect(in: frame)
        let used = layout.usedBounds
        return Point(x: content.minX + (content.width - used.width) / 2 - used.minX, y: content.minY)
    }

    public func draw(in frame: Rect, on canvas: Canvas, textColor: Color? = nil) {
        bubble.draw(in: frame, on: canvas)
        layout.draw(on: canvas, at: textOrigin(in: frame), color: textColor)
    }
}
