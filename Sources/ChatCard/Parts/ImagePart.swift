import Canvas
import Decorations
import ImageCodecs

/// Photos (edge to edge in their bubble: one, or an album's cells, each cropped to the centre when its
/// shape differs from its cell) or a sticker (on its own, whole). The meta row may sit on it in a pill.
struct ImagePart: EdgeToEdgePart {
    /// The pictures and their cells, in points from the display's top-left corner (left to right; a
    /// right-to-left card mirrors them).
    let pictures: [(image: DecodedImage, cell: Rect)]
    let kind: ElementFrame.Kind
    /// The pictures as seen, in points.
    let display: Size
    /// Its share of the content column: the display less the bubble insets it reaches over.
    let size: Size
    let pill: TimePill?
    let rightToLeft: Bool
    /// What shows between an album's cells: the bubble's own fill when opaque, painted here so the fill
    /// need not go under the album; else nil, and the fill under the album shows through.
    let gapFill: Color?
    /// A spoiler: the pictures (decoded tiny, so they are drawn blurred) dimmed and under white dots.
    var veil: DotField?
    /// The dots over pictures under a spoiler (sparser than over text: the blur hides the picture).
    static func spoilerVeil(seed: UInt64) -> DotField { DotField(seed: seed, color: PartProportions.veilDots, dotsPerPoint: DotField.pictureDensity) }
    /// A round video: the picture cut to a circle.
    var round = false
    var isOpaque: Bool { pictures.allSatisfy(\.image.isOpaque) && (pictures.count == 1 || gapFill != nil) }
    /// A picture is no line of text: it never widens its bubble to be round.
    var firstLineHeight: Double { 0 }

    init(pictures: [(image: DecodedImage, cell: Rect)], kind: ElementFrame.Kind, display: Size, size: Size, pill: TimePill?,
         rightToLeft: Bool, gapFill: Color? = nil) {
        (self.pictures, self.kind, self.display, self.size) = (pictures, kind, display, size)
        (self.pill, self.rightToLeft, self.gapFill) = (pill, rightToLeft, gapFill)
    }

    /// One picture filling the display (a photo or a sticker).
    init(image: DecodedImage, kind: ElementFrame.Kind, display: Size, size: Size, pill: TimePill?, rightToLeft: Bool) {
        self.init(pictures: [(image, Rect(origin: .zero, size: display))], kind: kind, display: display, size: size,
                  pill: pill, rightToLeft: rightToLeft)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) { draw(on: canvas, filling: rect(at: origin, width: width)) }

    func draw(on canvas: Canvas, filling rect: Rect) {
        if round { canvas.clip(to: .ellipse(in: rect)) { drawPictures(on: canvas, filling: rect) } } else { drawPictures(on: canvas, filling: rect) }
        pill?.draw(on: canvas, at: pillOrigin(in: rect))
    }

    private func drawPictures(on canvas: Canvas, filling rect: Rect) {
        if pictures.count > 1, let gapFill { canvas.fill(.rect(rect), with: .color(gapFill)) }
        var boxes: [Rect] = []
        for (image, cell) in pictures {
            let box = place(cell, in: rect, scale: canvas.scale)
            boxes.append(box)
            let picture = Self.cover(box, aspect: image.aspect)
            if picture == box { canvas.draw(image, in: box) }
            else { canvas.clip(toPixelAligned: [box]) { canvas.draw(image, in: picture) } }
        }
        // Each picture veiled on its own: an album's gaps stay the bubble's colour.
        if let veil {
            var dim = Path()
            for box in boxes { dim.append(.rect(box)) }
            canvas.fill(dim, with: .color(PartProportions.veilDim))
            canvas.drawDots(veil, in: boxes)
        }
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        frames(filling: rect(at: origin, width: width), scale: scale)
    }

    func frames(filling rect: Rect, scale: Double) -> [ElementFrame] {
        pictures.map { ElementFrame(kind, place($0.cell, in: rect, scale: scale)) } + (pill?.frames(at: pillOrigin(in: rect), scale: scale) ?? [])
    }

    /// A cell where the part fills `rect` (which may differ from the display by the bubble's snapping):
    /// the whole rect for a single picture, else the cell scaled to it, mirrored right to left, with its
    /// edges on device pixels so that the gaps stay crisp and even.
    private func place(_ cell: Rect, in rect: Rect, scale: Double) -> Rect {
        guard pictures.count > 1 else { return rect }
        let (sx, sy) = (rect.width / display.width, rect.height / display.height)
        let x = rightToLeft ? display.width - cell.maxX : cell.minX
        return Rect(x: rect.minX + x * sx, y: rect.minY + cell.minY * sy, width: cell.width * sx, height: cell.height * sy)
            .snapped(scale: scale)
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

/// A capsule around text of `emSize`: its padding, its margin from the corner it sits in, its fill. The
/// time pill and a word's pill (a dice's outcome) share it.
struct PillMetrics {
    let emSize: Double

    var padding: Size { Size(width: PartProportions.pillPadding * emSize, height: PartProportions.pillVerticalPadding * emSize) }
    var margin: Double { PartProportions.pillMargin * emSize }
    func size(around content: Size) -> Size { Size(width: content.width + 2 * padding.width, height: content.height + 2 * padding.height) }

    func fill(_ rect: Rect, with color: Color, on canvas: Canvas) {
        canvas.fill(.roundedRect(rect, radius: rect.height / 2), with: .color(color))
    }
}

/// The meta row on a photo or sticker: light text on a translucent dark pill, readable on any picture.
struct TimePill {
    let meta: MessageMeta
    let emSize: Double
    /// On a picture: the translucent dark; off it, on a look's wallpaper: the look's service fill.
    var fill = PartProportions.pillFill

    private var metrics: PillMetrics { PillMetrics(emSize: emSize) }
    var padding: Size { metrics.padding }
    var size: Size { metrics.size(around: meta.size) }
    /// From the picture's corner.
    var margin: Double { metrics.margin }

    func draw(on canvas: Canvas, at origin: Point) {
        metrics.fill(Rect(origin: origin, size: size), with: fill, on: canvas)
        meta.draw(on: canvas, at: origin + Point(x: padding.width, y: padding.height))
    }

    func frames(at origin: Point, scale: Double) -> [ElementFrame] {
        [ElementFrame(.pill, Rect(origin: origin, size: size))] + meta.frames(at: origin + Point(x: padding.width, y: padding.height), scale: scale)
    }
}
