import Canvas
import Decorations
import ImageCodecs

/// Where a message's pictures go in its bubble: one photo (or a video's frame) fitted to the widest body
/// (cropped to the centre past the height limit), an album's cells (`AlbumLayout`), or a map half as high
/// as it is wide; the pixels to decode for each; and their part once decoded.
struct PhotoLayout {
    /// What the pictures show.
    enum Media { case photos, video(VideoSpec), map(LocationSpec) }
    /// The pictures to decode: none for a video or a map given without one (a placeholder is drawn).
    let images: [ImageSpec]
    let media: Media
    let display: Size
    /// Each picture's cell, in points from the display's top-left corner.
    let cells: [Rect]
    let insets: BubbleInsets
    /// Under a spoiler: decoded tiny and drawn blurred.
    var veiled = false

    init(_ images: [ImageSpec], bodyWidth: Double, insets: BubbleInsets, emSize: Double) {
        (self.images, self.insets, media) = (images, insets, .photos)
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

    /// A video's frame (its picture or a placeholder) or a map: one cell of the picture's proportions.
    init(_ media: Media, image: ImageSpec?, bodyWidth: Double, insets: BubbleInsets, emSize: Double) {
        (self.media, images, self.insets) = (media, image.map { [$0] } ?? [], insets)
        switch media {
        case .video(let video): display = ImagePart.photoSize(aspect: video.aspect, maxWidth: bodyWidth)
        case .map, .photos:
            let width = min(bodyWidth, PartProportions.mapMaxWidth * emSize)
            display = Size(width: width, height: width / PartProportions.mapAspect)
        }
        cells = [Rect(origin: .zero, size: display)]
    }

    /// Whether `m` shows pictures that can fill a bubble: photos, a video's frame, a map without a venue's name.
    static func hasPicture(_ m: MessageSpec) -> Bool {
        switch m.attachment {
        case .video(let v): v.kind != .round
        case .location(let l): l.title == nil && l.address == nil && l.map != nil
        default: !m.photos.isEmpty
        }
    }

    /// Pictures with nothing under them and nothing above them fill the whole bubble.
    static func isAlone(in m: MessageSpec) -> Bool {
        hasPicture(m) && m.spans.isEmpty && m.reactions.isEmpty && m.reply == nil && m.forwardedFrom == nil
    }

    /// The size each picture is drawn at to cover its cell (larger where it is cropped).
    var coverings: [Size] { zip(images, cells).map { ImagePart.cover($1, aspect: $0.aspect).size } }

    /// The photos as a part: they reach over the side insets, and over the top (bottom) inset when they
    /// are the bubble's first (last) part. `gapFill` is the bubble's opaque fill, for an album's gaps.
    func part(_ decoded: [DecodedImage], first: Bool, last: Bool, pill: TimePill?, rightToLeft: Bool, gapFill: Color?) -> ImagePart {
        var part = ImagePart(pictures: Array(zip(decoded, cells)), kind: .photo, display: display, size: share(first: first, last: last),
                             pill: pill, rightToLeft: rightToLeft, gapFill: gapFill)
        if veiled { part.veil = ImagePart.spoilerVeil(seed: UInt64(decoded.count)) }
        return part
    }

    /// The part's share of the content column: the display less the insets it reaches over.
    func share(first: Bool, last: Bool) -> Size {
        Size(width: display.width - 2 * insets.horizontal, height: display.height - (first ? insets.top : 0) - (last ? insets.bottom : 0))
    }
}

/// Empty room between two parts (a photo and its caption).
struct Spacing: BubblePart {
    let height: Double
    var size: Size { Size(width: 0, height: height) }
    func draw(on canvas: Canvas, at origin: Point, width: Double) {}
    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { [] }
}
