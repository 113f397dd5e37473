import Canvas
import Decorations
import TextLayout

/// Something placed on the card, in card points.
protocol CardElement {
    var frame: Rect { get }
    func draw(on canvas: Canvas)
    /// What `draw` puts where on a canvas of `scale` device pixels per point.
    func frames(scale: Double) -> [ElementFrame]
}

/// A plain label: the title, an author name, a timestamp.
struct LabelElement: CardElement {
    let kind: ElementFrame.Kind
    let layout: TextLayout
    let origin: Point
    var frame: Rect { Rect(origin: origin, size: layout.size) }
    func draw(on canvas: Canvas) { layout.draw(on: canvas, at: origin) }
    func frames(scale: Double) -> [ElementFrame] {
        [ElementFrame(kind, layout.usedBounds.offsetBy(dx: origin.x, dy: origin.y), text: layout.text.string)]
    }
}

/// Text with its backgrounds, highlights and decoration lines (highlight and plain messages).
struct StoryElement: CardElement {
    let story: StoryText
    let origin: Point
    var frame: Rect { story.bounds.offsetBy(dx: origin.x, dy: origin.y) }
    /// What the eye sees as the block: the lines' used extent and the background around them.
    var visibleBlock: Rect {
        var block = story.layout.usedBounds
        if let background = story.backgroundPath().bounds { block = block.union(background) }
        return block.offsetBy(dx: origin.x, dy: origin.y)
    }
    func draw(on canvas: Canvas) { story.draw(on: canvas, at: origin) }
    func frames(scale: Double) -> [ElementFrame] { story.frames(at: origin, scale: scale) }
}

/// A message's meta row (edited, time, ticks) on its own: under a highlight or plain message's block.
struct MetaElement: CardElement {
    let meta: MessageMeta
    let origin: Point
    var frame: Rect { Rect(origin: origin, size: meta.size) }
    func draw(on canvas: Canvas) { meta.draw(on: canvas, at: origin) }
    func frames(scale: Double) -> [ElementFrame] { meta.frames(at: origin, scale: scale) }
}

/// Something placed against its sender's side of the card (a bubble, big emoji), whose author label
/// lines up with its content.
protocol SideElement: CardElement {
    var frame: Rect { get set }
    /// How far the content starts from the frame's edge on the side the element hugs.
    var contentInset: Double { get }
}

/// Bubble parts without a bubble (big emoji): the content is its own frame.
struct BareElement: SideElement {
    let content: BubbleContent
    var frame: Rect
    var contentInset: Double { 0 }
    func draw(on canvas: Canvas) { content.draw(on: canvas, at: frame.origin) }
    func frames(scale: Double) -> [ElementFrame] { content.frames(at: frame.origin, scale: scale) }
}

/// A message bubble with its content parts.
struct BubbleElement: SideElement {
    var bubbled: BubbledContent
    var frame: Rect

    /// The same bubble with a screen-space gradient spanning `top`…`bottom` of the card.
    func spanning(top: Double, bottom: Double) -> BubbleElement {
        guard case .spanGradient(let colors, _, _) = bubbled.bubble.fill else { return self }
        var spanned = self
        spanned.bubbled.bubble.fill = .spanGradient(colors, top: top, bottom: bottom)
        return spanned
    }

    /// Where the content goes inside the bubble's insets and tail room.
    var contentFrame: Rect { bubbled.bubble.contentRect(in: frame) }

    /// How far the content starts from the frame's edge on the bubble's side (tail room and insets included).
    var contentInset: Double {
        let inner = contentFrame
        return bubbled.bubble.shape.side == .right ? frame.maxX - inner.maxX : inner.minX - frame.minX
    }

    func draw(on canvas: Canvas) { bubbled.draw(in: frame, on: canvas) }
    func frames(scale: Double) -> [ElementFrame] { bubbled.frames(in: frame, scale: scale) }
}

/// A hairline (a date separator's rule): drawn, not reported as a frame of its own.
struct RuleElement: CardElement {
    let rect: Rect
    let color: Color
    var frame: Rect { rect }
    func draw(on canvas: Canvas) { canvas.fill(.rect(rect), with: .color(color)) }
    func frames(scale: Double) -> [ElementFrame] { [] }
}

/// An element moved down by `dy` (a card of a set height centres its content).
struct OffsetElement: CardElement {
    let element: any CardElement
    let dy: Double
    var frame: Rect { element.frame.offsetBy(dx: 0, dy: dy) }
    func draw(on canvas: Canvas) { canvas.transformed(by: .translation(x: 0, y: dy)) { element.draw(on: canvas) } }
    func frames(scale: Double) -> [ElementFrame] { element.frames(scale: scale).map { $0.offsetBy(Point(x: 0, y: dy)) } }
}
