import Canvas
import Decorations
import TextLayout

/// A part the meta row can sit beside: text, a row of reaction chips.
protocol MetaHost: BubblePart {
    /// How far the last line reaches from the part's leading edge, and its baseline from the part's
    /// top; nil when there is no line to sit beside.
    var lastLine: (reach: Double, baseline: Double)? { get }
    /// How far down from the part's top something drawn for an earlier line reaches (a low underline): the
    /// meta row sits beside the last line only below it.
    var hangingBottom: Double? { get }
    var isRightToLeft: Bool { get }
}

extension MetaHost {
    /// Rows of chips, a poll, a file: nothing of theirs hangs below a line.
    var hangingBottom: Double? { nil }
}

/// A part with the message's meta row (edited, time, ticks) at the card's trailing edge (right in a
/// left-to-right card, left in a right-to-left one, as the app draws it whatever the text's direction):
/// beside the last line when that line ends on the same side and there is room in `maxWidth`, else on a
/// row of its own below.
struct TimedPart: BubblePart {
    let host: any MetaHost
    let meta: MessageMeta?
    let size: Size
    /// The card's direction: the meta row's side.
    let metaOnLeft: Bool
    /// The meta row right after the last line's end (else in the column's trailing corner).
    let followsText: Bool
    private let gap: Double
    /// True when the meta row shares the host's last line.
    private let beside: Bool
    /// The meta row's top, from the part's top.
    private let metaY: Double
    var firstLineHeight: Double { host.firstLineHeight }

    init(_ host: any MetaHost, meta: MessageMeta?, maxWidth: Double, gap: Double, cardRightToLeft: Bool, followsText: Bool = false) {
        self.host = host
        self.meta = meta
        metaOnLeft = cardRightToLeft
        (self.followsText, self.gap) = (followsText, gap)
        let hostSize = host.size
        guard let meta else {
            size = hostSize
            (beside, metaY) = (false, 0)
            return
        }
        // Right-to-left text in a left-to-right card ends on the left: the time cannot sit after it.
        let line = host.isRightToLeft == cardRightToLeft ? host.lastLine : nil
        let beside = line.map { line in
            line.reach + gap + meta.size.width <= maxWidth && (host.hangingBottom.map { $0 <= line.baseline - meta.baseline } ?? true)
        } ?? false
        self.beside = beside
        let width = max(hostSize.width, beside ? line!.reach + gap + meta.size.width : meta.size.width)
        size = Size(width: width, height: beside ? hostSize.height : hostSize.height + meta.size.height)
        metaY = beside ? line!.baseline - meta.baseline : hostSize.height
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let (hostOrigin, hostWidth, metaOrigin) = origins(at: origin, width: width)
        host.draw(on: canvas, at: hostOrigin, width: hostWidth)
        meta?.draw(on: canvas, at: metaOrigin)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let (hostOrigin, hostWidth, metaOrigin) = origins(at: origin, width: width)
        return host.frames(at: hostOrigin, width: hostWidth, scale: scale) + (meta?.frames(at: metaOrigin, scale: scale) ?? [])
    }

    /// The meta row always sits in the column's trailing corner, as the app draws it (in a bubble wider
    /// than the text, under a photo, after reaction chips: at the bubble's edge, not after the last word).
    /// Beside: the host keeps to its own leading edge, on the meta row's line. Below: the host takes the
    /// whole column (a block spans it) and the meta row goes under it.
    private func origins(at origin: Point, width: Double) -> (host: Point, hostWidth: Double, meta: Point) {
        let metaWidth = meta?.size.width ?? 0
        // After the last word (on its line, else at the start of a line of its own), or in the trailing corner.
        let reach = followsText ? (beside ? host.lastLine.map { $0.reach + gap } ?? 0 : 0) : nil
        let metaX = reach.map { metaOnLeft ? width - $0 - metaWidth : $0 } ?? (metaOnLeft ? 0 : width - metaWidth)
        guard beside else { return (origin, width, origin + Point(x: metaX, y: metaY)) }
        let hostX = host.isRightToLeft ? width - host.size.width : 0
        return (origin + Point(x: hostX, y: 0), host.size.width, origin + Point(x: metaX, y: metaY))
    }
}

extension TextPart: MetaHost {
    var lastLine: (reach: Double, baseline: Double)? {
        let layout = story.layout, used = layout.usedBounds
        guard let last = layout.lines.last(where: { !$0.isEmpty }) else { return nil }
        return (isRightToLeft ? used.maxX - last.usedRect.minX : last.usedRect.maxX - used.minX, last.baseline)
    }

    var isRightToLeft: Bool { story.layout.direction == .rtl }
    var hangingBottom: Double? { hangingDecorationBottom }
}

extension TextBlockPart: MetaHost {
    /// The meta row goes below a block, never inside its tint.
    var lastLine: (reach: Double, baseline: Double)? { nil }
    var isRightToLeft: Bool { accent.rightToLeft }
}

/// A host with nothing to draw: a meta row on a line of its own (a post's views and signature under a row's text).
struct NoLines: MetaHost {
    let isRightToLeft: Bool
    var size: Size { Size(width: 0, height: 0) }
    var lastLine: (reach: Double, baseline: Double)? { nil }
    func draw(on canvas: Canvas, at origin: Point, width: Double) {}
    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { [] }
}
