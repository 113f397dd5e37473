import Canvas
import Foundation
import Decorations
import ImageCodecs
import TextLayout

/// iMessage's inline reply: the answered message as a small faded bubble above the reply, on its author's
/// side, and a thin curved line from it down to the reply's bubble.
enum QuotedBubbleProportions {
    /// The quoted text's size and the bubble's insets, of the body size.
    static let textSize = 15.0 / 17
    static let verticalInset = 5.0 / 17
    static let horizontalInset = 11.0 / 17
    /// How much of the card's own colours the faded copy keeps (the rest is the card's ground).
    static let opacity = 0.5
    /// The gap between the quoted bubble and the reply's, and the line's width and turn, of the body size.
    static let gap = 7.0 / 17
    static let lineWidth = 1.5 / 17
    static let turnRadius = 8.0 / 17
    /// Where the line meets the reply's bubble: this far below its top (at most its middle), of the body size.
    static let meetDepth = 16.0 / 17
    /// The quoted bubble's widest share of the content width, and the lines it shows of a reply's text (a
    /// partial quote: `PartProportions.quoteLines`).
    static let widthShare = 0.7
    static let lines = 3
    /// The picture beside the quoted text: lines of it high.
    static let thumbnailLines = 2.0
}

extension CardLayoutBuilder {
    /// Whether the message that message `i` answers was mine (the card format does not say): the side of an earlier
    /// message of the card that begins with the quoted text; else no author named on a reply of mine, or an
    /// author who writes the card's messages of mine.
    func quotesMine(_ i: Int) -> Bool {
        let m = spec.messages[i]
        guard let reply = m.reply else { return false }
        let quoted = reply.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !quoted.isEmpty, let original = spec.messages[..<i].last(where: { $0.style == .bubble && $0.text.hasPrefix(quoted) }) {
            return original.from == .me
        }
        guard let author = reply.author else { return m.from == .me }
        return spec.messages.contains { $0.from == .me && $0.author == author }
    }

    /// The quoted bubble for message `i`'s reply, its top at `y`, on its author's side.
    func quotedBubble(_ i: Int, reply: ReplySpec, y: Double) throws(RenderError) -> QuotedBubbleElement {
        typealias P = QuotedBubbleProportions
        let m = spec.messages[i], em = spec.fontSize, mine = quotesMine(i)
        let side = BubbleSide.of(outgoing: mine, rightToLeft: mirrored)
        var copy = m
        copy.from = mine ? .me : .them
        let column = avatars.width(for: copy)
        let fill = mine ? theme.outgoingFill : theme.incomingFill, ink = mine ? theme.outgoingText : theme.incomingText
        let faded = { (c: Color) -> Color in
            self.cardBackground.map { c.withAlpha(P.opacity).blended(overOpaque: $0) } ?? c.withAlpha(c.alpha * P.opacity)
        }
        let ground = cardBackground ?? theme.background, fadedFill = faded(fill)
        // Faded, but read as body text is (a faded white on a faded blue would not: the blue's own hue then).
        let readable = { (c: Color) in ContrastColor.reaching(ContrastColor.textMinimum, c, on: fadedFill, over: [ground]) }
        var textColor = readable(faded(ink))
        if ContrastColor.ratio(textColor, ContrastColor.seen(fadedFill, over: ground)) < ContrastColor.textMinimum { textColor = readable(fill) }
        let (h, v) = (P.horizontalInset * em, P.verticalInset * em)
        let font = self.font(scaled: P.textSize)
        let thumbnailSide = reply.image == nil ? 0
            : P.thumbnailLines * memo.layout(AttributedText("Ag"), options: LayoutOptions(font: font)).size.height
        let shift = thumbnailSide > 0 ? thumbnailSide + v : 0
        let maxText = max(1, (contentWidth - column) * P.widthShare - 2 * h - shift)
        let text = reply.text.prefix(ReplyHeaderPart.maxQuotedCharacters).oneLine
        let layout = memo.layout(AttributedText(text), options: LayoutOptions(
            width: maxText, alignment: mirrored ? .right : .left, font: font, color: textColor, maxLines: reply.isQuote ? PartProportions.quoteLines : P.lines))
        let inner = Size(width: layout.usedBounds.width + shift, height: max(layout.size.height, thumbnailSide))
        let size = Size(width: inner.width + 2 * h, height: inner.height + 2 * v)
        // In line with the bubbles' bodies on that side (a bubble's frame holds its tail's room).
        let edge = column + look.bubbles.tailWidth * bubbleChromeScale
        let x = side == .left ? spec.padding + edge : spec.width - spec.padding - edge - size.width
        let frame = Rect(x: x, y: y, width: size.width, height: size.height)
        let thumbnail = try reply.image.map { image throws(RenderError) in
            try images.decode(image, covering: Size(width: thumbnailSide, height: thumbnailSide))
        }
        let radius = min(look.bubbles.radius * bubbleChromeScale, size.height / 2)
        let textX = mirrored ? frame.maxX - h - layout.size.width - shift : frame.minX + h + shift
        let thumbnailX = mirrored ? frame.maxX - h - thumbnailSide : frame.minX + h
        return QuotedBubbleElement(frame: frame, side: side, radius: radius, fill: fadedFill, text: layout, textOrigin: Point(x: textX, y: frame.minY + v),
                                   thumbnail: thumbnail, thumbnailBox: Rect(x: thumbnailX, y: frame.minY + v, width: thumbnailSide, height: thumbnailSide),
                                   line: StrokeStyle(width: P.lineWidth * em, color: theme.separator), opacity: P.opacity)
    }
}

