import Canvas

/// The largest canvas a card may need, checked after every element is placed: a card that will be
/// refused stops as soon as its height shows it, before the rest is laid out or anything is drawn.
struct CanvasLimit {
    let width: Double
    let scale: Double
    let padding: Double

    /// The card's height in points when its content ends at `bottom`: the bottom padding, whole points.
    func fittedHeight(contentBottom bottom: Double) -> Double { (bottom + padding).rounded(.up) }

    /// The pixel size of a card whose content ends at `bottom` (points), as the canvas will make it.
    func pixels(contentBottom bottom: Double) -> (width: Int, height: Int) {
        (Int((width * scale).rounded(.up)), Int((fittedHeight(contentBottom: bottom) * scale).rounded(.up)))
    }

    /// Throws, naming `path` (what made the card too big), when the card would pass a limit.
    /// `message`: the index of the message placed last, if the content is messages.
    func check(contentBottom bottom: Double, path: String, message: Int? = nil) throws(RenderError) {
        let (w, h) = pixels(contentBottom: bottom)
        var error: CardError
        if h > CardLimits.maxPixelSide {
            error = CardError(path: path, message: "makes the card taller than \(CardLimits.maxPixelSide) pixels at scale "
                + "\(format(scale)) (\(h) so far); use fewer messages, a smaller scale or a wider card")
        } else if w * h > CardLimits.maxPixels {
            error = CardError(path: path, message: "makes the card \(w)×\(h) pixels; the limit is \(CardLimits.maxPixels) pixels")
        } else {
            return
        }
        error.overflowingMessage = message
        throw .card(error)
    }
}
