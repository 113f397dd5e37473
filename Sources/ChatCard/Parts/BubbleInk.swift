import Canvas
import Decorations

/// The colours inside one bubble, chosen for the fill actually behind them: its text, the dimmed meta
/// row, and an accent (links, forward labels, my reactions) that falls back to the text colour where the
/// theme's accent would not stand out (on the blue outgoing bubble).
struct BubbleInk {
    /// The fill as seen (opaque).
    let ground: Color
    /// The bubble's own fill when it is opaque: exactly what parts drawn on it cover.
    let solidGround: Color?
    let text: Color
    let meta: Color
    let accent: Color

    init(ground: Color, text: Color, accent: Color, solidGround: Color? = nil) {
        self.ground = ground
        self.solidGround = solidGround.flatMap { $0.isOpaque ? $0 : nil }
        self.text = text
        meta = ContrastColor.dimmed(text, alpha: CardTheme.timeAlpha, on: ground)
        self.accent = ContrastColor.legible(accent, else: text, on: ground, over: ground)
    }

    /// `color` where it reaches secondary-text contrast on this bubble, else the text colour.
    func legible(_ color: Color) -> Color { ContrastColor.legible(color, else: text, on: ground, over: ground) }
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
