import Canvas
import Decorations

/// Where a message's photo goes in its bubble: its size (fitted to the widest body, cropped to the centre
/// past the height limit), the pixels to decode for it, and its part once decoded.
struct PhotoLayout {
    let image: ImageSpec
    let display: Size
    let insets: BubbleInsets

    init(_ image: ImageSpec, bodyWidth: Double, insets: BubbleInsets) {
        (self.image, self.insets) = (image, insets)
        display = ImagePart.photoSize(aspect: image.aspect, maxWidth: bodyWidth)
    }

    /// A photo with nothing under it and nothing above it fills the whole bubble.
    static func isAlone(in m: MessageSpec) -> Bool {
        m.image != nil && m.spans.isEmpty && m.reactions.isEmpty && m.reply == nil && m.forwardedFrom == nil
    }

    /// The size the picture is drawn at to cover `display` (larger where it is cropped).
    var covering: Size { ImagePart.cover(Rect(origin: .zero, size: display), aspect: image.aspect).size }

    /// The photo as a part: it reaches over the side insets, and over the top (bottom) inset when it is
    /// the bubble's first (last) part.
    func part(_ decoded: DecodedImage, first: Bool, last: Bool, pill: TimePill?, rightToLeft: Bool) -> ImagePart {
        let share = Size(width: display.width - 2 * insets.horizontal,
                         height: display.height - (first ? insets.top : 0) - (last ? insets.bottom : 0))
        return ImagePart(image: decoded, kind: .photo, display: display, size: share, pill: pill, rightToLeft: rightToLeft)
    }
}

/// Empty room between two parts (a photo and its caption).
struct Spacing: BubblePart {
    let height: Double
    var size: Size { Size(width: 0, height: height) }
    func draw(on canvas: Canvas, at origin: Point, width: Double) {}
    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { [] }
}
