import Canvas
import Decorations
import TextLayout

extension Look {
    /// Discord: flat rows on #313338 (dark, its default) or white, 40 px round avatars, names in role
    /// colours with the time after them, replies as a curved connector above the header. LOOKS.md §4.
    static let discord = Look(
        name: .discord,
        // gg sans is Discord's own; Noto Sans is in its fallback list [DC2].
        font: LookFont(family: "Noto Sans", size: 16, timeSize: 10.0 / 16, lineHeight: 22.0 / 16),
        // The rows' container: 2 px above and below each message; 17 px above a group's header (13 here, the
        // rows' 2 + 2 besides) [DC2]. Pictures start in the text column, 3 px under the header's line, rounded
        // 7 px (the radius less that inset; Discord's 8 [E]).
        bubbles: LookBubbles(radius: 10, joinedRadius: 10, tail: .none, tailCorner: .bottom, tailWidth: 0,
                             insets: BubbleInsets(top: 2, bottom: 2, horizontal: 3), gapInRun: 0, gapBetweenRuns: 13,
                             mediaInset: 3),
        names: LookNames(placement: .above, insideSize: 1, insideWeight: .medium, color: .author),
        // 40 px, 16 px from the text column (which starts 72 px in) [DC1, DC2].
        // Discord's default avatar colours behind the initials (its Clyde logo is not drawn).
        avatars: LookAvatars(diameter: 40.0 / 16, gap: 1, palette: [0x5865F2, 0x757E8A, 0x3BA55C, 0xFAA61A, 0xED4245, 0xEB459E], glyph: .mascot),
        serviceRadius: nil,
        layout: .rows(LookRows(groupWindow: 7, nameSize: 1, nameWeight: .semibold, timeSize: 12.0 / 16, timeGap: 0.3, headerGap: 0,
                               avatarDrop: 2.0 / 16)),
        replies: LookReplies(style: .connector(ReplyConnectorStyle(spineWidth: 2.0 / 16, spineRadius: 6.0 / 16, avatar: 1, textSize: 14.0 / 16,
                                                                   avatarGap: 0.3, gapBelow: 4.0 / 16))),
        // Pills of radius 8 px [DC2].
        reactions: LookReactions(radius: 0.5),
        // Embeds: 14 px text, the provider 12 px muted, the title in the link colour [DC2].
        previews: LookPreviews(textSize: 14.0 / 16, site: PreviewLine(ink: .meta, weight: .regular, size: 12.0 / 14),
                               title: PreviewLine(ink: .link, weight: .semibold)),
        // A forward: what was forwarded beside a 4 px bar, an arrow and "Forwarded" in muted italics above it,
        // where it came from under it [E: Discord's message forwarding, 2024].
        forwards: .card(ForwardCard(top: .mark(color: Color(rgb: 0x80848E)), barWidth: 4.0 / 16, indent: 16.0 / 16)),
        // Attachments: a page icon on a bordered card of the secondary surface, the name a link [DC2, E].
        files: LookFiles(titleInk: .link, pageBadge: true),
        // A poll: each answer in a rounded box filled for its share, the percentage at its end [E].
        polls: .answerBoxes,
        // A call is a system row: a phone in the avatar column, "Maya started a call that lasted 5 minutes." [DC1, E].
        calls: .systemRow,
        // Code blocks across the column, no language label [DC2].
        // A #channel is a pill as a mention is [DC2].
        codeBlocks: CodeBlockStyle(fillsColumn: true, labelled: false, hashtags: .mention),
        threads: LookThreads(avatar: 1.5, textSize: 14.0 / 16, gap: 0.3, topGap: 4.0 / 16),
        fields: [.thread], editedWord: "(edited)", statusMarks: nil,
        light: CardTheme(
            background: .white, outgoingFill: .clear, outgoingText: Color(rgb: 0x313338),
            incomingFill: .clear, incomingText: Color(rgb: 0x313338), primaryText: Color(rgb: 0x313338), secondaryText: Color(rgb: 0x5C5E66),
            separator: Color(rgb: 0xC7CCD1), accent: Color(rgb: 0x5865F2),
            serviceFill: .white, serviceText: Color(rgb: 0x5C5E66),
            incoming: discordSide(meta: 0x5C5E66, link: 0x0067E0), outgoing: discordSide(meta: 0x5C5E66, link: 0x0067E0),
            reactions: ReactionColors(fill: Color(rgb: 0xF2F3F5), count: Color(rgb: 0x313338), mineFill: Color(rgb: 0xE7E9FD),
                                      mineBorder: Color(rgb: 0x5865F2), mineCount: Color(rgb: 0x5865F2)),
            serviceRule: Color(rgb: 0xE1E2E4),
            // Embeds #EEEFF1 with the default #E3E5E8 bar; files on the secondary surface [DC2, DC3].
            previews: BlockColors(fill: Color(rgb: 0xEEEFF1), bar: Color(rgb: 0xE3E5E8)), fileCards: BlockColors(fill: Color(rgb: 0xF2F3F5), border: Color(rgb: 0xE3E5E8)),
            // The presets' darker twins, legible on white [DC3].
            authorPalette: [0x11806A, 0x1F8B4C, 0x206694, 0x71368A, 0xAD1457, 0xC27C0E, 0xA84300, 0x992D22],
            // Mentions #5865F2 on itself @ 0.15; code on the secondary surface, blocks with the tertiary border [DC2, DC4].
            marks: MarkColors(mention: MarkColor(text: Color(rgb: 0x5865F2), fill: Color(rgb: 0x5865F2, alpha: 0.15)),
                              code: MarkColor(fill: Color(rgb: 0xF2F3F5)),
                              codeBlock: MarkColor(fill: Color(rgb: 0xF2F3F5), border: Color(rgb: 0xE3E5E8)))),
        dark: CardTheme(
            background: Color(rgb: 0x313338), outgoingFill: .clear, outgoingText: Color(rgb: 0xDBDEE1),
            incomingFill: .clear, incomingText: Color(rgb: 0xDBDEE1), primaryText: Color(rgb: 0xDBDEE1), secondaryText: Color(rgb: 0x949BA4),
            // The reply connector's colour [DC2].
            separator: Color(rgb: 0x4F545C), accent: Color(rgb: 0x5865F2),
            serviceFill: Color(rgb: 0x313338), serviceText: Color(rgb: 0x949BA4),
            incoming: discordSide(meta: 0x949BA4, link: 0x00A8FC), outgoing: discordSide(meta: 0x949BA4, link: 0x00A8FC),
            // Idle #2B2D31; mine #5865F2 @ 0.15 with a #5865F2 border and a #DEE0FC count [DC2].
            reactions: ReactionColors(fill: Color(rgb: 0x2B2D31), count: Color(rgb: 0xDBDEE1), mineFill: Color(rgb: 0x5865F2, alpha: 0.15),
                                      mineBorder: Color(rgb: 0x5865F2), mineCount: Color(rgb: 0xDEE0FC)),
            // The date separator's line: white @ 0.06 [E].
            serviceRule: Color(rgb: 0x3F4147),
            // Embeds #2B2D31 with the default #1E1F22 bar; files on the same surface [DC2, DC3].
            previews: BlockColors(fill: Color(rgb: 0x2B2D31), bar: Color(rgb: 0x1E1F22)), fileCards: BlockColors(fill: Color(rgb: 0x2B2D31), border: Color(rgb: 0x1E1F22)),
            // Role colour presets [DC3].
            authorPalette: [0x1ABC9C, 0x2ECC71, 0x3498DB, 0x9B59B6, 0xE91E63, 0xF1C40F, 0xE67E22, 0xE74C3C],
            // Mentions #C9CDFB on #5865F2 @ 0.3; inline code on the tertiary surface; blocks #2B2D31 with a #1E1F22
            // border [DC2, DC4].
            marks: MarkColors(mention: MarkColor(text: Color(rgb: 0xC9CDFB), fill: Color(rgb: 0x5865F2, alpha: 0.3)),
                              code: MarkColor(fill: Color(rgb: 0x1E1F22)),
                              codeBlock: MarkColor(fill: Color(rgb: 0x2B2D31), border: Color(rgb: 0x1E1F22)))))

    static func discordSide(meta: UInt32, link: UInt32) -> SideColors {
        // My reactions in blurple, whatever the theme [DC2].
        SideColors(meta: Color(rgb: meta), link: Color(rgb: link), accent: Color(rgb: 0x5865F2))
    }
}
