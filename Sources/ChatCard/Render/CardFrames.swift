import Canvas
import Decorations

/// Where everything on a card lands, in card points, as drawn at the card's scale (edges that are drawn
/// on device pixels are reported there): `chatcard render --layout-json` prints it, and tests check
/// placement with it where a picture is not needed.
public struct CardFrames: Sendable {
    public struct Frame: Sendable, Equatable {
        /// The index in `messages` it belongs to; nil for the title.
        public var message: Int?
        public var element: ElementFrame
    }

    public var size: Size
    public var scale: Double
    /// In drawing order: for each message its author, bubble, text, background, highlights,
    /// decorations and time.
    public var frames: [Frame]

    public func of(message: Int) -> [ElementFrame] { frames.filter { $0.message == message }.map(\.element) }
}

extension Card {
    /// The card laid out but not drawn. Throws like `render` when the card passes a canvas limit.
    public func frames(deadline: RenderDeadline = .none) throws(RenderError) -> CardFrames {
        try RenderGate.run { () throws(RenderError) in
            let layout = try CardLayout(spec, deadline: deadline)
            let frames = zip(layout.elements, layout.messageIndices).flatMap { element, message in
                element.frames(scale: spec.scale).map { CardFrames.Frame(message: message, element: $0) }
            }
            return CardFrames(size: layout.size, scale: spec.scale, frames: frames)
        }
    }
}
