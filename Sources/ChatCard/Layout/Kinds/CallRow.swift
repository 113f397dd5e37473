import Canvas
import Decorations

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
        if look.calls == .tile { return callTile(c, ink: ink, maxWidth: maxWidth) }
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

    /// WhatsApp's tile's corners, of its side; its tint, of the meta colour's opacity, where the look has no file card.
    static let callTileRadius = 0.22, callTileAlpha = 0.1

    /// WhatsApp's call: the phone or camera on a tinted rounded square (red when missed or declined), "Voice call" or
    /// "Missed video call", and its length or what became of it; the bubble's side says who called.
    func callTile(_ c: CallSpec, ink: BubbleInk, maxWidth: Double) -> BadgeRowPart {
        let em = spec.fontSize, side = Self.badgeSide * em
        let text = BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: side, trailing: false, block: nil, emSize: em)
        let title = Self.whatsappCallTitle(c)
        let failed = [CallSpec.Direction.missed, .declined].contains(c.direction)
        let tint = ContrastColor.seen(theme.fileCards?.fill ?? ink.meta.withAlpha(ink.meta.alpha * Self.callTileAlpha), over: ink.ground)
        let badge = RowBadge.glyph(c.video ? .camera : .phone, color: failed ? ink.legible(Self.callMissed) : ink.meta, on: tint, side: side,
                                   cornerRadius: Self.callTileRadius)
        var lines: [RowLine] = [.text(kindText(title, size: Self.titleSize, color: ink.text, weight: .medium, width: text))]
        if let detail = Self.whatsappCallDetail(c) { lines.append(.text(kindText(detail, size: Self.detailSize, color: ink.meta, width: text))) }
        return BadgeRowPart(kind: .call, label: title, badge: badge, lines: lines, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
    }

    /// "Voice call", "Missed video call": WhatsApp's titles.
    static func whatsappCallTitle(_ c: CallSpec) -> String {
        let kind = c.video ? "video call" : "voice call"
        return c.direction == .missed ? "Missed \(kind)" : kind.prefix(1).uppercased() + kind.dropFirst()
    }

    /// The call's length, else what became of it.
    static func whatsappCallDetail(_ c: CallSpec) -> String? {
        if let d = c.duration, d > 0 { return AttachmentText.callDuration(d) }
        return switch c.direction {
        case .missed: "Tap to call back"
        case .declined: "Declined"
        case .cancelled: "No answer"
        case .incoming, .outgoing: nil
        }
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
