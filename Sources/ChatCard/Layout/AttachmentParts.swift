import Canvas
import Decorations

/// What the kinds' rows share (Telegram iOS's geometry, in ems of the card's font: 44 pt badges, 16 pt
/// titles, 13 pt details at 17 pt); each kind's row is in `Kinds/`.
extension CardLayoutBuilder {
    static let badgeSide = 44.0 / 17, contactAvatarSide = 40.0 / 17
    static let titleSize = 16.0 / 17, detailSize = 13.0 / 17, contactSize = 14.0 / 17

    /// A file's, a track's or a voice note's card where the look draws one (Discord).
    func fileCard(ink: BubbleInk) -> AccentBlock? { theme.fileCards.map { block($0, ink: ink) } }

    /// A voice note's, a track's or a call's card where a row holds them (Discord's and Slack's file card, as
    /// their files and polls have): nil in a bubble, which holds them itself.
    func rowCard(ink: BubbleInk) -> AccentBlock? { placer.boxesKinds ? fileCard(ink: ink) : nil }

    /// The width of a row's lines beside its badge, on `card` if it stands on one.
    func kindColumn(maxWidth: Double, card: AccentBlock?) -> Double {
        BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: Self.badgeSide * spec.fontSize, trailing: false, block: card, emSize: spec.fontSize)
    }

    /// A play badge: on the cover cut to a circle, else the glyph on the accent.
    func playBadge(cover: ImageSpec?, ink: BubbleInk) throws(RenderError) -> RowBadge {
        let side = Self.badgeSide * spec.fontSize
        guard let cover else { return .glyph(.play, color: glyphInk(on: ink.accent, ink: ink), on: ink.accent, side: side) }
        let box = Rect(origin: .zero, size: Size(width: side, height: side))
        return .picture(try images.decode(cover, covering: ImagePart.cover(box, aspect: cover.aspect).size), round: true, glyph: .play, side: side)
    }

    /// A glyph on a badge of `fill`: white where it reads, else the bubble's own colour (a white badge on
    /// a blue bubble carries a blue glyph).
    func glyphInk(on fill: Color, ink: BubbleInk) -> Color {
        if ContrastColor.ratio(.white, fill) >= FileBadge.minGlyphContrast { return .white }
        return ContrastColor.ratio(ink.ground, fill) >= FileBadge.minGlyphContrast ? ink.ground : ContrastColor.readable(on: fill)
    }
}
