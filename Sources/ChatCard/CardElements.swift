import Canvas
import Decorations
import TextLayout

/// Something placed on the card, in card points.
protocol CardElement {
    var frame: Rect { get }
    func draw(on canvas: Canvas)
}

/// A plain label: the title, an author name, a timestamp.
struct LabelElement: CardElement {
    let layout: TextLayout
    let origin: Point
    var frame: Rect { Rect(origin: origin, size: layout.size) }
    func draw(on canvas: Canvas) { layout.draw(on: canvas, at: origin) }
}

/// Text with its backgrounds, highlights and decoration lines (highlight and plain messages).
struct StoryElement: CardElement {
    let story: StoryText
    let origin: Point
    var frame: Rect { story.bounds.offsetBy(dx: origin.x, dy: origin.y) }
    func draw(on canvas: Canvas) { story.draw(on: canvas, at: origin) }
}

/// A message bubble with its text and, optionally, its timestamp.
struct BubbleElement: CardElement {
    let bubble: Bubble
    let frame: Rect
    let text: StoryElement
    let time: LabelElement?

    func draw(on canvas: Canvas) {
        bubble.draw(in: frame, on: canvas)
        text.draw(on: canvas)
        time?.draw(on: canvas)
    }
}
