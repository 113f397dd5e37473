import Canvas

/// A call record: "Missed Video Call" over its arrow, time and duration, with the look's phone or camera
/// (a badge, or a glyph at the trailing side).
extension CallSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        b.callRow(self, of: m, ink: ink, maxWidth: maxWidth)
    }
}

extension CardLayoutBuilder {
    /// The call arrow's green and red: Telegram's hues (#36c033, #ff4747) deepened to read on a grey bubble.
    static let callAnswered = Color(red: 0x26 / 255.0, green: 0x8a / 255.0, blue: 0x23 / 255.0)
    static let callMissed = Color(red: 0xe5 / 255.0, green: 0x39 / 255.0, blue: 0x35 / 255.0)

    func callRow(_ c: CallSpec, of m: MessageSpec, ink: BubbleInk, maxWidth: Double) -> BadgeRowPart {
        let em = spec.fontSize, side = Self.badgeSide * em
        let title = Self.callTitle(c)
        // Rows write the time in the group's header: not a second time here.
        let time = placer.timesInHeaders ? nil : m.time
        let status = [time, c.duration.flatMap { $0 > 0 ? AttachmentText.callDuration($0) : nil }].compactMap { $0 }.joined(separator: ", ")
        let badged = look.calls == .badge, glyph: Glyph = c.video ? .camera : .phone
        let card = rowCard(ink: ink)
        let text = BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: badged ? side : nil, trailing: !badged, block: card, emSize: em)
        let unanswered: Set<CallSpec.Direction> = [.missed, .declined, .cancelled]
        let arrow = ink.legible(unanswered.contains(c.direction) ? Self.callMissed : Self.callAnswered)
        let badge: RowBadge? = badged ? .glyph(glyph, color: glyphInk(on: ink.accent, ink: ink), on: ink.accent, side: side) : nil
        return BadgeRowPart(kind: .call, label: title, badge: badge, lines: [
            .text(kindText(title, size: Self.titleSize, color: ink.text, weight: .medium, width: text)),
            .marked(kindText(status, size: Self.detailSize, color: ink.meta, width: max(1, text - RowLine.markRoom(fontSize: Self.detailSize * em))),
                    glyph: [.outgoing, .cancelled].contains(c.direction) ? .arrowOut : .arrowIn, color: arrow),
        ], trailing: badged ? nil : (glyph, ink.accent), block: card, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
    }

    /// "Outgoing Call", "Missed Video Call"…: Telegram's titles.
    static func callTitle(_ c: CallSpec) -> String {
        let kind = c.video ? "Video Call" : "Call"
        return switch c.direction {
        case .outgoing: "Outgoing \(kind)"
        case .incoming: "Incoming \(kind)"
        case .missed: "Missed \(kind)"
        case .declined: "Declined \(kind)"
        case .cancelled: "Cancelled \(kind)"
        }
    }
}
