import Canvas

/// Where one drawn thing landed, in the coordinates it was drawn in: what `chatcard render --layout-json`
/// prints, and what tests check where a picture is not needed.
public struct ElementFrame: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case title, author, bubble, text, time, status, background, highlight, decoration
        case reply, forward, reaction, service, spoiler, quote, pre, avatar, photo, sticker, pill
    }

    public var kind: Kind
    public var rect: Rect
    /// The words it shows (text, labels, times), or what it marks (highlights, decorations).
    public var text: String?
    /// A decoration's kind and line style ("underline wavy").
    public var style: String?

    public init(_ kind: Kind, _ rect: Rect, text: String? = nil, style: String? = nil) {
        self.kind = kind; self.rect = rect; self.text = text; self.style = style
    }

    public func offsetBy(_ d: Point) -> ElementFrame {
        var moved = self
        moved.rect = rect.offsetBy(dx: d.x, dy: d.y)
        return moved
    }
}
