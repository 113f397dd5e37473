/// A shared contact: its avatar in the look's avatar shape, its name and phone, in the look's preview block
/// where it has one (Discord's embed, WhatsApp's inset).
extension ContactSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        try b.contactRow(self, ink: ink, maxWidth: maxWidth)
    }
}

extension CardLayoutBuilder {
    func contactRow(_ c: ContactSpec, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> BadgeRowPart {
        let em = spec.fontSize
        let block = block(theme.previews, ink: ink)
        let avatarSide = Self.contactAvatarSide * em
        let text = BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: avatarSide, trailing: false, block: block, emSize: em)
        var lines: [RowLine] = [.text(kindText(c.name, size: Self.contactSize, color: ink.accent, weight: .semibold, width: text))]
        if let phone = c.phone { lines.append(.text(kindText(phone, size: Self.contactSize, color: ink.text, width: text))) }
        let look = try avatars.look(of: c.name, image: c.avatar, diameter: avatarSide, memo: memo)
        return BadgeRowPart(kind: .contact, label: c.name, badge: .avatar(look, side: avatarSide, cornerRadius: avatars.cornerRadius(side: avatarSide)),
                            lines: lines, block: block, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
    }
}
