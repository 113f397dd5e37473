/// A voice note: a play badge, its waveform as wide as its duration makes it, the duration under it.
extension VoiceSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        try b.voiceRow(self, ink: ink, maxWidth: maxWidth)
    }
}

extension CardLayoutBuilder {
    /// A voice note's content width (Telegram iOS): 120 pt at 2 s or less, growing with the duration to the
    /// available width less 36 pt at 30 s.
    static let voiceMinWidth = 120.0 / 17, voiceWidthMargin = 36.0 / 17, voiceShortest = 2.0, voiceLongest = 30.0

    func voiceRow(_ v: VoiceSpec, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> BadgeRowPart {
        let em = spec.fontSize, side = Self.badgeSide * em, card = rowCard(ink: ink)
        let column = kindColumn(maxWidth: maxWidth, card: card)
        let duration = AttachmentText.duration(v.duration)
        let label = kindText(duration, size: look.font.timeSize, color: ink.meta, width: column)
        let share = (min(max(v.duration, Self.voiceShortest), Self.voiceLongest) - Self.voiceShortest) / (Self.voiceLongest - Self.voiceShortest)
        let content = Self.voiceMinWidth * em + max(0, maxWidth - (Self.voiceMinWidth + Self.voiceWidthMargin) * em) * share
        let bars = WaveformBars(samples: v.waveform, width: max(label.usedBounds.width, min(content - side - BadgeRowPart.badgeGap * em, column)), emSize: em)
        return BadgeRowPart(kind: .voice, label: duration, badge: try playBadge(cover: nil, ink: ink),
                            lines: [.waveform(bars, color: ink.accent), .text(label)], block: card, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
    }
}
