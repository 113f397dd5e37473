import Canvas
import Foundation
import ImageCodecs

/// The card's images, decoded once per layout for each size they are drawn at (a person's avatar beside
/// each of their runs, the same avatar bytes given on every message of a bot's card), each reduced while
/// decoding to the pixels it covers at the output's density. Belongs to one layout.
final class CardImages {
    /// Device pixels per point: the card's scale for PNG, Canvas.vectorImageDensity for PDF and SVG.
    let density: Double
    let deadline: RenderDeadline
    /// By the image's bytes (Data hashes a short prefix and compares in full) and the size drawn.
    private struct Key: Hashable {
        let data: Data
        let width: Int
        let height: Int
    }
    private var decoded: [Key: DecodedImage] = [:]

    init(density: Double, deadline: RenderDeadline) { (self.density, self.deadline) = (density, deadline) }

    /// `image` decoded for drawing over `covering` points; errors name the image's field.
    func decode(_ image: ImageSpec, covering: Size) throws(RenderError) -> DecodedImage {
        let pixels = (width: Int((covering.width * density).rounded(.up)), height: Int((covering.height * density).rounded(.up)))
        let key = Key(data: image.data, width: pixels.width, height: pixels.height)
        if let kept = decoded[key] { return kept }
        try deadline.checkLayout()
        do {
            let made = try DecodedImage.decode(image.data, info: image.info, covering: pixels)
            decoded[key] = made
            return made
        } catch {
            throw .card(CardError(path: image.path, message: error.message))
        }
    }
}

extension CardImages {
    /// `image` reduced to a few pixels, to be drawn blurred under a spoiler (the picture must not show).
    func decodeVeiled(_ image: ImageSpec) throws(RenderError) -> DecodedImage {
        // Decoders that reduce on the way (JPEG, PNG) stop at or above this; the rest is averaged here.
        let side = Double(PartProportions.veilPixels) / density
        let decoded = try decode(image, covering: ImageSpec.fit(aspect: image.aspect, longSide: side))
        do { return try decoded.reduced(toLongSide: PartProportions.veilPixels) } catch { throw .card(CardError(path: image.path, message: error.message)) }
    }
}

extension ImageSpec {
    /// Width over height, upright.
    var aspect: Double { Double(info.width) / Double(info.height) }

    /// A size of `aspect` whose longer side is `longSide`.
    static func fit(aspect: Double, longSide: Double) -> Size {
        aspect >= 1 ? Size(width: longSide, height: longSide / aspect) : Size(width: longSide * aspect, height: longSide)
    }
}
