/// A track: a play badge (on its cover where it has one), its title as the look writes a file's (Telegram's
/// accent, the text colour in WhatsApp, iMessage and Slack) and "3:45 · Performer".
extension AudioSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        try b.audioRow(self, ink: ink, maxWidth: maxWidth)
    }
}

extension CardLayoutBuilder {
    func audioRow(_ a: AudioSpec, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> BadgeRowPart {
        let card = rowCard(ink: ink)
        let column = kindColumn(maxWidth: maxWidth, card: card)
        // The duration first: the time after it must not read as a second duration.
        let details = [AttachmentText.duration(a.duration), a.performer].compactMap { $0 }.joined(separator: " · ")
        let title = a.title ?? "Unknown Track"
        return BadgeRowPart(kind: .audio, label: title, badge: try playBadge(cover: a.cover, ink: ink), lines: [
            .text(kindText(title, size: Self.titleSize, color: ink.color(look.files.titleInk), width: column)),
            .text(kindText(details, size: Self.detailSize, color: ink.meta, width: column)),
        ], block: card, rightToLeft: mirrored, emSize: spec.fontSize, maxWidth: maxWidth)
    }
}