/// The faded copy of the answered message and the line to its reply (`joined(to:)` once the reply is placed).
struct QuotedBubbleElement: CardElement {
    let frame: Rect
    let side: BubbleSide
    let radius: Double
    let fill: Color
    let text: TextLayout
    let textOrigin: Point
    let thumbnail: DecodedImage?
    let thumbnailBox: Rect
    let line: StrokeStyle
    let opacity: Double
    private(set) var connector = Path()

    init(frame: Rect, side: BubbleSide, radius: Double, fill: Color, text: TextLayout, textOrigin: Point, thumbnail: DecodedImage?,
         thumbnailBox: Rect, line: StrokeStyle, opacity: Double) {
        (self.frame, self.side, self.radius, self.fill, self.text, self.textOrigin) = (frame, side, radius, fill, text, textOrigin)
        (self.thumbnail, self.thumbnailBox, self.line, self.opacity) = (thumbnail, thumbnailBox, line, opacity)
    }

    /// The line from under this bubble, near its outer edge, down to `reply`'s bubble: straight into its top
    /// when the reply stands below it, else down beside it and round into its near side.
    func joined(to reply: Rect, emSize em: Double) -> QuotedBubbleElement {
        typealias P = QuotedBubbleProportions
        let turn = P.turnRadius * em, outward = side == .left ? 1.0 : -1.0
        let x = side == .left ? frame.minX + radius : frame.maxX - radius
        let nearEdge = side == .left ? reply.minX : reply.maxX
        var path = Path()
        path.move(to: Point(x: x, y: frame.maxY))
        let across = (nearEdge - x) * outward
        if across <= 0 {
            // The reply lies under the quote's corner: straight down onto its top.
            path.line(to: Point(x: x, y: reply.minY))
        } else {
            // Down beside the reply and round into its near edge, the turn no wider than the way across (a
            // reply starting just past the corner still gets the line, not a stub that stops above the gap).
            let turn = min(turn, across)
            let meet = reply.minY + min(P.meetDepth * em, reply.height / 2)
            path.line(to: Point(x: x, y: meet - turn))
            path.arc(center: Point(x: x + outward * turn, y: meet - turn), radius: turn, startAngle: side == .left ? .pi : 0, endAngle: .pi / 2,
                     increasing: side == .right)
            path.line(to: Point(x: nearEdge, y: meet))
        }
        var joined = self
        joined.connector = path
        return joined
    }

    func draw(on canvas: Canvas) {
        canvas.stroke(connector, style: line)
        canvas.fill(.roundedRect(frame, radius: radius), with: .color(fill))
        if let thumbnail {
            canvas.clip(to: .roundedRect(thumbnailBox, radius: PartProportions.replyThumbnailRadius * text.options.font.size)) {
                canvas.draw(thumbnail, in: ImagePart.cover(thumbnailBox, aspect: thumbnail.aspect))
                canvas.fill(.rect(thumbnailBox), with: .color(fill.withAlpha(1 - opacity)))
            }
        }
        text.draw(on: canvas, at: textOrigin)
    }

    func frames(scale: Double) -> [ElementFrame] {
        var frames = [ElementFrame(.reply, frame, text: text.text.string)]
        if thumbnail != nil { frames.append(ElementFrame(.photo, thumbnailBox)) }
        return frames + [ElementFrame(.text, text.usedBounds.offsetBy(dx: textOrigin.x, dy: textOrigin.y), text: text.text.string)]
    }
}
