import Canvas
import Decorations
import ImageCodecs
import TextLayout

/// The message a bubble answers, quoted at its top (the Telegram look): a tinted rounded block with an
/// accent bar at its leading edge, the author's name, and one line of the quoted text ending in "…"; a
/// partial quote shows up to five lines and a quote mark in the block's top trailing corner. The block
/// spans the bubble's whole content column.
struct ReplyHeaderPart: BubblePart {
    let name: TextLayout?
    let quote: TextLayout
    /// The quoted text on one line (the layout may hold only its start).
    let quotedText: String
    /// The tint and bar, on the card's leading edge.
    let accent: AccentBlock
    /// The quote mark's colour, when the reply is a partial quote, and the room the name leaves it.
    let mark: Color?
    let markRoom: Double
    /// The answered message's picture, a rounded square beside the text, and how far it moves the text.
    let thumbnail: DecodedImage?
    let thumbnailSide: Double
    let thumbnailShift: Double
    let size: Size
    /// More than the widest bubble's one line can show, even in a 2,048 pt card.
    static let maxQuotedCharacters = 500

    /// `color` is the author's colour already made legible on the bubble; `maxWidth` the content column's;
    /// `decode` gives the thumbnail's pixels for the size it covers.
    /// `block`: the look's own bar and fill (Slack's grey bar without a fill); nil: `color`'s bar and tint.
    /// `backdrops`: what lies under a block without an opaque ground (a wallpaper's corners); the ink's ground by default.
    /// `quoteInk`: the quoted text's colour (WhatsApp's grey); the bubble's text colour by default.
    init(_ reply: ReplySpec, color: Color, block: BlockColors? = nil, ink: BubbleInk, quoteInk: Color? = nil, backdrops: [Color] = [], font: FontSpec, maxWidth: Double,
         rightToLeft: Bool, memo: LayoutMemo, decode: (ImageSpec, Size) throws(RenderError) -> DecodedImage) throws(RenderError) {
        let size = font.size * PartProportions.replyTextSize
        var accent = AccentBlock(color: block?.bar ?? color, emSize: font.size, bar: block.map { $0.bar != nil || $0.authorBar } ?? true, rightToLeft: rightToLeft,
                                 ground: ink.solidGround, fill: block?.fill)
        accent.fill = accent.fill ?? Self.shade(for: ink, under: accent.tint)
        self.accent = accent
        // On the block's own fill the name and the quote keep body-text contrast (a grey quote above a
        // sticker on a pale tint would not), in their own hue.
        let under = ink.solidGround.map { [$0] } ?? (backdrops.isEmpty ? [ink.ground] : backdrops)
        let nameColor = ContrastColor.reaching(ContrastColor.textMinimum, color, on: accent.tint, over: under)
        let quoteColor = ContrastColor.reaching(ContrastColor.textMinimum, quoteInk ?? ink.text, on: accent.tint, over: under)
        let textWidth = accent.textWidth(maxWidth)
        let markRoom = reply.isQuote ? PartProportions.quoteMarkRoom * font.size : 0
        (mark, self.markRoom) = (reply.isQuote ? color : nil, markRoom)
        // Telegram's thumbnail: two lines of the header high, the text moved over by it and a gap.
        // Measured only for a reply that has a thumbnail (every reply header passes here).
        let side = reply.image == nil ? 0 : PartProportions.replyThumbnailLines
            * memo.layout(AttributedText("Ag"), options: LayoutOptions(font: FontSpec(family: font.family, size: size))).size.height
        let shift = reply.image == nil ? 0 : side + PartProportions.replyThumbnailGap * font.size
        (thumbnailSide, thumbnailShift) = (side, shift)
        let alignment: TextAlignment = rightToLeft ? .right : .left
        func line(_ text: String, weight: FontWeight, color: Color, room: Double = 0) -> TextLayout {
            // One line: the quote's own line breaks become spaces, and only its start is laid out (Pango
            // shapes a whole paragraph before ellipsizing it: 29 ms for a 20,000-character quote): the
            // first `maxQuotedCharacters`, and of those what could show (`EllipsizedLine`).
            let options = LayoutOptions(width: textWidth - room, alignment: alignment, font: FontSpec(family: font.family, size: size),
                                        color: color, maxLines: 1)
            var lineFont = options.font
            lineFont.weight = weight  // set by an attribute, so that both lines share their options
            return EllipsizedLine.layout(text, width: textWidth - room, font: lineFont) {
                memo.layout(AttributedText($0, attributes: TextAttributes(weight: weight)), options: options)
            }
        }
        name = reply.author.map { line($0.prefix(Self.maxQuotedCharacters).oneLine, weight: .semibold, color: nameColor, room: markRoom + shift) }
        quotedText = reply.text.prefix(Self.maxQuotedCharacters).oneLine
        if reply.isQuote {
            // Up to five lines, the last ending in "…".
            let options = LayoutOptions(width: textWidth - shift, alignment: alignment, font: FontSpec(family: font.family, size: size),
                                        color: quoteColor, maxLines: PartProportions.quoteLines)
            quote = memo.layout(AttributedText(quotedText), options: options)
        } else {
            quote = line(quotedText, weight: .regular, color: quoteColor, room: shift)
        }
        thumbnail = try reply.image.map { image throws(RenderError) in try decode(image, Size(width: side, height: side)) }
        let textUsed = max((name?.usedBounds.width ?? 0) + markRoom, quote.usedBounds.width) + shift
        let inner = max((name?.size.height ?? 0) + quote.size.height, side)
        self.size = Size(width: min(maxWidth, textUsed + accent.leadingInset + accent.trailingInset),
                         height: inner + 2 * accent.verticalInset + PartProportions.replyGap * font.size)
    }

