import Canvas

/// The iOS look, light and dark.
struct CardTheme {
    var background: Color
    var outgoingFill: Color
    var outgoingText: Color
    var incomingFill: Color
    var incomingText: Color
    var primaryText: Color
    var secondaryText: Color

    static func of(_ theme: CardSpec.Theme) -> CardTheme {
        switch theme {
        case .light:
            CardTheme(background: .white, outgoingFill: Color(rgb: 0x0A84FF), outgoingText: .white,
                      incomingFill: Color(rgb: 0xE9E9EB), incomingText: .black, primaryText: .black, secondaryText: Color(rgb: 0x8E8E93))
        case .dark:
            CardTheme(background: .black, outgoingFill: Color(rgb: 0x0A84FF), outgoingText: .white,
                      incomingFill: Color(rgb: 0x26252A), incomingText: .white, primaryText: .white, secondaryText: Color(rgb: 0x98989D))
        }
    }

    func fill(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingFill : incomingFill }
    func text(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingText : incomingText }

    /// Timestamps inside a bubble: the bubble's text color, dimmed.
    func time(for sender: MessageSpec.Sender) -> Color { text(for: sender).withAlpha(0.6) }
}
