import Canvas
import Decorations
import TextLayout

/// A message's attachment as its row part (Telegram iOS's geometry, in ems of the card's font: 44 pt
/// badges, 16 pt titles, 13 pt details at 17 pt).
extension CardLayoutBuilder {
    static let badgeSide = 44.0 / 17, contactAvatarSide = 40.0 / 17
    static let titleSize = 16.0 / 17, detailSize = 13.0 / 17, contactSize = 14.0 / 17
    /// A voice note's content width (Telegram iOS): 120 pt at 2 s or less, growing with the duration to the
    /// available width less 36 pt at 30 s.
    static let voiceMinWidth = 120.0 / 17, voiceWidthMargin = 36.0 / 17, voiceShortest = 2.0, voiceLongest = 30.0
    /// The call arrow's green and red: Telegram's hues (#36c033, #ff4747) deepened to read on a grey bubble.
    static let callAnswered = Color(red: 0x26 / 255.0, green: 0x8a / 255.0, blue: 0x23 / 255.0)
    static let callMissed = Color(red: 0xe5 / 255.0, green: 0x39 / 255.0, blue: 0x35 / 255.0)

    /// The part an attachment puts above the caption: a row (file, voice, track, call, contact), a poll, a
    /// place's name and address; nil for what is drawn elsewhere (a video's or a map's picture, a preview).
    func attachmentHost(_ attachment: AttachmentSpec, of m: MessageSpec, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        let em = spec.fontSize, rtl = mirrored
        let side = Self.badgeSide * em
        func line(_ text: String, size: Double, color: Color, weight: FontWeight = .regular, width: Double) -> TextLayout {
            kindText(text, size: size, color: color, weight: weight, width: width)
        }
        func playBadge(cover: ImageSpec?) throws(RenderError) -> RowBadge {
            guard let cover else { return .glyph(.play, color: glyphInk(on: ink.accent, ink: ink), on: ink.accent, side: side) }
            let box = Rect(origin: .zero, size: Size(width: side, height: side))
            return .picture(try images.decode(cover, covering: ImagePart.cover(box, aspect: cover.aspect).size), round: true, glyph: .play, side: side)
        }
        // A file on its own card where the look draws one (Discord).
        let fileCard = theme.fileCards.map { block($0, ink: ink) }
        let column = BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: side, trailing: false, block: fileCard, emSize: em)
        switch attachment {
        case .document(let d):
            let badge: RowBadge
            if let thumbnail = d.thumbnail {
                let box = Rect(origin: .zero, size: Size(width: side, height: side))
                badge = .picture(try images.decode(thumbnail, covering: ImagePart.cover(box, aspect: thumbnail.aspect).size), round: false, glyph: nil, side: side)
            } else {
                badge = documentBadge(d.name, ink: ink, side: side)
            }
            let files = look.files, kind = FileBadge.fileExtension(of: d.name)?.uppercased()
            let size = d.size.map(AttachmentText.fileSize)
            let details = files.kindInDetails ? [kind, size].compactMap { $0 }.joined(separator: " • ") : (size ?? FileBadge.kindName(of: d.name))
            return BadgeRowPart(kind: .document, label: d.name, badge: badge, lines: [
                .text(line(d.name, size: Self.titleSize, color: ink.color(files.titleInk), width: column)),
                .text(line(details.isEmpty ? FileBadge.kindName(of: d.name) : details, size: Self.detailSize, color: ink.meta, width: column)),
            ], block: fileCard, rightToLeft: rtl, emSize: em, maxWidth: maxWidth)
        case .audio(let a):
            // The duration first: the time after it must not read as a second duration.
            let details = [AttachmentText.duration(a.duration), a.performer].compactMap { $0 }.joined(separator: " · ")
            let title = a.title ?? "Unknown Track"
            return BadgeRowPart(kind: .audio, label: title, badge: try playBadge(cover: a.cover), lines: [
                .text(line(title, size: Self.titleSize, color: ink.accent, width: column)),
                .text(line(details, size: Self.detailSize, color: ink.meta, width: column)),
            ], rightToLeft: rtl, emSize: em, maxWidth: maxWidth)
        case .voice(let v):
            let duration = AttachmentText.duration(v.duration)
            let label = line(duration, size: look.font.timeSize, color: ink.meta, width: column)
            let share = (min(max(v.duration, Self.voiceShortest), Self.voiceLongest) - Self.voiceShortest) / (Self.voiceLongest - Self.voiceShortest)
            let content = Self.voiceMinWidth * em + max(0, maxWidth - (Self.voiceMinWidth + Self.voiceWidthMargin) * em) * share
            let bars = WaveformBars(samples: v.waveform, width: max(label.usedBounds.width, min(content, maxWidth) - side - BadgeRowPart.badgeGap * em), emSize: em)
            return BadgeRowPart(kind: .voice, label: duration, badge: try playBadge(cover: nil),
                                lines: [.waveform(bars, color: ink.accent), .text(label)], rightToLeft: rtl, emSize: em, maxWidth: maxWidth)
        case .call(let c):
            let title = Self.callTitle(c)
            let status = [m.time, c.duration.flatMap { $0 > 0 ? AttachmentText.callDuration($0) : nil }].compactMap { $0 }.joined(separator: ", ")
            let badged = look.calls == .badge, glyph: Glyph = c.video ? .camera : .phone
            let text = BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: badged ? side : nil, trailing: !badged, block: nil, emSize: em)
            let unanswered: Set<CallSpec.Direction> = [.missed, .declined, .cancelled]
            let arrow = ink.legible(unanswered.contains(c.direction) ? Self.callMissed : Self.callAnswered)
            let badge: RowBadge? = badged ? .glyph(glyph, color: glyphInk(on: ink.accent, ink: ink), on: ink.accent, side: side) : nil
            return BadgeRowPart(kind: .call, label: title, badge: badge, lines: [
                .text(line(title, size: Self.titleSize, color: ink.text, weight: .medium, width: text)),
                .marked(line(status, size: Self.detailSize, color: ink.meta, width: max(1, text - RowLine.markRoom(fontSize: Self.detailSize * em))), glyph: [.outgoing, .cancelled].contains(c.direction) ? .arrowOut : .arrowIn, color: arrow),
            ], trailing: badged ? nil : (glyph, ink.accent), rightToLeft: rtl, emSize: em, maxWidth: maxWidth)
        case .poll(let poll):
            // In rows no bubble holds a poll: it stands on the look's card where it has one (Discord's, Slack's).
            guard placer.boxesKinds, let card = fileCard else { return pollPart(poll, ink: ink, maxWidth: maxWidth) }
            return BoxedHost(host: pollPart(poll, ink: ink, maxWidth: BoxedHost.innerWidth(maxWidth, emSize: em)), block: card)
        case .location(let place): return placeLines(place, ink: ink, maxWidth: maxWidth)
        case .video, .preview, .dice: return nil
        case .contact(let c):
            // A shared contact in the look's preview block where it has one (Discord's embed, WhatsApp's inset).
            let block = block(theme.previews, ink: ink)
            let avatarSide = Self.contactAvatarSide * em
            let text = BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: avatarSide, trailing: false, block: block, emSize: em)
            var lines: [RowLine] = [.text(line(c.name, size: Self.contactSize, color: ink.accent, weight: .semibold, width: text))]
            if let phone = c.phone { lines.append(.text(line(phone, size: Self.contactSize, color: ink.text, width: text))) }
            let look = try avatars.look(of: c.name, image: c.avatar, diameter: avatarSide, memo: memo)
            return BadgeRowPart(kind: .contact, label: c.name, badge: .avatar(look, side: avatarSide, cornerRadius: avatars.cornerRadius(side: avatarSide)), lines: lines, block: block,
                                rightToLeft: rtl, emSize: em, maxWidth: maxWidth)
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

    /// A glyph on a badge of `fill`: white where it reads, else the bubble's own colour (a white badge on
    /// a blue bubble carries a blue glyph).
    func glyphInk(on fill: Color, ink: BubbleInk) -> Color {
        if ContrastColor.ratio(.white, fill) >= FileBadge.minGlyphContrast { return .white }
        return ContrastColor.ratio(ink.ground, fill) >= FileBadge.minGlyphContrast ? ink.ground : ContrastColor.readable(on: fill)
    }

    /// A file's badge: its extension (up to four letters) on the colour of its kind, else a page glyph.
    func documentBadge(_ name: String, ink: BubbleInk, side: Double) -> RowBadge {
        guard let ext = FileBadge.fileExtension(of: name) else {
            return .glyph(.file, color: glyphInk(on: ink.accent, ink: ink), on: ink.accent, side: side)
        }
        // A kind's colour where it stands out from the bubble (not blue on a blue bubble), else the accent.
        let fill = FileBadge.color(of: ext).flatMap { ContrastColor.ratio($0, ink.ground) >= FileBadge.minBadgeContrast ? $0 : nil } ?? ink.accent
        // Four letters get a smaller size, to keep their margin in the disc.
        let share = ext.count >= FileBadge.longestExtension ? FileBadge.longLabelShare : FileBadge.labelShare
        let label = memo.layout(AttributedText(ext.uppercased(), attributes: TextAttributes(weight: .bold)), options: LayoutOptions(
            font: FontSpec(family: spec.fontFamily, size: side * share), color: glyphInk(on: fill, ink: ink)))
        return .label(label, on: fill, side: side, page: look.files.pageBadge)
    }
}