    /// Light text on a tinted block (white in a blue bubble) that a lighter tint would leave under body-text
    /// contrast: the block is shaded instead, black just dark enough; nil where the tint does.
    static func shade(for ink: BubbleInk, under tint: Color) -> Color? {
        let ground = ink.solidGround ?? ink.ground, text = ContrastColor.seen(ink.text, over: ground)
        let tinted = ContrastColor.seen(tint, over: ground)
        guard text.relativeLuminance > tinted.relativeLuminance,
              ContrastColor.ratio(text, tinted) < ContrastColor.textMinimum else { return nil }
        return ContrastColor.thickened(Color.black.withAlpha(0), under: text, over: [ground]).blended(overOpaque: ink.solidGround)
    }

    private var blockHeight: Double { size.height - PartProportions.replyGap * accent.emSize }

    /// The tinted block, its edges on device pixels so the bar stays crisp.
    private func block(at origin: Point, width: Double, scale: Double) -> Rect {
        Rect(origin: origin, size: Size(width: width, height: blockHeight)).snapped(scale: scale)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let block = block(at: origin, width: width, scale: canvas.scale)
        accent.draw(in: block, on: canvas)
        if let mark { QuoteMark.draw(in: markBox(in: block), color: mark, on: canvas) }
        if let thumbnail {
            let box = thumbnailBox(in: block)
            canvas.clip(to: .roundedRect(box, radius: PartProportions.replyThumbnailRadius * accent.emSize)) {
                canvas.draw(thumbnail, in: ImagePart.cover(box, aspect: thumbnail.aspect))
            }
        }
        let (nameOrigin, quoteOrigin) = textOrigins(in: block)
        name?.draw(on: canvas, at: nameOrigin)
        quote.draw(on: canvas, at: quoteOrigin)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let block = block(at: origin, width: width, scale: scale)
        let (nameOrigin, quoteOrigin) = textOrigins(in: block)
        var frames = [ElementFrame(.reply, block, text: quotedText)]
        if thumbnail != nil { frames.append(ElementFrame(.photo, thumbnailBox(in: block))) }
        if let name { frames.append(ElementFrame(.author, name.usedBounds.offsetBy(dx: nameOrigin.x, dy: nameOrigin.y), text: name.text.string)) }
        frames.append(ElementFrame(.text, quote.usedBounds.offsetBy(dx: quoteOrigin.x, dy: quoteOrigin.y), text: quotedText))
        return frames
    }

    /// The quote mark's place: the block's top trailing corner.
    private func markBox(in block: Rect) -> Rect {
        let em = accent.emSize
        let (width, inset) = (PartProportions.quoteMarkWidth * em, PartProportions.quoteMarkInset * em)
        let x = accent.rightToLeft ? block.minX + inset : block.maxX - inset - width
        return Rect(x: x, y: block.minY + inset, width: width, height: PartProportions.quoteMarkHeight * em)
    }

    /// The thumbnail's place: next to the bar, at the text's top.
    private func thumbnailBox(in block: Rect) -> Rect {
        let column = (quote.options.width ?? 0) + thumbnailShift
        let x0 = accent.textX(in: block, columnWidth: column)
        let x = accent.rightToLeft ? x0 + column - thumbnailSide : x0
        return Rect(x: x, y: block.minY + accent.verticalInset, width: thumbnailSide, height: thumbnailSide)
    }

    /// Layout origins of the name and the quote: inside the padding, next to the bar; each layout is
    /// as wide as the text column and aligns itself to the card's leading edge.
    private func textOrigins(in block: Rect) -> (name: Point, quote: Point) {
        // The text column is narrower by the thumbnail's room, on the bar's side.
        let column = (quote.options.width ?? 0) + thumbnailShift
        let x = accent.textX(in: block, columnWidth: column) + (accent.rightToLeft ? 0 : thumbnailShift)
        let top = block.minY + accent.verticalInset
        // The name's column is narrower by the mark's room, on the mark's side.
        let nameX = accent.rightToLeft ? x + markRoom : x
        return (Point(x: nameX, y: top), Point(x: x, y: top + (name?.size.height ?? 0)))
    }
}
