import Canvas
import Decorations
import TextLayout

/// A thread's line under a message (Slack, Discord): the first repliers' small avatars, "3 replies" in the
/// link colour, "Last reply 10:02" in the meta colour, on one line at the leading edge.
struct ThreadPart: BubblePart {
    /// The avatars with frames relative to the part's top-left corner.
    let avatars: [AvatarElement]
    let count: TextLayout
    let last: TextLayout?
    let gap: Double
    let topGap: Double
    let rightToLeft: Bool
    let size: Size

    /// At most this many repliers are shown.
    static let shownPeople = 5

    /// 1234567 → "1,234,567", the same on every machine (a formatter follows the locale).
    static func grouped(_ n: Int) -> String {
        var digits = String(n), out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return digits + out
    }

    init(avatars: [AvatarElement], count: TextLayout, last: TextLayout?, gap: Double, topGap: Double, rightToLeft: Bool) {
        (self.avatars, self.count, self.last, self.gap, self.topGap, self.rightToLeft) = (avatars, count, last, gap, topGap, rightToLeft)
        let row = avatars.map(\.frame.height).max() ?? 0
        let texts = [count, last].compactMap { $0 }
        let width = avatars.reduce(0) { $0 + $1.frame.width + gap } + texts.reduce(0) { $0 + $1.usedBounds.width } + Double(texts.count - 1) * gap
        size = Size(width: width, height: topGap + max(row, count.size.height))
    }

    /// Each piece's x from the leading edge, in order: avatars, count, last.
    private func places(width: Double) -> (avatars: [Double], count: Double, last: Double) {
        var x = 0.0
        func next(_ w: Double) -> Double {
            defer { x += w + gap }
            return rightToLeft ? width - x - w : x
        }
        let avatarXs = avatars.map { next($0.frame.width) }
        let countX = next(count.usedBounds.width) - count.usedBounds.minX
        let lastX = last.map { next($0.usedBounds.width) - $0.usedBounds.minX } ?? 0
        return (avatarXs, countX, lastX)
    }

    private func lineY(_ layout: TextLayout, at origin: Point) -> Double {
        origin.y + topGap + (size.height - topGap - layout.size.height) / 2
    }

    private func placedAvatars(at origin: Point, width: Double) -> [AvatarElement] {
        let row = size.height - topGap
        return zip(avatars, places(width: width).avatars).map { avatar, x in
            AvatarElement(name: avatar.name, look: avatar.look, frame: Rect(x: origin.x + x, y: origin.y + topGap + (row - avatar.frame.height) / 2,
                                                                             width: avatar.frame.width, height: avatar.frame.height),
                          cornerRadius: avatar.cornerRadius)
        }
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        for avatar in placedAvatars(at: origin, width: width) { avatar.draw(on: canvas) }
        let p = places(width: width)
        count.draw(on: canvas, at: Point(x: origin.x + p.count, y: lineY(count, at: origin)))
        if let last { last.draw(on: canvas, at: Point(x: origin.x + p.last, y: lineY(last, at: origin))) }
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let p = places(width: width)
        let texts = [(count, p.count)] + (last.map { [($0, p.last)] } ?? [])
        return [ElementFrame(.thread, Rect(x: origin.x, y: origin.y + topGap, width: width, height: size.height - topGap),
                             text: texts.map { $0.0.text.string }.joined(separator: " "))]
            + placedAvatars(at: origin, width: width).flatMap { $0.frames(scale: scale) }
            + texts.map { layout, x in ElementFrame(.text, layout.usedBounds.offsetBy(dx: origin.x + x, dy: lineY(layout, at: origin)), text: layout.text.string) }
    }
}

extension CardLayoutBuilder {
    /// The thread line of `thread` in the look's `style`.
    func threadPart(_ thread: ThreadSpec, style: LookThreads, ink: BubbleInk) throws(RenderError) -> ThreadPart {
        let em = spec.fontSize, side = style.avatar * em
        let avatars = try thread.people.prefix(ThreadPart.shownPeople).map { name throws(RenderError) in
            try self.avatars.element(named: name, in: Rect(x: 0, y: 0, width: side, height: side), memo: memo)
        }
        let font = font(scaled: style.textSize)
        let words = thread.replies == 1 ? "1 reply" : "\(ThreadPart.grouped(thread.replies)) replies"
        let count = memo.layout(AttributedText(words, attributes: TextAttributes(weight: .bold)), options: LayoutOptions(font: font, color: ink.link))
        let last = thread.last.map { memo.layout("Last reply " + $0.oneLine, options: LayoutOptions(font: font, color: ink.meta, maxLines: 1)) }
        return ThreadPart(avatars: avatars, count: count, last: last, gap: style.gap * em, topGap: style.topGap * em, rightToLeft: mirrored)
    }
}
