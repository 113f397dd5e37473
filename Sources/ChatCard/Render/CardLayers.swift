import Canvas
import ImageCodecs

/// A card drawn once for an animation: the whole picture, the card's ground alone (its background or wallpaper
/// with nothing on it) and the pixel rows each message's parts take. `ChatCardAnimation` composes every frame
/// from these three without laying out or drawing again.
package struct CardLayers: Sendable {
    package let picture: RGBAImage
    package let ground: RGBAImage
    /// Each message's rows (by its index in `messages`), top inclusive, bottom exclusive; nil for a message with
    /// nothing drawn. The title's rows are above the first message's.
    package let rows: [Range<Int>?]
    package let scale: Double
    /// Whether avatars are drawn (`avatars` "auto" decides from the whole card).
    package let showsAvatars: Bool
}

extension Card {
    /// The same card drawn at exactly `scale` (`Canvas.drawableScales`) by `layers()`.
    package func with(drawingScale scale: Double) throws(CardError) -> Card {
        guard scale.isFinite, Canvas.drawableScales.contains(scale) else {
            throw CardError(path: "scale", message: "\(scale) is not a scale a card can be drawn at (\(Canvas.drawableScales.lowerBound) to \(Canvas.drawableScales.upperBound))")
        }
        var card = self
        card.output.drawingScale = scale
        return card
    }

    /// The card laid out once (at the scale its `maxSide` asks for, if any) and drawn twice: with its elements and without.
    package func layers() throws(RenderError) -> CardLayers {
        try RenderGate.run { () throws(RenderError) in
            let (layout, scale) = try output.layout(spec, target: .image, deadline: .none)
            let picture = try draw(layout, scale: scale, target: .image)
            let ground: Canvas
            do throws(CanvasError) {
                ground = try Canvas(size: layout.size, scale: scale, background: layout.background, wallpaper: layout.wallpaper, target: .image)
            } catch { throw .canvas(error) }
            var rows = [Range<Int>?](repeating: nil, count: spec.messages.count)
            for (element, index) in zip(layout.elements, layout.messageIndices) {
                guard let index else { continue }
                let frame = element.frame
                let top = Int((frame.minY * scale).rounded(.down)), bottom = Int((frame.maxY * scale).rounded(.up))
                rows[index] = rows[index].map { min($0.lowerBound, top)..<max($0.upperBound, bottom) } ?? top..<bottom
            }
            do throws(CanvasError) {
                let avatars = layout.elements.contains { $0.frames(scale: scale).contains { $0.kind == .avatar } }
                return CardLayers(picture: try picture.rgbaImage(), ground: try ground.rgbaImage(), rows: rows, scale: scale, showsAvatars: avatars)
            } catch { throw .canvas(error) }
        }
    }
}
