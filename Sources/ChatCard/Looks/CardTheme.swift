import Canvas
import Decorations

/// One look's colours in one theme (light or dark): the card, the bubbles of each side, the text on them.
package struct CardTheme: Sendable {
    package var background: Color
    package var outgoingFill: Color
    package var outgoingText: Color
    package var incomingFill: Color
    package var incomingText: Color
    package var primaryText: Color
    package var secondaryText: Color
    /// Hairlines between things of one colour: bubble borders when the card gives no colour.
    package var separator: Color
    /// Links, forward labels, my reactions, read ticks: where it stands out from the fill behind.
    package var accent: Color
    /// Service items (date separators): the pill and its text.
    package var serviceFill: Color
    package var serviceText: Color
    /// A line around the service pill (Slack's date divider); nil: none.
    package var serviceBorder: Color?
    /// What differs from the colours ChatCard derives from the above, per side.
    package var incoming = SideColors()
    package var outgoing = SideColors()
    /// A hairline inside every bubble's outline (Telegram's Day Classic), device-pixel wide.
    package var bubbleOutline: Color?
    /// Under every bubble, `LookBubbles.shadowOffset` lower (WhatsApp).
    package var bubbleShadow: Color?
    /// Painted under everything in place of `background`, which stays the colour things on the card are
    /// judged against (choose its average).
    package var wallpaper: Wallpaper?
    /// Reaction chips in the look's own colours; nil: ChatCard's (mine in the accent, others tinted with it).
    package var reactions: ReactionColors?
    /// A hairline across the card behind a service pill (Discord's and Slack's date separators).
    package var serviceRule: Color?
    /// My bubbles' fill as a gradient over the card's height, top to bottom (Telegram's Night); `outgoingFill`
    /// stays what their text is judged against (choose its middle).
    package var outgoingGradient: [Color]?
    /// My text messages' fill (iMessage's green SMS bubbles, `sms`).
    package var smsFill: Color?
    /// Link previews' blocks in the look's own colours (Discord's embeds, WhatsApp's grey inset); nil: the
    /// accent's tint and bar, as replies.
    package var previews: BlockColors?
    /// Reply blocks in the look's own colours (Slack's quote: a grey bar, no fill); nil: the quoted name's
    /// colour's bar and tint.
    package var replies: BlockColors?
    /// Files on a card of their own (Discord's attachments); nil: a bare row.
    package var fileCards: BlockColors?
    /// Authors' name colours, by hue (`AuthorColors`).
    package var authorPalette: [UInt32]
    /// Mentions, inline code and code blocks in the look's own colours (Discord's mention pill, Slack's red
    /// code); each nil: ChatCard's (a mention in the link colour, code on a tint of the text).
    package var marks = MarkColors()

    package func fill(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingFill : incomingFill }
    package func text(for sender: MessageSpec.Sender) -> Color { sender == .me ? outgoingText : incomingText }
    package func colors(for sender: MessageSpec.Sender) -> SideColors { sender == .me ? outgoing : incoming }

    /// Timestamps inside a bubble: the bubble's text color dimmed to this alpha, or less dimmed where
    /// the fill needs it to stay readable (ContrastColor.dimmed).
    static let timeAlpha = 0.6
}

/// Reaction chips: fill, border and count colour, for others' reactions and mine (translucent fills are
/// seen over what is behind the chip).
package struct ReactionColors: Sendable {
    package var fill: Color
    package var border: Color?
    package var count: Color
    package var mineFill: Color
    package var mineBorder: Color?
    package var mineCount: Color
}

/// A side's colours that a look sets itself; nil: derived (the meta row from the text, the rest from the
/// theme's accent). A translucent colour is seen over the bubble's fill.
package struct SideColors: Sendable {
    package var meta: Color?
    package var link: Color?
    package var accent: Color?
    /// Ticks of a sent or delivered message, and of a read one.
    package var tick: Color?
    package var readTick: Color?
}

/// The look's own colours for marked text; nil: ChatCard's.
package struct MarkColors: Sendable {
    package var mention: MarkColor?
    package var code: MarkColor?
    package var codeBlock: MarkColor?

    package init(mention: MarkColor? = nil, code: MarkColor? = nil, codeBlock: MarkColor? = nil) {
        (self.mention, self.code, self.codeBlock) = (mention, code, codeBlock)
    }
}

/// Text on a rounded fill, with a border of `MarkColor.borderWidth` when given; nil text: the text's own colour.
package struct MarkColor: Sendable {
    package var text: Color?
    package var fill: Color
    package var border: Color?

    package init(text: Color? = nil, fill: Color, border: Color? = nil) { (self.text, self.fill, self.border) = (text, fill, border) }

    /// Discord's and Slack's 1 px.
    static let borderWidth = 1.0
}

/// A block's fill, its leading bar (none without) and a line around it (Slack's file cards).
package struct BlockColors: Sendable {
    package var fill: Color
    package var bar: Color?
    package var border: Color?
    /// A reply block's bar in the quoted author's colour on the look's own fill (WhatsApp's neutral box), where no
    /// `bar` is given.
    package var authorBar = false

    package init(fill: Color, bar: Color? = nil, border: Color? = nil, authorBar: Bool = false) {
        (self.fill, self.bar, self.border, self.authorBar) = (fill, bar, border, authorBar)
    }
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
