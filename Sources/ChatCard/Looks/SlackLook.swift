import Canvas
import Decorations
import TextLayout

extension Look {
    /// Slack: flat rows on white, 36 px rounded-square avatars, names in Lato Black in the text colour,
    /// grey times. LOOKS.md §5 (light); the dark theme's colours are estimates of Slack's dark mode.
    /// Slack's 24 px reaction pill against ChatCard's chip at Slack's 15 px.
    private static let slackChipScale = 24.0 / (23.3 * 15 / 17)

    static let slack = Look(
        name: .slack,
        font: LookFont(family: "Lato", size: 15, timeSize: 12.0 / 15, lineHeight: 22.0 / 15),
        // 4 px above and below each message; a group's 8 px of padding above and below it, so about 16 px
        // from one group's last line box to the next header's (15 here) [S3, E]. Pictures start in the text
        // column, 4 px under the header's line, rounded 8 px (the radius less that inset) [E].
        bubbles: LookBubbles(radius: 12, joinedRadius: 12, tail: .none, tailCorner: .bottom, tailWidth: 0,
                             insets: BubbleInsets(top: 4, bottom: 4, horizontal: 4), gapInRun: 0, gapBetweenRuns: 15,
                             mediaInset: 4),
        names: LookNames(placement: .above, insideSize: 1, insideWeight: .black, color: .text),
        // 36 px, 8 px from the text column (64 px in with Slack's 20 px padding); radius 6, between the
        // 4 px of older clients and the rounder newer ones [S2, S3, E].
        avatars: LookAvatars(diameter: 36.0 / 15, gap: 8.0 / 15, cornerRadius: 6.0 / 15),
        // The date divider: a round pill with a 1 px #DDDDDD border, 13 px bold [E].
        serviceRadius: nil, serviceLabel: ServiceLabel(size: 13.0 / 15, weight: .bold),
        // Slack does not publish its grouping window: 5 minutes [E].
        layout: .rows(LookRows(groupWindow: 5, nameSize: 1, nameWeight: .black, timeSize: 12.0 / 15, timeGap: 0.3, headerGap: 0,
                               avatarDrop: 2.0 / 15)),
        // No inline replies in Slack: a thread's reply sent to the channel says "replied to a thread:" above it [S].
        replies: LookReplies(style: .threadLine),
        // Pills ≈ 24 px high (ChatCard's are 23.3 pt at 17 pt), a 16 px emoji and an 11.5 px bold count [S1].
        reactions: LookReactions(scale: Self.slackChipScale, countSize: 11.5 / (15 * Self.slackChipScale), countWeight: .bold),
        // Unfurls: the site bold in the text colour, the title bold in the link colour, the text at body size [E].
        previews: LookPreviews(textSize: 1, site: PreviewLine(ink: .text, weight: .bold), title: PreviewLine(ink: .link, weight: .bold)),
        // A forward as a shared message: a 4 px #DDDDDD bar, the source's 20 px avatar and bold name, then
        // the message, 12 px in from the bar [E: LOOKS.md §5].
        forwards: .card(ForwardCard(top: .source(avatar: 20.0 / 15), barWidth: 4.0 / 15, indent: 16.0 / 15)),
        // A file card's name in the text colour [E].
        files: LookFiles(titleInk: .text),
        // A call (a huddle) leads with its glyph in a disc, as a file does [E].
        calls: .badge,
        // Code blocks across the column, no language label [S2].
        codeBlocks: CodeBlockStyle(fillsColumn: true, labelled: false),
        // Emoji sent alone: "jumbomoji", 32 px [S2].
        bigEmoji: [32.0 / 15],
        threads: LookThreads(avatar: 24.0 / 15, textSize: 13.0 / 15, gap: 0.3, topGap: 4.0 / 15),
        fields: [.thread], editedWord: "(edited)", statusMarks: nil,
        light: CardTheme(
            background: .white, outgoingFill: .clear, outgoingText: Color(rgb: 0x1D1C1D),
            incomingFill: .clear, incomingText: Color(rgb: 0x1D1C1D), primaryText: Color(rgb: 0x1D1C1D), secondaryText: Color(rgb: 0x616061),
            separator: Color(rgb: 0xDDDDDD), accent: Color(rgb: 0x1264A3),
            serviceFill: .white, serviceText: Color(rgb: 0x1D1C1D), serviceBorder: Color(rgb: 0xDDDDDD),
            incoming: SideColors(meta: Color(rgb: 0x616061), link: Color(rgb: 0x1264A3)),
            outgoing: SideColors(meta: Color(rgb: 0x616061), link: Color(rgb: 0x1264A3)),
            // #F8F8F8 with a #DDDDDD border; mine #E8F5FA with a #1D9BD1 border and a #1264A3 count [S1, S2].
            reactions: ReactionColors(fill: Color(rgb: 0xF8F8F8), border: Color(rgb: 0xDDDDDD), count: Color(rgb: 0x1D1C1D),
                                      mineFill: Color(rgb: 0xE8F5FA), mineBorder: Color(rgb: 0x1D9BD1), mineCount: Color(rgb: 0x1264A3)),
            serviceRule: Color(rgb: 0xDDDDDD),
            // Unfurls and quotes: a 4 px grey bar and no fill [S2, E].
            previews: BlockColors(fill: .clear, bar: Color(rgb: 0xDDDDDD)), replies: BlockColors(fill: .clear, bar: Color(rgb: 0xDDDDDD)),
            // Files on a white card with a 1 px border [E].
            fileCards: BlockColors(fill: .white, border: Color(rgb: 0xDDDDDD)),
            authorPalette: Look.chatcard.light.authorPalette,
            // Mentions #1264A3 on #1D9BD1 @ 0.1; inline code #E01E5A on #F8F8F8 with a #DDDDDD border; blocks the
            // same without the red [S1, S2].
            marks: MarkColors(mention: MarkColor(text: Color(rgb: 0x1264A3), fill: Color(rgb: 0x1D9BD1, alpha: 0.1)),
                              code: MarkColor(text: Color(rgb: 0xE01E5A), fill: Color(rgb: 0xF8F8F8), border: Color(rgb: 0xDDDDDD)),
                              codeBlock: MarkColor(fill: Color(rgb: 0xF8F8F8), border: Color(rgb: 0xDDDDDD)))),
        dark: CardTheme(
            background: Color(rgb: 0x1A1D21), outgoingFill: .clear, outgoingText: Color(rgb: 0xD1D2D3),
            incomingFill: .clear, incomingText: Color(rgb: 0xD1D2D3), primaryText: Color(rgb: 0xD1D2D3), secondaryText: Color(rgb: 0xABABAD),
            separator: Color(rgb: 0x35373B), accent: Color(rgb: 0x1D9BD1),
            serviceFill: Color(rgb: 0x1A1D21), serviceText: Color(rgb: 0xD1D2D3), serviceBorder: Color(rgb: 0x35373B),
            incoming: SideColors(meta: Color(rgb: 0xABABAD), link: Color(rgb: 0x1D9BD1)),
            outgoing: SideColors(meta: Color(rgb: 0xABABAD), link: Color(rgb: 0x1D9BD1)),
            reactions: ReactionColors(fill: Color(rgb: 0x222529), border: Color(rgb: 0x35373B), count: Color(rgb: 0xD1D2D3),
                                      mineFill: Color(rgb: 0x1D9BD1, alpha: 0.2), mineBorder: Color(rgb: 0x1D9BD1), mineCount: Color(rgb: 0x1D9BD1)),
            serviceRule: Color(rgb: 0x35373B),
            previews: BlockColors(fill: .clear, bar: Color(rgb: 0x4F5259)), replies: BlockColors(fill: .clear, bar: Color(rgb: 0x4F5259)),
            fileCards: BlockColors(fill: Color(rgb: 0x1A1D21), border: Color(rgb: 0x35373B)),
            authorPalette: Look.chatcard.light.authorPalette,
            // Estimated from Slack's dark mode: mentions in its blue, inline code orange (#E8912D) [E].
            marks: MarkColors(mention: MarkColor(text: Color(rgb: 0x1D9BD1), fill: Color(rgb: 0x1D9BD1, alpha: 0.15)),
                              code: MarkColor(text: Color(rgb: 0xE8912D), fill: Color(rgb: 0x222529), border: Color(rgb: 0x35373B)),
                              codeBlock: MarkColor(fill: Color(rgb: 0x222529), border: Color(rgb: 0x35373B)))))
}
