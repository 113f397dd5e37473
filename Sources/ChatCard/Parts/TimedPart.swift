import Canvas
import Decorations
import TextLayout

/// A part the meta row can sit beside: text, a row of reaction chips.
protocol MetaHost: BubblePart {
    /// How far the last line reaches from the part's leading edge, and its baseline from the part's
    /// top; nil when there is no line to sit beside.
    var lastLine: (reach: Double, baseline: Double)? { get }
    var isRightToLeft: Bool { get }
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
    /// True when the meta row shares the host's last line.
    private let beside: Bool
    private let hostX: Double
    private let metaOffset: Point
    var firstLineHeight: Double { host.firstLineHeight }

    init(_ host: any MetaHost, meta: MessageMeta?, maxWidth: Double, gap: Double, cardRightToLeft: Bool) {
        self.host = host
        self.meta = meta
        metaOnLeft = cardRightToLeft
        let hostSize = host.size
        guard let meta else {
            size = hostSize
            (beside, hostX, metaOffset) = (false, 0, .zero)
            return
        }
        // Right-to-left text in a left-to-right card ends on the left: the time cannot sit after it.
        let line = host.isRightToLeft == cardRightToLeft ? host.lastLine : nil
        let beside = line.map { $0.reach + gap + meta.size.width <= maxWidth } ?? false
        self.beside = beside
        let width = max(hostSize.width, beside ? line!.reach + gap + meta.size.width : meta.size.width)
        size = Size(width: width, height: beside ? hostSize.height : hostSize.height + meta.size.height)
        hostX = host.isRightToLeft ? width - hostSize.width : 0
        metaOffset = Point(x: cardRightToLeft ? 0 : width - meta.size.width,
                           y: beside ? line!.baseline - meta.baseline : hostSize.height)
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

    /// Beside: host and meta keep together, at the column's trailing edge when right-to-left. Below: the
    /// host takes the whole column (a block spans it) and the meta row sits in its trailing corner.
    private func origins(at origin: Point, width: Double) -> (host: Point, hostWidth: Double, meta: Point) {
        guard beside else {
            let metaX = metaOnLeft ? 0 : width - (meta?.size.width ?? 0)
            return (origin, width, origin + Point(x: metaX, y: host.size.height))
        }
        let shift = host.isRightToLeft ? width - size.width : 0
        return (Point(x: origin.x + shift + hostX, y: origin.y), host.size.width, origin + Point(x: shift, y: 0) + metaOffset)
    }
}

extension TextPart: MetaHost {
    var lastLine: (reach: Double, baseline: Double)? {
        let layout = story.layout, used = layout.usedBounds
        guard let last = layout.lines.last(where: { !$0.isEmpty }) else { return nil }
        return (isRightToLeft ? used.maxX - last.usedRect.minX : last.usedRect.maxX - used.minX, last.baseline)
    }

    var isRightToLeft: Bool { story.layout.direction == .rtl }
}

extension TextBlockPart: MetaHost {
    /// The meta row goes below a block, never inside its tint.
    var lastLine: (reach: Double, baseline: Double)? { nil }
    var isRightToLeft: Bool { accent.rightToLeft }
}
