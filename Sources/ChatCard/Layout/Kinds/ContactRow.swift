/// A shared contact: its avatar in the look's avatar shape, its name and phone, in the look's preview block
/// where it has one (Discord's embed, WhatsApp's inset).
extension ContactSpec: DrawnKind {
    func hostPart(of m: MessageSpec, by b: CardLayoutBuilder, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> (any MetaHost)? {
        switch b.look.contacts {
        case .row: try b.contactRow(self, ink: ink, maxWidth: maxWidth)
        case .card(let action): try b.contactCard(self, of: m, action: action, ink: ink, maxWidth: maxWidth)
        }
    }
}

extension CardLayoutBuilder {
    /// WhatsApp's: the avatar, the name in the text colour and the phone in grey, bare in the bubble, and the action
    /// centred under a rule in the link colour.
    func contactCard(_ c: ContactSpec, of m: MessageSpec, action: String, ink: BubbleInk, maxWidth: Double) throws(RenderError) -> ActionFooterPart {
        let row = try contactRow(c, ink: ink, maxWidth: maxWidth, inBlock: false)
        let word = kindText(action, size: Self.contactSize, color: ink.link, weight: .medium, width: maxWidth)
        let metaRow = meta(of: m, ink: ink).map { ($0.size.width + spec.fontSize * CardProportions.timeGap, $0.size.height, $0.baseline) }
        return ActionFooterPart(row, action: word, rule: ink.meta.withAlpha(ink.meta.alpha * Self.checklistTrackAlpha), emSize: spec.fontSize,
                                maxWidth: maxWidth, meta: metaRow)
    }

    /// `inBlock`: in the look's preview block, the name in the accent and the phone in the text colour; else bare,
    /// the name in the text colour and the phone in grey.
    func contactRow(_ c: ContactSpec, ink: BubbleInk, maxWidth: Double, inBlock: Bool = true) throws(RenderError) -> BadgeRowPart {
        let em = spec.fontSize
        let block = inBlock ? block(theme.previews, ink: ink) : nil
        let avatarSide = Self.contactAvatarSide * em
        let text = BadgeRowPart.lineWidth(maxWidth: maxWidth, badgeSide: avatarSide, trailing: false, block: block, emSize: em)
        var lines: [RowLine] = [.text(kindText(c.name, size: Self.contactSize, color: inBlock ? ink.accent : ink.text, weight: .semibold, width: text))]
        if let phone = c.phone { lines.append(.text(kindText(phone, size: Self.contactSize, color: inBlock ? ink.text : ink.meta, width: text))) }
        let look = try avatars.look(of: c.name, image: c.avatar, diameter: avatarSide, memo: memo)
        return BadgeRowPart(kind: .contact, label: c.name, badge: .avatar(look, side: avatarSide, cornerRadius: avatars.cornerRadius(side: avatarSide)),
                            lines: lines, block: block, rightToLeft: mirrored, emSize: em, maxWidth: maxWidth)
    }
}
