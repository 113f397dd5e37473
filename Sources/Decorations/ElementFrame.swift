import Canvas

/// Where one drawn thing landed, in the coordinates it was drawn in: what `chatcard render --layout-json`
/// prints, and what tests check where a picture is not needed.
public struct ElementFrame: Sendable, Equatable {
    /// What a frame shows. Open, as `HTTPField.Name` is: Decorations names what it draws here, and the
    /// layers above declare their own parts (a card's replies, reactions, avatars) in extensions.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public static let bubble = Kind("bubble")
        public static let text = Kind("text")
        public static let background = Kind("background")
        public static let highlight = Kind("highlight")
        public static let spoiler = Kind("spoiler")
        public static let decoration = Kind("decoration")
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
