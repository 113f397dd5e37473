import Canvas
import Decorations

/// One look's colours in one theme (light or dark): the card, the bubbles of each side, the text on them.
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
    /// What differs from the colours ChatCard derives from the above, per side.
    public var incoming = SideColors()
    public var outgoing = SideColors()
    /// A hairline inside every bubble's outline (Telegram's Day Classic), device-pixel wide.
    public var bubbleOutline: Color?
    /// Under every bubble, `LookBubbles.shadowOffset` lower (WhatsApp).
    public var bubbleShadow: Color?
    /// Painted under everything in place of `background`, which stays the colour things on the card are
    /// judged against (choose its average).
    public var wallpaper: Wallpaper?
    /// Reaction chips in the look's own colours; nil: ChatCard's (mine in the accent, others tinted with it).
    public var reactions: ReactionColors?
    /// A hairline across the card behind a service pill (Discord's and Slack's date separators).
    public var serviceRule: Color?
    /// My bubbles' fill as a gradient over the card's height, top to bottom (Telegram's Night); `outgoingFill`
    /// stays what their text is judged against (choose its middle).
    public var outgoingGradient: [Color]?
    /// My text messages' fill (iMessage's green SMS bubbles, `sms`).
    public var smsFill: Color?
    /// Link previews' blocks in the look's own colours (Discord's embeds, WhatsApp's grey inset); nil: the
    /// accent's tint and bar, as replies.
    public var previews: BlockColors?
    /// Reply blocks in the look's own colours (Slack's quote: a grey bar, no fill); nil: the quoted name's
    /// colour's bar and tint.
    public var replies: BlockColors?
    /// Files on a card of their own (Discord's attachments); nil: a bare row.
    public var fileCards: BlockColors?
    /// Authors' name colours, by hue (`AuthorColors`).
    public var authorPalette: [UInt32]

    public func fill(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingFill : incomingFill }
    public func text(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingText : incomingText }
    public func colors(for sender: MessageSpec.Sender) -> SideColors { sender == .me ? outgoing : incoming }

    /// Timestamps inside a bubble: the bubble's text color dimmed to this alpha, or less dimmed where
    /// the fill needs it to stay readable (ContrastColor.dimmed).
    static let timeAlpha = 0.6
}

/// Reaction chips: fill, border and count colour, for others' reactions and mine (translucent fills are
/// seen over what is behind the chip).
public struct ReactionColors: Sendable {
    public var fill: Color
    public var border: Color?
    public var count: Color
    public var mineFill: Color
    public var mineBorder: Color?
    public var mineCount: Color
}

/// A side's colours that a look sets itself; nil: derived (the meta row from the text, the rest from the
/// theme's accent). A translucent colour is seen over the bubble's fill.
public struct SideColors: Sendable {
    public var meta: Color?
    public var link: Color?
    public var accent: Color?
    /// Ticks of a sent or delivered message, and of a read one.
    public var tick: Color?
    public var readTick: Color?
}

/// A block's fill and its leading bar (none without).
public struct BlockColors: Sendable {
    public var fill: Color
    public var bar: Color?
}

extension CardTheme {
    /// On a wallpaper, the translucent service fill (pills, time pills of stickers) dark enough that its text
    /// reads as body text (4.5:1) over every corner of the wallpaper (Telegram's 0.3 black is 3.7:1 on the
    /// pale corner).
    func withLegibleServiceFill() -> CardTheme {
        guard let field = wallpaper?.field, serviceFill.alpha < 1 else { return self }
        var theme = self
        theme.serviceFill = ContrastColor.thickened(serviceFill, under: serviceText, over: field.corners)
        return theme
    }
}
