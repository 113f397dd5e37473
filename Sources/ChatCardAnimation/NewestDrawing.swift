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
    init?(card: Card, bands: CardBands, message index: Int, withReactions: Bool) throws(RenderError) {
        guard let finalRows = bands.rows[index] else { return nil }
        var spec = Self.alone(card, avatars: bands.showsAvatars)
        var message = card.spec.messages[index]
        if !withReactions { message.reactions = [] }
        spec.messages = (index > 0 ? [card.spec.messages[index - 1]] : []) + [message]
        // Placed by the message before, whose bottom is the same in both (it is followed by this one in each): drawn
        // the fraction of a pixel lower that the finished card has it, and placed whole pixels lower than drawn. The
        // first message is where the card has it already (the title kept).
        let anchor = index > 0 ? bands.extents[index - 1]?.upperBound : nil
        var rowShift = 0
        let drawn: CardLayers
        do {
            drawn = try Card(spec: spec).with(drawingScale: bands.scale).layers { extents in
                        guard let anchor, let own = extents[0]?.upperBound else { return 0 }
                let shift = anchor - own
                rowShift = Int(shift.rounded(.down))
                return shift - Double(rowShift)
            }
        } catch let error as RenderError { throw error } catch {
            throw .card(error as? CardError ?? CardError(path: "messages[\(index)]", message: "\(error)"))
        }
        guard drawn.picture.width == bands.width, let rows = drawn.rows.last ?? nil else { return nil }
        let top = rows.lowerBound + rowShift
        let image = drawn.picture.rows(rows)
        guard top >= 0, top + image.height <= bands.height else { return nil }
        (self.image, self.top) = (image, top)
        match = try Self.match(image, at: top, bands, sameRows: top == finalRows.lowerBound && image.height == finalRows.count)
    }

    /// How the drawing compares with the finished card: the same pixels, the same but for its bottom (tail, avatar,
    /// reactions, status), or not the same message there (the card laid out something above it from the whole card,
    /// as iMessage's time headers: then it is not used).
    enum Match { case same, fits, misfit }
    let match: Match

    /// Pixels of the drawing's top that may differ from the card's (an edge blended on a transparent ground rounds).
    static let misfitShare = 0.01
    static let roundingLevels = 6

    private static func match(_ image: RGBAImage, at top: Int, _ bands: CardBands, sameRows: Bool) throws(RenderError) -> Match {
        let composed = try composed(image, at: top, bands)
        let card = try bands.pixels(top..<(top + image.height))
        if sameRows, composed == card { return .same }
        return topsMatch(composed, card, width: image.width, rows: image.height * 2 / 5) ? .fits : .misfit
    }

    /// The drawing over the card's ground, at its rows.
    static func composed(_ image: RGBAImage, at top: Int, _ bands: CardBands) throws(RenderError) -> [UInt8] {
        var composed = try bands.pixels(top..<(top + image.height), ground: true)
        composed.withUnsafeMutableBytes { out in
            image.pixels.withUnsafeBytes { FrameComposer.blend($0.baseAddress!, over: out.baseAddress!, count: image.width * image.height, opacity: 1) }
        }
        return composed
    }

    /// Whether the first `rows` rows of two pictures `width` wide are the same but for rounding.
    static func topsMatch(_ a: [UInt8], _ b: [UInt8], width: Int, rows: Int) -> Bool {
        let pixels = width * rows
        guard a.count >= pixels * 4, b.count >= pixels * 4 else { return false }
        var differing = 0
        for pixel in 0..<pixels where (0..<3).contains(where: { abs(Int(a[pixel * 4 + $0]) - Int(b[pixel * 4 + $0])) > roundingLevels }) {
            differing += 1
        }
        return Double(differing) <= Double(pixels) * misfitShare
    }

    /// Whether this drawing and `layer` show the message in the same place but for their bottoms: a change from one
    /// to the other can fade; else it jumps (a fade would show the message twice).
    func fadesInto(_ layer: MessageLayer, drawings: [NewestDrawing], _ bands: CardBands) throws(RenderError) -> Bool {
        let (other, otherTop): ([UInt8], Int)
        switch layer {
        case .card(let rows): (other, otherTop) = (try bands.pixels(rows), rows.lowerBound)
        case .drawing(let index): (other, otherTop) = (try Self.composed(drawings[index].image, at: drawings[index].top, bands), drawings[index].top)
        }
        let mine = try Self.composed(image, at: top, bands)
        // Compared from the lower of the two tops.
        let from = max(top, otherTop), rowBytes = image.width * 4
        let rows = min(top + image.height, otherTop + other.count / rowBytes) - from
        guard rows > 0 else { return false }
        return Self.topsMatch(Array(mine[((from - top) * rowBytes)...]), Array(other[((from - otherTop) * rowBytes)...]), width: image.width, rows: rows * 2 / 5)
    }
}
