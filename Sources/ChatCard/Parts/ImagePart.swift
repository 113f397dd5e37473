import Canvas
import Decorations

/// A photo (edge to edge in its bubble, cropped to the centre when its shape differs from the space it
/// fills) or a sticker (on its own, whole). The meta row may sit on it in a pill.
struct ImagePart: EdgeToEdgePart {
    let image: DecodedImage
    let kind: ElementFrame.Kind
    /// The picture as seen, in points.
    let display: Size
    /// Its share of the content column: the display less the bubble insets it reaches over.
    let size: Size
    let pill: TimePill?
    let rightToLeft: Bool
    var isOpaque: Bool { image.isOpaque }
    /// A picture is no line of text: it never widens its bubble to be round.
    var firstLineHeight: Double { 0 }

    func draw(on canvas: Canvas, at origin: Point, width: Double) { draw(on: canvas, filling: rect(at: origin, width: width)) }

    func draw(on canvas: Canvas, filling rect: Rect) {
        let picture = Self.cover(rect, aspect: image.aspect)
        if picture == rect { canvas.draw(image, in: rect) }
        else { canvas.clip(toPixelAligned: [rect]) { canvas.draw(image, in: picture) } }
        pill?.draw(on: canvas, at: pillOrigin(in: rect))
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        frames(filling: rect(at: origin, width: width), scale: scale)
    }

    func frames(filling rect: Rect, scale: Double) -> [ElementFrame] {
        [ElementFrame(kind, rect)] + (pill?.frames(at: pillOrigin(in: rect)) ?? [])
    }

    /// On its own (a sticker), the picture keeps to the column's leading edge.
    private func rect(at origin: Point, width: Double) -> Rect {
        Rect(x: rightToLeft ? origin.x + width - display.width : origin.x, y: origin.y, width: display.width, height: display.height)
    }

    private func pillOrigin(in rect: Rect) -> Point {
        guard let pill else { return .zero }
        let margin = pill.margin
        return Point(x: rightToLeft ? rect.minX + margin : rect.maxX - margin - pill.size.width, y: rect.maxY - margin - pill.size.height)
    }

    /// The rect an image of `aspect` (width / height) fills to cover `rect`, centred on it.
    static func cover(_ rect: Rect, aspect: Double) -> Rect {
        let width = max(rect.width, rect.height * aspect), height = max(rect.height, rect.width / aspect)
        if abs(width - rect.width) < 1e-9, abs(height - rect.height) < 1e-9 { return rect }
        return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }

    /// A photo's size in a bubble whose body is at most `maxWidth`: fitted into `maxWidth` by
    /// `maxWidth × photoMaxHeight`, but never narrower than `photoMinWidth` of it (a tall photo is then
    /// cropped to its centre).
    static func photoSize(aspect: Double, maxWidth: Double) -> Size {
        let maxHeight = maxWidth * PartProportions.photoMaxHeight
        let fitted = min(maxWidth, maxHeight * aspect)
        let width = max(fitted, maxWidth * PartProportions.photoMinWidth)
        return Size(width: width, height: min(maxHeight, max(maxWidth * PartProportions.photoMinHeight, width / aspect)))
    }

    /// A sticker's size: whole, its longer side at most `side`.
    static func stickerSize(aspect: Double, side: Double) -> Size {
        aspect >= 1 ? Size(width: side, height: side / aspect) : Size(width: side * aspect, height: side)
    }
}

/// The meta row on a photo or sticker: light text on a translucent dark pill, readable on any picture.
struct TimePill {
    let meta: MessageMeta
    let emSize: Double

    var padding: Size { Size(width: PartProportions.pillPadding * emSize, height: PartProportions.pillVerticalPadding * emSize) }
    var size: Size { Size(width: meta.size.width + 2 * padding.width, height: meta.size.height + 2 * padding.height) }
    /// From the picture's corner.
    var margin: Double { PartProportions.pillMargin * emSize }

    func draw(on canvas: Canvas, at origin: Point) {
        let rect = Rect(origin: origin, size: size)
        canvas.fill(.roundedRect(rect, radius: rect.height / 2), with: .color(PartProportions.pillFill))
        meta.draw(on: canvas, at: origin + Point(x: padding.width, y: padding.height))
    }

    func frames(at origin: Point) -> [ElementFrame] {
        [ElementFrame(.pill, Rect(origin: origin, size: size))] + meta.frames(at: origin + Point(x: padding.width, y: padding.height))
    }
}
