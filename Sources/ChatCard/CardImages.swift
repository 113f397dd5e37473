import Canvas
import Foundation

/// The card's images, decoded once per layout (a person's avatar is drawn beside each of their runs),
/// each reduced while decoding to the pixels it covers at the output's density. Belongs to one layout.
final class CardImages {
    /// Device pixels per point: the card's scale for PNG, Canvas.vectorImageDensity for PDF and SVG.
    let density: Double
    let deadline: RenderDeadline
    private var decoded: [String: DecodedImage] = [:]

    init(density: Double, deadline: RenderDeadline) { (self.density, self.deadline) = (density, deadline) }

    /// `image` decoded for drawing over `covering` points; errors name the image's field.
    func decode(_ image: ImageSpec, covering: Size) throws -> DecodedImage {
        if let kept = decoded[image.path] { return kept }
        try deadline.check(.layout)
        let pixels = (width: Int((covering.width * density).rounded(.up)), height: Int((covering.height * density).rounded(.up)))
        do {
            let made = try DecodedImage.decode(image.data, info: image.info, covering: pixels)
            decoded[image.path] = made
            return made
        } catch {
            throw CardError(path: image.path, message: error.message)
        }
    }
}

extension ImageSpec {
    /// Width over height, upright.
    var aspect: Double { Double(info.width) / Double(info.height) }
}
