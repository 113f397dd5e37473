import Canvas
import Decorations

/// The colours inside one bubble, chosen for the fill actually behind them: its text, the dimmed meta
/// row, and an accent (links, forward labels, my reactions) that falls back to the text colour where the
/// theme's accent would not stand out (on the blue outgoing bubble). A look's own colours for the side
/// (`SideColors`) replace the derived ones, translucent ones seen over the ground.
struct BubbleInk {
    /// The fill as seen (opaque).
    let ground: Color
    /// The bubble's own fill when it is opaque: exactly what parts drawn on it cover.
    let solidGround: Color?
    let text: Color
    let meta: Color
    let accent: Color
    /// Links, mentions and hashtags.
    let link: Color
    /// Ticks of a sent or delivered message (nil: the meta colour), and of a read one.
    let tick: Color?
    let readTick: Color

    init(ground: Color, text: Color, accent: Color, solidGround: Color? = nil, side: SideColors = SideColors()) {
        self.ground = ground
        self.solidGround = solidGround.flatMap { $0.isOpaque ? $0 : nil }
        self.text = text
        func seen(_ color: Color?) -> Color? { color.map { ContrastColor.seen($0, over: ground) } }
        meta = seen(side.meta) ?? ContrastColor.dimmed(text, alpha: CardTheme.timeAlpha, on: ground)
        // A look's own accent is its app's (Telegram's green on green); a derived one must stand out.
        self.accent = seen(side.accent) ?? ContrastColor.legible(accent, else: text, on: ground, over: ground)
        link = seen(side.link) ?? self.accent
        tick = seen(side.tick)
        readTick = seen(side.readTick) ?? self.accent
    }

    /// `color` where it reaches secondary-text contrast on this bubble, else the text colour.
    func legible(_ color: Color) -> Color { ContrastColor.legible(color, else: text, on: ground, over: ground) }

    /// A preview line's colour on this bubble.
    func color(_ ink: PreviewLine.Ink) -> Color {
        switch ink {
        case .accent: accent
        case .link: link
        case .text: text
        case .meta: meta
        }
    }

    /// A name's colour made as much darker (on a light bubble) or lighter (on a dark one) as secondary-text
    /// contrast needs, body-text contrast on a dark bubble (where the apps draw their names' light variants, not
    /// the light theme's muddied): a person keeps their hue in both themes, never turning the body colour
    /// (WhatsApp's pastel palette on white).
    func name(_ color: Color) -> Color {
        let minimum = ground.relativeLuminance < Self.darkGround ? ContrastColor.textMinimum : ContrastColor.secondaryMinimum
        return ContrastColor.reaching(minimum, color, on: ground, over: [ground])
    }

    /// A bubble darker than this relative luminance is a dark theme's (WhatsApp's #202C33 is 0.024, Telegram's
    /// Night outgoing blue 0.34, every light bubble above 0.5).
    static let darkGround = 0.2

    /// A quoted author's colour (a reply's bar and name) moved toward this bubble's text colour until it reads:
    /// WhatsApp's green name on my dark green bubble turns pale green, an orange on a blue bubble near white.
    func quoted(_ color: Color) -> Color {
        ContrastColor.reaching(ContrastColor.secondaryMinimum, color, on: ground, over: [ground], toward: text)
    }
}

extension Color {
    /// This (translucent) colour as it shows over `ground` when the ground is known and opaque, else itself.
    /// A tint over a bubble's own fill is filled pre-blended: the same pixels, and Cairo composites an opaque
    /// colour through a mask about five times faster than a translucent one.
    func blended(overOpaque ground: Color?) -> Color {
        guard let ground, ground.isOpaque else { return self }
        return ContrastColor.seen(self, over: ground)
    }
}
