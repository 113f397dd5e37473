import ChatCard
import ImageCodecs

/// A message drawn as the newest of the card, which the finished card does not show when a message of the same run
/// follows it: its run's tail and avatar are on it, and (until they pop in) it has no reactions. Drawn as the card
/// draws it after the message before it, on a transparent ground; `top` is its first row in the finished card.
struct NewestDrawing {
    let image: RGBAImage
    let top: Int

    var rows: Range<Int> { top..<(top + image.height) }

    /// What the finished card needs to draw a part of it alone: the choices it made from the whole card
    /// (avatars, where names go) fixed, no title height or background.
    static func alone(_ card: Card, avatars: Bool) -> CardSpec {
        var spec = card.spec
        spec.names = spec.namesInside ? .inside : .above
        if spec.avatars == .auto { spec.avatars = avatars ? .them : .none }
        spec.authorNames = card.spec.colouredAuthors
        (spec.height, spec.background) = (nil, .transparent)
        return spec
    }

    /// Message `index` as the newest (`withReactions` or without), or nil when it cannot be placed in the finished
    /// card (a card that fits its content to another width).
    init?(card: Card, layers: CardLayers, message index: Int, withReactions: Bool) throws(RenderError) {
        guard let finalRows = layers.rows[index] else { return nil }
        var spec = Self.alone(card, avatars: layers.showsAvatars)
        var message = card.spec.messages[index]
        if !withReactions { message.reactions = [] }
        spec.messages = (index > 0 ? [card.spec.messages[index - 1]] : []) + [message]
        // Placed by the message before, whose bottom is the same in both (it is followed by this one in each): drawn
        // the fraction of a pixel lower that the finished card has it, and placed whole pixels lower than drawn. The
        // first message is where the card has it already (the title kept).
        let anchor = index > 0 ? layers.extents[index - 1]?.upperBound : nil
        var rowShift = 0
        let drawn: CardLayers
        do {
            drawn = try Card(spec: spec).with(drawingScale: layers.scale).layers { extents in
                        guard let anchor, let own = extents[0]?.upperBound else { return 0 }
                let shift = anchor - own
                rowShift = Int(shift.rounded(.down))
                return shift - Double(rowShift)
            }
        } catch let error as RenderError { throw error } catch {
            throw .card(error as? CardError ?? CardError(path: "messages[\(index)]", message: "\(error)"))
        }
        guard drawn.picture.width == layers.picture.width, let rows = drawn.rows.last ?? nil else { return nil }
        let top = rows.lowerBound + rowShift
        let image = drawn.picture.rows(rows)
        guard top >= 0, top + image.height <= layers.picture.height else { return nil }
        (self.image, self.top) = (image, top)
        match = Self.match(image, at: top, layers, sameRows: top == finalRows.lowerBound && image.height == finalRows.count)
    }

    /// How the drawing compares with the finished card: the same pixels, the same but for its bottom (tail, avatar,
    /// reactions, status), or not the same message there (the card laid out something above it from the whole card,
    /// as iMessage's time headers: then it is not used).
    enum Match { case same, fits, misfit }
    let match: Match

    /// Pixels of the drawing's top that may differ from the card's (an edge blended on a transparent ground rounds).
    static let misfitShare = 0.01
    static let roundingLevels = 6

    private static func match(_ image: RGBAImage, at top: Int, _ layers: CardLayers, sameRows: Bool) -> Match {
        let range = (top * image.width * 4)..<((top + image.height) * image.width * 4)
        var composed = Array(layers.ground.pixels[range])
        composed.withUnsafeMutableBytes { out in
            image.pixels.withUnsafeBytes { FrameComposer.blend($0.baseAddress!, over: out.baseAddress!, count: image.width * image.height, opacity: 1) }
        }
        let card = layers.picture.pixels[range]
        if sameRows, composed[...] == card { return .same }
        let topPixels = image.width * (image.height * 2 / 5)
        var differing = 0
        card.withUnsafeBufferPointer { card in
            for pixel in 0..<topPixels where (0..<3).contains(where: { abs(Int(composed[pixel * 4 + $0]) - Int(card[pixel * 4 + $0])) > roundingLevels }) {
                differing += 1
            }
        }
        return Double(differing) <= Double(topPixels) * misfitShare ? .fits : .misfit
    }
}
