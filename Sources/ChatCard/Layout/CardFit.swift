import Canvas
import Decorations

/// The width a card fitted to its content needs, from its layout at full width: what a bubble message
/// places (bubble, name, avatar) keeps to its side of the card, so it needs its reach from that edge;
/// the title and service pills are centred again, so they need their width; other messages (highlight,
/// plain) stay where they are. Laid out again that wide, nothing passes the padding.
enum CardFit {
    /// Whole device pixels; nil when the card has no elements.
    static func width(of elements: [any CardElement], messages indices: [Int?], laidOutBy builder: CardLayoutBuilder) -> Double? {
        guard !elements.isEmpty else { return nil }
        let spec = builder.spec
        var reach = 0.0
        for (element, index) in zip(elements, indices) {
            // A label's box is the whole row: what it shows counts; other elements, their box and what they show.
            let shown = element.frames(scale: spec.scale).map(\.rect) + (element is LabelElement ? [] : [element.frame])
            let minX = shown.map(\.minX).min() ?? element.frame.minX, maxX = shown.map(\.maxX).max() ?? element.frame.maxX
            let fromLeft = maxX - spec.padding, fromRight = spec.width - spec.padding - minX
            let needs: Double
            let message = index.map { spec.messages[$0] }
            switch message?.style {
            case .bubble?:
                needs = message.map(builder.side) == .left ? fromLeft : fromRight
            case nil, .service?:
                needs = maxX - minX
            default:
                needs = max(fromLeft, fromRight)
            }
            reach = max(reach, needs)
        }
        return ((reach + 2 * spec.padding) * spec.scale).rounded(.up) / spec.scale
    }
}
