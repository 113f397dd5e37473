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
    /// The same in pixels, not rounded: where each message's parts start and end.
    package let extents: [ClosedRange<Double>?]
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
    /// `shift` may move everything down by a part of a pixel (laid out again with that room on top), given where each
    /// message's parts are: a part of a card drawn alone then lands on the same fraction of a pixel as in the whole
    /// card, and so snaps to the same pixels.
    package func layers(shiftedDown shift: (_ extents: [ClosedRange<Double>?]) -> Double = { _ in 0 }) throws(RenderError) -> CardLayers {
        try RenderGate.run { () throws(RenderError) in
            var (layout, scale) = try output.layout(spec, target: .image, deadline: .none)
            let pixels = shift(Self.extents(of: layout, messages: spec.messages.count, scale: scale))
            if pixels != 0 {
                var inset = spec
                inset.topInset += pixels / scale
                (layout, scale) = try output.layout(inset, target: .image, deadline: .none)
            }
            let picture = try draw(layout, scale: scale, target: .image)
            let ground: Canvas
            do throws(CanvasError) {
                ground = try Canvas(size: layout.size, scale: scale, background: layout.background, wallpaper: layout.wallpaper, target: .image)
            } catch { throw .canvas(error) }
            let extents = Self.extents(of: layout, messages: spec.messages.count, scale: scale)
            let rows = extents.map { $0.map { Int($0.lowerBound.rounded(.down))..<Int($0.upperBound.rounded(.up)) } }
            do throws(CanvasError) {
                let avatars = layout.elements.contains { $0.frames(scale: scale).contains { $0.kind == .avatar } }
                return CardLayers(picture: try picture.rgbaImage(), ground: try ground.rgbaImage(), rows: rows, extents: extents, scale: scale, showsAvatars: avatars)
            } catch { throw .canvas(error) }
        }
    }

    /// Where each message's parts start and end, in pixels.
    static func extents(of layout: CardLayout, messages: Int, scale: Double) -> [ClosedRange<Double>?] {
        var extents = [ClosedRange<Double>?](repeating: nil, count: messages)
        for (element, index) in zip(layout.elements, layout.messageIndices) {
            guard let index else { continue }
            let top = element.frame.minY * scale, bottom = element.frame.maxY * scale
            extents[index] = extents[index].map { min($0.lowerBound, top)...max($0.upperBound, bottom) } ?? top...bottom
        }
        return extents
    }
}
