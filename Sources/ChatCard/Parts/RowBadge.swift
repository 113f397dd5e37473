import Canvas
import Decorations
import ImageCodecs
import TextLayout

/// What leads a row: a circle with a glyph or a short label, a picture (round, or a rounded square for a
/// file's thumbnail) with an optional glyph over it, or a person's avatar.
enum RowBadge {
    /// `cornerRadius` (of the side): a rounded square, else a disc.
    case glyph(Glyph, color: Color, on: Color, side: Double, cornerRadius: Double? = nil)
    /// `page`: a rounded square (WhatsApp's document icon), else a disc.
    case label(TextLayout, on: Color, side: Double, page: Bool = false)
    case picture(DecodedImage, round: Bool, glyph: Glyph?, side: Double)
    /// A person's avatar in the look's shape (`cornerRadius` at `side`; nil: a circle), with a glyph on a disc of
    /// the bubble's colour at its bottom trailing edge (WhatsApp's voice note: a microphone).
    case avatar(AvatarElement.Look, side: Double, cornerRadius: Double?, mark: AvatarMark? = nil)

    /// The glyph's share of the badge, and the scrim under a glyph on a picture.
    static let glyphShare = 0.5
    static let coverScrim = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
    /// A thumbnail's corners, of its side.
    static let thumbnailRadius = 0.14
    /// A page badge is narrower than the square it stands in: a sheet of paper's proportions.
    static let pageInset = 0.1

    var side: Double {
        switch self {
        case .glyph(_, _, _, let side, _), .label(_, _, let side, _), .picture(_, _, _, let side), .avatar(_, let side, _, _): side
        }
    }

    var frameKind: ElementFrame.Kind { if case .avatar = self { .avatar } else { .photo } }

    /// `rightToLeft`: an avatar's mark at its bottom left.
    func draw(in box: Rect, on canvas: Canvas, rightToLeft: Bool = false) {
        let inner = box.insetBy(dx: box.width * (1 - Self.glyphShare) / 2, dy: box.height * (1 - Self.glyphShare) / 2)
        switch self {
        case .glyph(let glyph, let color, let fill, _, let radius):
            if let radius { canvas.fillRoundedRect(box, radius: radius * box.width, with: .color(fill)) } else { canvas.fillDisc(in: box, with: .color(fill)) }
            glyph.draw(in: inner, color: color, on: canvas)
        case .label(let layout, let fill, _, let page):
            if page {
                canvas.fillRoundedRect(box.insetBy(dx: box.width * Self.pageInset, dy: 0), radius: Self.thumbnailRadius * box.width, with: .color(fill))
            } else {
                canvas.fillDisc(in: box, with: .color(fill))
            }
            let used = layout.usedBounds
            layout.draw(on: canvas, at: Point(x: box.midX - used.midX, y: box.midY - layout.size.height / 2))
        case .picture(let image, let round, let glyph, _):
            let shape: Path = round ? .ellipse(in: box) : .roundedRect(box, radius: Self.thumbnailRadius * box.width)
            canvas.clip(to: shape) { canvas.draw(image, in: ImagePart.cover(box, aspect: image.aspect)) }
            if let glyph {
                // A scrim over the cover and the glyph at its usual size: legible on any picture.
                canvas.fillDisc(in: box, with: .color(Self.coverScrim))
                glyph.draw(in: inner, color: .white, on: canvas)
            }
        case .avatar(let look, let side, let radius, let mark):
            AvatarElement(name: "", look: look, frame: box, cornerRadius: radius.map { $0 * box.width / side }).draw(on: canvas)
            mark?.draw(on: box, on: canvas, rightToLeft: rightToLeft)
        }
    }
}

/// A small glyph on an avatar's bottom trailing edge, on a disc of the colour around the avatar so it reads on
/// any picture.
struct AvatarMark {
    let glyph: Glyph
    let color: Color
    let ground: Color

    /// The disc's side and the glyph's, of the avatar's side; how far the disc reaches past the avatar's edge.
    static let discShare = 0.42, glyphShare = 0.32, overhang = 0.06

    func draw(on avatar: Rect, on canvas: Canvas, rightToLeft: Bool) {
        let side = Self.discShare * avatar.width, out = Self.overhang * avatar.width
        let disc = Rect(x: rightToLeft ? avatar.minX - out : avatar.maxX + out - side, y: avatar.maxY + out - side, width: side, height: side)
        canvas.fillDisc(in: disc, with: .color(ground))
        let g = Self.glyphShare * avatar.width
        glyph.draw(in: Rect(x: disc.midX - g / 2, y: disc.midY - g / 2, width: g, height: g), color: color, on: canvas)
    }
}
