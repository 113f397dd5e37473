extension Canvas {
    /// Draws `image` scaled into `rect` (for contact sheets and previews), the way decoded images are drawn.
    public func draw(_ image: RGBAImage, in rect: Rect) throws(CanvasError) {
        guard image.width > 0, image.height > 0, !rect.isEmpty else { return }
        do { draw(try DecodedImage(image), in: rect) } catch { throw .cairo(operation: "draw image", message: error.message) }
    }
}

extension DecodedImage {
    /// Straight-alpha RGBA pixels in Cairo's form.
    public convenience init(_ image: RGBAImage) throws(ImageError) {
        try self.init(width: image.width, height: image.height, orientation: .up) { (pixels, _) throws(ImageError) in
            image.pixels.withUnsafeBytes { pixels.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: $0.count) }
            return DecodedImage.premultiply(pixels, count: image.width * image.height)
        }
    }
}
