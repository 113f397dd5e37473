/// A voice note: a play badge, its waveform as wide as its duration makes it, the duration under it; or WhatsApp's
/// player (`LookVoice`): the sender's avatar with a microphone, a bare triangle, bars from a scrubber dot.
extension VoiceSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        try b.voiceRow(self, of: m, ink: ink, maxWidth: maxWidth)
    }
}

extension CardLayoutBuilder {
    /// A voice note's content width (Telegram iOS): 120 pt at 2 s or less, growing with the duration to the
    /// available width less 36 pt at 30 s.
    static let voiceMinWidth = 120.0 / 17, voiceWidthMargin = 36.0 / 17, voiceShortest = 2.0, voiceLongest = 30.0
    /// WhatsApp's player's width and Messages', whatever the duration [E: a phone's voice bubble].
    static let playerWidth = 250.0 / 17, bareWidth = 200.0 / 17

    func voiceRow(_ v: VoiceSpec, of m: MessageSpec, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> BadgeRowPart {
        let em = spec.fontSize, side = Self.badgeSide * em, card = rowCard(ink: ink)
        let column = kindColumn(maxWidth: maxWidth, card: card)
        let duration = AttachmentText.duration(v.duration)
        let label = kindText(duration, size: look.font.timeSize, color: ink.meta, width: column)
        if case .bare = look.voice.player {
            // Messages': a triangle, the bars and the duration on one line in the text colour, as wide whatever the duration.
            let after = kindText(duration, size: look.font.timeSize, color: ink.text, width: column)
            let reach = min(Self.bareWidth * em, maxWidth) - RowLine.playRoom(barsHeight: WaveformBars.height * em, emSize: em)
                - after.usedBounds.width - RowLine.playGap * em
            let bars = WaveformBars(samples: v.waveform, width: max(WaveformBars.barWidth * em, reach), emSize: em, centred: true)
            let player = RowLine.player(bars, bars: ink.text.withAlpha(ink.text.alpha * Self.bareBarsAlpha), play: ink.text, dot: nil, after: after)
            return BadgeRowPart(kind: .voice, label: duration, badge: nil, lines: [player], block: card, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
        }
        if case .avatar(let unheard) = look.voice.player {
            // As wide whatever the duration; the triangle takes its room from the bars.
            let room = min(Self.playerWidth * em - side - BadgeRowPart.badgeGap * em, column) - RowLine.playRoom(barsHeight: WaveformBars.height * em, emSize: em)
            let bars = WaveformBars(samples: v.waveform, width: max(WaveformBars.barWidth * em, room), emSize: em, centred: true)
            let mark = m.from == .them ? unheard : m.status == .read ? ink.readTick : ink.tick ?? ink.meta
            let player = RowLine.player(bars, bars: ink.meta.withAlpha(ink.meta.alpha * Self.playerBarsAlpha), play: ink.meta, dot: mark)
            let badge = try senderBadge(of: m, side: side, mark: AvatarMark(glyph: .mic, color: mark, ground: ink.ground))
            return BadgeRowPart(kind: .voice, label: duration, badge: badge, lines: [player, .text(label)], block: card, rightToLeft: mirrored,
                                emSize: em, maxWidth: maxWidth)
        }
        let share = (min(max(v.duration, Self.voiceShortest), Self.voiceLongest) - Self.voiceShortest) / (Self.voiceLongest - Self.voiceShortest)
        let content = Self.voiceMinWidth * em + max(0, maxWidth - (Self.voiceMinWidth + Self.voiceWidthMargin) * em) * share
        let bars = WaveformBars(samples: v.waveform, width: max(label.usedBounds.width, min(content - side - BadgeRowPart.badgeGap * em, column)), emSize: em)
        return BadgeRowPart(kind: .voice, label: duration, badge: try playBadge(cover: nil, ink: ink),
                            lines: [.waveform(bars, color: ink.accent), .text(label)], block: card, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
    }

    /// A player's bars, of the meta colour's opacity: grey under the dot that has not moved; Messages' bars, of the
    /// text colour's (not played yet).
    static let playerBarsAlpha = 0.5, bareBarsAlpha = 0.6

    /// The sender's avatar `side` wide in the look's shape, with `mark` on it.
    private func senderBadge(of m: MessageSpec, side: Double, mark: AvatarMark) throws(RenderError) -> RowBadge {
        let name = Avatars.name(of: m)
        let look = try avatars.look(of: name, image: m.avatar ?? spec.people[name]?.avatar, diameter: side, memo: memo)
        return .avatar(look, side: side, cornerRadius: avatars.cornerRadius(side: side), mark: mark)
    }
}
