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
    /// The card laid out once and drawn twice: with its elements and without.
    package func layers() throws(RenderError) -> CardLayers {
        try RenderGate.run { () throws(RenderError) in
            let layout = try CardLayout(spec)
            let picture = try draw(layout, target: .image)
            let ground: Canvas
            do throws(CanvasError) {
                ground = try Canvas(size: layout.size, scale: spec.scale, background: layout.background, wallpaper: layout.wallpaper, target: .image)
            } catch { throw .canvas(error) }
            var rows = [Range<Int>?](repeating: nil, count: spec.messages.count)
            for (element, index) in zip(layout.elements, layout.messageIndices) {
                guard let index else { continue }
                let frame = element.frame
                let top = Int((frame.minY * spec.scale).rounded(.down)), bottom = Int((frame.maxY * spec.scale).rounded(.up))
                rows[index] = rows[index].map { min($0.lowerBound, top)..<max($0.upperBound, bottom) } ?? top..<bottom
            }
            do throws(CanvasError) {
                let avatars = layout.elements.contains { $0.frames(scale: spec.scale).contains { $0.kind == .avatar } }
                return CardLayers(picture: try picture.rgbaImage(), ground: try ground.rgbaImage(), rows: rows, scale: spec.scale, showsAvatars: avatars)
            } catch { throw .canvas(error) }
        }
    }
}
