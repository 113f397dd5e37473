import Canvas

/// The time, status and a round video's duration in pills: on a picture a translucent dark pill; on the
/// card beside a sticker, a round video or a big emoji the same, or on a look's wallpaper its service pill.
extension CardLayoutBuilder {
    /// The meta row on a picture: light on a translucent pill.
    func timePill(of m: MessageSpec) -> TimePill? {
        meta(of: m, color: PartProportions.pillText, tickColor: pillReadTick(else: PartProportions.pillText))
            .map { TimePill(meta: $0, emSize: spec.fontSize * look.font.timeSize) }
    }

    /// Read ticks on a pill: in the pill's text colour where the look tells read apart by shape, else in
    /// the look's read colour (WhatsApp's blue checks on a photo).
    func pillReadTick(else text: Color) -> Color {
        guard let marks = look.statusMarks, marks.read == marks.delivered else { return text }
        return theme.outgoing.readTick ?? theme.accent
    }

    /// The meta row of a message without a bubble (sticker, round video, big emoji): a picture's pill, or on a
    /// look's wallpaper the look's service pill (Telegram's date pills), which stands off the doodles.
    func cardPill(of m: MessageSpec) -> TimePill? {
        let ink = pillInk
        return meta(of: m, color: ink.text, tickColor: pillReadTick(else: ink.text))
            .map { TimePill(meta: $0, emSize: spec.fontSize * look.font.timeSize, fill: ink.fill) }
    }

    /// The pills of things drawn on the card: a picture's, or on a wallpaper the look's service pill.
    var pillInk: (text: Color, fill: Color) {
        theme.wallpaper == nil ? (PartProportions.pillText, PartProportions.pillFill) : (theme.serviceText, theme.serviceFill)
    }
}
