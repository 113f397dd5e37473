import Canvas
import Decorations
import TextLayout

/// A message's text and its timestamp as one bubble part: the time sits beside the last line when it
/// fits, else on its own line, always at the trailing edge (right for LTR text, left for RTL).
struct MessageTextPart: BubblePart {
    let story: StoryText
    let time: TextLayout?
    let size: Size
    private let textOffset: Point
    private let timeOffset: Point
    private var isRightToLeft: Bool { story.layout.direction == .rtl }
    var firstLineHeight: Double { story.firstLineHeight ?? size.height }

    init(story: StoryText, time: TextLayout?, maxWidth: Double, gap: Double) {
        let layout = story.layout
        let used = layout.usedBounds
        let rtl = layout.direction == .rtl
        self.story = story
        self.time = time
        guard let time else {
            size = Size(width: used.width, height: used.height)
            textOffset = Point(x: -used.minX, y: 0)
            timeOffset = .zero
            return
        }
        let timeUsed = time.usedBounds
        let last = layout.lines.last { !$0.isEmpty }
        // How far the last line reaches from the block's leading edge.
        let lastReach = last.map { rtl ? used.maxX - $0.usedRect.minX : $0.usedRect.maxX - used.minX } ?? 0
        let beside = last != nil && lastReach + gap + timeUsed.width <= maxWidth
        let width = max(used.width, beside ? lastReach + gap + timeUsed.width : timeUsed.width)
        size = Size(width: width, height: beside ? used.height : used.height + time.size.height)
        textOffset = Point(x: rtl ? width - used.maxX : -used.minX, y: 0)
        let timeBaseline = time.lines.first?.baseline ?? 0
        timeOffset = Point(x: rtl ? -timeUsed.minX : width - timeUsed.maxX,
                           y: beside ? (last?.baseline ?? 0) - timeBaseline : used.height)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let (text, timeOrigin) = origins(at: origin, width: width)
        story.draw(on: canvas, at: text)
        time?.draw(on: canvas, at: timeOrigin)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let (text, timeOrigin) = origins(at: origin, width: width)
        let timeFrame = time.map { ElementFrame(.time, $0.usedBounds.offsetBy(dx: timeOrigin.x, dy: timeOrigin.y), text: $0.text.string) }
        return story.frames(at: text, scale: scale) + (timeFrame.map { [$0] } ?? [])
    }

    /// The text's and the time's layout origins in a column `width` wide (RTL keeps to the trailing edge).
    private func origins(at origin: Point, width: Double) -> (text: Point, time: Point) {
        let shift = Point(x: isRightToLeft ? width - size.width : 0, y: 0)
        return (origin + shift + textOffset, origin + shift + timeOffset)
    }
}
