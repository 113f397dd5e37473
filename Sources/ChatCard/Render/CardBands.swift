import Canvas
import ImageCodecs

/// A card laid out once and drawn in bands of rows as they are asked for, the finished picture and its ground (its
/// background or wallpaper alone), a few bands kept: what an animation of a long chat reads its frames from, in
/// memory that does not grow with the chat. Not thread-safe: one animation's.
package final class CardBands {
    package let width: Int
    package let height: Int
    package let scale: Double
    /// Each message's rows (by its index in `messages`), top inclusive, bottom exclusive; nil for a message with
    /// nothing drawn; and the same unrounded.
    package let rows: [Range<Int>?]
    package let extents: [ClosedRange<Double>?]
    /// Whether avatars are drawn (`avatars` "auto" decides from the whole card).
    package let showsAvatars: Bool

    /// Rows a band holds.
    package let bandRows: Int
    package static let defaultBandRows = 1024
    /// Deeper than any glyph's descent below its origin, in points.
    static let overlapPoints = 64.0
    /// A frame of up to 4,096 rows (`AnimationOptions.sideRange`) spans up to five bands of 1,024, and drawing a band
    /// again costs its elements: kept for the view that moves down over them.
    static let keptBands = 6

    private let card: Card
    private let layout: CardLayout
    private var kept: [(index: Int, picture: RGBAImage, ground: RGBAImage)] = []

    init(card: Card, layout: CardLayout, scale: Double, rows: [Range<Int>?], extents: [ClosedRange<Double>?], showsAvatars: Bool, bandRows: Int) {
        (self.card, self.layout, self.scale, self.rows, self.extents, self.showsAvatars) = (card, layout, scale, rows, extents, showsAvatars)
        self.bandRows = max(1, bandRows)
        width = Int((layout.size.width * scale).rounded(.up))
        height = Int((layout.size.height * scale).rounded(.up))
    }

    /// Band `index`: rows `index * bandRows ..<` of the picture and of its ground.
    package func band(_ index: Int) throws(RenderError) -> (picture: RGBAImage, ground: RGBAImage) {
        if let at = kept.firstIndex(where: { $0.index == index }) {
            let band = kept.remove(at: at)
            kept.append(band)
            return (band.picture, band.ground)
        }
        let rows = (index * bandRows)..<min(height, (index + 1) * bandRows)
        // Drawn with `overlap` rows above and below, left out after: Cairo composites a glyph whose origin is off the
        // canvas another way (a row off above, faint below) than one on it.
        let overlap = Int((Self.overlapPoints * scale).rounded(.up))
        let from = max(0, rows.lowerBound - overlap), to = min(height, rows.upperBound + overlap)
        let band = try RenderGate.run { () throws(RenderError) -> (RGBAImage, RGBAImage) in
            let picture = try card.draw(layout, scale: scale, target: .image, rows: from..<to)
            do throws(CanvasError) {
                let ground = try Canvas(size: layout.size, scale: scale, background: layout.background, wallpaper: layout.wallpaper, target: .image, rows: rows)
                return (try picture.rgbaImage().rows(rows.lowerBound - from, count: rows.count), try ground.rgbaImage())
            } catch { throw .canvas(error) }
        }
        if kept.count == Self.keptBands { kept.removeFirst() }
        kept.append((index, band.0, band.1))
        return band
    }

    /// Rows `range` of the picture or its ground (straight RGBA), copied.
    package func pixels(_ range: Range<Int>, ground: Bool = false) throws(RenderError) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(range.count * width * 4)
        var y = range.lowerBound
        while y < range.upperBound {
            let index = y / bandRows, band = try band(index)
            let image = ground ? band.ground : band.picture
            let end = min(range.upperBound, (index + 1) * bandRows)
            out.append(contentsOf: image.pixels[((y - index * bandRows) * width * 4)..<((end - index * bandRows) * width * 4)])
            y = end
        }
        return out
    }

    /// Whether the card is opaque everywhere (its ground is, and what is drawn over it stays so).
    package func isOpaque() throws(RenderError) -> Bool { try band(0).ground.isOpaque }
}

extension Card {
    /// The card laid out once, to be drawn in bands (`CardBands`) at the scale its `maxSide` or drawing scale asks for.
    package func bands(rowsPerBand: Int = CardBands.defaultBandRows) throws(RenderError) -> CardBands {
        try RenderGate.run { () throws(RenderError) -> CardBands in
            let (layout, scale) = try output.layout(spec, target: .image, deadline: .none)
            let extents = Self.extents(of: layout, messages: spec.messages.count, scale: scale)
            let rows = extents.map { $0.map { Int($0.lowerBound.rounded(.down))..<Int($0.upperBound.rounded(.up)) } }
            let avatars = layout.elements.contains { $0.frames(scale: scale).contains { $0.kind == .avatar } }
            return CardBands(card: self, layout: layout, scale: scale, rows: rows, extents: extents, showsAvatars: avatars, bandRows: rowsPerBand)
        }
    }
}

extension RGBAImage {
    /// `count` rows from row `top`.
    fileprivate func rows(_ top: Int, count: Int) -> RGBAImage {
        RGBAImage(width: width, height: count, pixels: Array(pixels[(top * width * 4)..<((top + count) * width * 4)]))
    }
}
