import Canvas

/// The iOS look, light and dark: the one place its colours are written.
public struct CardTheme: Sendable {
    public var background: Color
    public var outgoingFill: Color
    public var outgoingText: Color
    public var incomingFill: Color
    public var incomingText: Color
    public var primaryText: Color
    public var secondaryText: Color
    /// Hairlines between things of one colour: bubble borders when the card gives no colour.
    public var separator: Color
    /// Links, forward labels, my reactions, read ticks: where it stands out from the fill behind.
    public var accent: Color
    /// Service items (date separators): the pill and its text.
    public var serviceFill: Color
    public var serviceText: Color

    public static func of(_ theme: CardSpec.Theme) -> CardTheme {
        switch theme {
        case .light:
            CardTheme(background: .white, outgoingFill: Color(rgb: 0x0A84FF), outgoingText: .white,
                      incomingFill: Color(rgb: 0xE9E9EB), incomingText: .black, primaryText: .black, secondaryText: Color(rgb: 0x8E8E93),
                      separator: Color(rgb: 0xC6C6C8), accent: Color(rgb: 0x007AFF),
                      serviceFill: Color(rgb: 0xEFEFF4), serviceText: Color(rgb: 0x636366))
        case .dark:
            CardTheme(background: .black, outgoingFill: Color(rgb: 0x0A84FF), outgoingText: .white,
                      incomingFill: Color(rgb: 0x26252A), incomingText: .white, primaryText: .white, secondaryText: Color(rgb: 0x98989D),
                      separator: Color(rgb: 0x48484A), accent: Color(rgb: 0x0A84FF),
                      serviceFill: Color(rgb: 0x2C2C2E), serviceText: Color(rgb: 0xAEAEB2))
        }
    }

    public func fill(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingFill : incomingFill }
    public func text(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingText : incomingText }

    /// Timestamps inside a bubble: the bubble's text color dimmed to this alpha, or less dimmed where
    /// the fill needs it to stay readable (ContrastColor.dimmed).
    static let timeAlpha = 0.6
}
