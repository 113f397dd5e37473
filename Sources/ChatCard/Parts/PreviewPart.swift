import Canvas
import Decorations
import ImageCodecs
import TextLayout

/// A link preview under a message's text, in the reply header's block (tint and accent bar): the site's
/// name, the page's title and description, and its picture, small in the block's top trailing corner
/// (the text keeps clear of it) or large below the text.
struct PreviewPart: MetaHost {
    let url: String
    let lines: [TextLayout]
    let accent: AccentBlock
    let image: DecodedImage?
    /// The picture's size: a small square, or the text column's width by the picture's proportions.
    let imageSize: Size
    let large: Bool
    /// A large picture above the lines (WhatsApp's card), else below them.
    let imageOnTop: Bool
    let gapAbove: Double
    let size: Size
    var isRightToLeft: Bool { accent.rightToLeft }
    /// The meta row goes below the block.
    var lastLine: (reach: Double, baseline: Double)? { nil }

    /// At 17 pt (Telegram iOS): the small picture's side, its inset from the block's corner and the room the
    /// text leaves it; the gap between the text and a large picture; a large picture's corners and its
    /// tallest (of its width).
    static let smallSide = 54.0 / 17, smallInset = 6.0 / 17, smallRoom = 60.0 / 17
    static let largeGap = 6.0 / 17, imageRadius = 4.0 / 17, largeMaxHeight = 1.0

    init(url: String, lines: [TextLayout], accent: AccentBlock, image: DecodedImage?, imageSize: Size, large: Bool, imageOnTop: Bool = false,
         gapAbove: Double, maxWidth: Double) {
        (self.url, self.lines, self.accent, self.image, self.imageSize, self.large, self.gapAbove) = (url, lines, accent, image, imageSize, large, gapAbove)
        self.imageOnTop = imageOnTop
        let em = accent.emSize
        let textHeight = lines.reduce(0) { $0 + $1.size.height }
        let textWidth = lines.map(\.usedBounds.width).max() ?? 0
        let inner: Size
        if image == nil {
            inner = Size(width: textWidth, height: textHeight)
        } else if large {
            inner = Size(width: max(textWidth, imageSize.width), height: textHeight + (lines.isEmpty ? 0 : Self.largeGap * em) + imageSize.height)
        } else {
            // The small picture as far from the block's bottom as from its top.
            inner = Size(width: textWidth + Self.smallRoom * em, height: max(textHeight, imageSize.height + 2 * (Self.smallInset * em - accent.verticalInset)))
        }
        size = Size(width: min(maxWidth, inner.width + accent.leadingInset + accent.trailingInset),
                    height: gapAbove + inner.height + 2 * accent.verticalInset + gapAbove)
    }

    /// The block, with the same room above it (from the text) and below it (to the time).
    private func block(at origin: Point, width: Double, scale: Double) -> Rect {
        Rect(x: origin.x, y: origin.y + gapAbove, width: width, height: size.height - 2 * gapAbove).snapped(scale: scale)
    }

    /// Each line's origin and the picture's box inside `block`.
    private func places(in block: Rect) -> (lines: [Point], image: Rect?) {
        let em = accent.emSize
        let column = accent.textWidth(block.width)
        let x0 = accent.textX(in: block, columnWidth: column)
        var y = block.minY + accent.verticalInset
        let picture = image != nil && large
        // A large picture first: the lines start under it.
        if picture && imageOnTop { y += imageSize.height + (lines.isEmpty ? 0 : Self.largeGap * em) }
        let top = block.minY + accent.verticalInset
        let origins = lines.map { layout in
            defer { y += layout.size.height }
            let used = layout.usedBounds
            let x = accent.rightToLeft ? x0 + column - used.maxX : x0 - used.minX
            return Point(x: x, y: y)
        }
        guard image != nil else { return (origins, nil) }
        if large {
            let imageY = imageOnTop ? top : y + (lines.isEmpty ? 0 : Self.largeGap * em)
            return (origins, Rect(x: accent.rightToLeft ? x0 + column - imageSize.width : x0, y: imageY, width: imageSize.width, height: imageSize.height))
        }
        let inset = Self.smallInset * em
        let x = accent.rightToLeft ? block.minX + inset : block.maxX - inset - imageSize.width
        return (origins, Rect(x: x, y: block.minY + inset, width: imageSize.width, height: imageSize.height))
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let block = block(at: origin, width: width, scale: canvas.scale)
        accent.draw(in: block, on: canvas)
        let (lineOrigins, box) = places(in: block)
        for (layout, at) in zip(lines, lineOrigins) { layout.draw(on: canvas, at: at) }
        if let image, let box {
            canvas.clip(to: .roundedRect(box, radius: Self.imageRadius * accent.emSize)) {
                canvas.draw(image, in: ImagePart.cover(box, aspect: image.aspect))
            }
        }
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let block = block(at: origin, width: width, scale: scale)
        let (lineOrigins, box) = places(in: block)
        var frames = [ElementFrame(.preview, block, text: url)]
        for (layout, at) in zip(lines, lineOrigins) {
            frames.append(ElementFrame(.text, layout.usedBounds.offsetBy(dx: at.x, dy: at.y), text: layout.text.string))
        }
        if let box { frames.append(ElementFrame(.photo, box)) }
        return frames
    }
}
