import ImageCodecs

extension Canvas {
    /// Draws `image` scaled into `rect` (for contact sheets and previews), the way decoded images are drawn.
    public func draw(_ image: RGBAImage, in rect: Rect) throws(CanvasError) {
        guard image.width > 0, image.height > 0, !rect.isEmpty else { return }
        do { draw(try DecodedImage(image), in: rect) } catch { throw .cairo(operation: "draw image", message: error.message) }
    }
}
