import Canvas
import Decorations
import ImageCodecs

/// Where a message's photos go in its bubble: one photo fitted to the widest body (cropped to the centre
/// past the height limit), or an album's cells (`AlbumLayout`); the pixels to decode for each; and their
/// part once decoded.
struct PhotoLayout {
    let images: [ImageSpec]
    let display: Size
    /// Each picture's cell, in points from the display's top-left corner.
    let cells: [Rect]
    let insets: BubbleInsets

    init(_ images: [ImageSpec], bodyWidth: Double, insets: BubbleInsets, emSize: Double) {
        (self.images, self.insets) = (images, insets)
        if images.count == 1 {
            display = ImagePart.photoSize(aspect: images[0].aspect, maxWidth: bodyWidth)
            cells = [Rect(origin: .zero, size: display)]
        } else {
            let room = AlbumLayout.Room(width: bodyWidth, gap: PartProportions.albumGap * emSize,
                                        minCell: min(PartProportions.albumMinCell * emSize, PartProportions.albumMinCellShare * bodyWidth), minHeight: PartProportions.albumMinHeight * emSize)
            let album = AlbumLayout(aspects: images.map(\.aspect), room: room)
            (display, cells) = (album.size, album.cells)
        }
    }

    /// Photos with nothing under them and nothing above them fill the whole bubble.
    static func isAlone(in m: MessageSpec) -> Bool {
        !m.photos.isEmpty && m.spans.isEmpty && m.reactions.isEmpty && m.reply == nil && m.forwardedFrom == nil
    }

    /// The size each picture is drawn at to cover its cell (larger where it is cropped).
    var coverings: [Size] { zip(images, cells).map { ImagePart.cover($1, aspect: $0.aspect).size } }

    /// The photos as a part: they reach over the side insets, and over the top (bottom) inset when they
    /// are the bubble's first (last) part. `gapFill` is the bubble's opaque fill, for an album's gaps.
    func part(_ decoded: [DecodedImage], first: Bool, last: Bool, pill: TimePill?, rightToLeft: Bool, gapFill: Color?) -> ImagePart {
        let share = Size(width: display.width - 2 * insets.horizontal,
                         height: display.height - (first ? insets.top : 0) - (last ? insets.bottom : 0))
        return ImagePart(pictures: Array(zip(decoded, cells)), kind: .photo, display: display, size: share, pill: pill,
                         rightToLeft: rightToLeft, gapFill: gapFill)
    }
}

/// Empty room between two parts (a photo and its caption).
struct Spacing: BubblePart {
    let height: Double
    var size: Size { Size(width: 0, height: height) }
    func draw(on canvas: Canvas, at origin: Point, width: Double) {}
    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { [] }
}
