import Canvas
import Decorations
import TextLayout

extension Look {
    /// WhatsApp: green outgoing and white incoming bubbles on beige (light) or near-black (dark), the tail
    /// a wedge at the top corner of a run's first bubble, names inside, blue read ticks. LOOKS.md §2.
    /// WhatsApp Web's double check (`msg-dblcheck`) is 16 × 11 px beside its 11 px time; ChatCard's is 12.5 pt
    /// wide at an 11 pt time [E: WhatsApp Web's icon].
    private static let checkSize = 1.3

    static let whatsapp = Look(
        name: .whatsapp,
        // WhatsApp's system stack on Android is Roboto [W1]; the phone apps' body size (16, between Android's
        // 16 sp and iOS's 17 pt), its 11 pt times and a line of 21 [E]; WhatsApp Web writes 14.2 / 19 px.
        font: LookFont(family: "Roboto", size: 16, timeSize: 11 / 16, lineHeight: 21 / 16),
        // Radius 7.5, no joined corners, the 8 px wedge [W1, C]; insets 6 top, 8 bottom, 7–9 at the
        // sides (8 on both here); 2 px in a run, 10 px between runs [E].
        bubbles: LookBubbles(radius: 7.5, joinedRadius: 7.5, tail: .wedge, tailCorner: .top, tailWidth: 8,
                             insets: BubbleInsets(top: 6, bottom: 8, horizontal: 8), gapInRun: 2, gapBetweenRuns: 10,
                             shadowOffset: 1,
                             // Pictures sit 3 px inside the bubble, rounded a little less [E].
                             mediaInset: 3),
        names: LookNames(placement: .inside, insideSize: 13.5 / 16, insideWeight: .medium, color: .author),
        // In groups, level with a run's first bubble; no picture: a white head and shoulders on grey [W1; dark E].
        avatars: LookAvatars(diameter: 28 / 16, gap: 0.35, inGroups: true, placement: .firstBubble,
                             silhouette: AvatarSilhouette(light: (Color(rgb: 0xDFE5E7), .white), dark: (Color(rgb: 0x6A7175), Color(rgb: 0xCFD4D6)))),
        // A reply's quoted text in the meta grey (#667781, dark #8696A0) [W1].
        serviceRadius: 7.5, replies: LookReplies(quoteInMeta: true, mineAs: "You"), reactions: LookReactions(place: .bottomEdge, border: 2, grouping: .onePill(emoji: 3)),
        // The preview card above the text: picture, bold title, description, the domain in grey [E].
        previews: LookPreviews(aboveText: true, cardOrder: true),
        // An arrow and "Forwarded" in italics, the bubbles' icon grey, no source [W1].
        forwards: .mark(color: Color(rgb: 0x8696A0)),
        // A document: a page icon and the name in the text colour on a tinted box, "PDF • 237 KB" under it [E].
        files: LookFiles(titleInk: .text, kindInDetails: true, pageBadge: true),
        // A video's camera and duration at the picture's bottom left, level with the time [E].
        media: LookMedia(duration: .bottomLeading),
        // A voice note: the sender's avatar with a microphone, green until played, a grey triangle, grey bars [E].
        voice: LookVoice(player: .avatar(unheard: Color(rgb: 0x00A884))),
        // A poll: round check boxes, counts at the end of each option, green bars, "View votes" [E].
        polls: .checklist(bar: Color(rgb: 0x00A884)),
        // A contact: the name in the text colour, the number in grey, "Message" under a rule [E].
        contacts: .card(action: "Message"),
        // A call: the phone on a grey rounded square, "Voice call" and "5 min" [E].
        calls: .tile,
        // ```Monospace``` lines among the text, no box and no language label; hashtags are not links [E].
        codeBlocks: CodeBlockStyle(labelled: false, boxed: false, hashtags: .plain),
        editedWord: "Edited", statusMarks: StatusMarks(read: .doubleCheck, size: Self.checkSize),
        light: CardTheme(
            background: Color(rgb: 0xEFEAE2), outgoingFill: Color(rgb: 0xD9FDD3), outgoingText: Color(rgb: 0x111B21),
            incomingFill: .white, incomingText: Color(rgb: 0x111B21), primaryText: Color(rgb: 0x111B21), secondaryText: Color(rgb: 0x667781),
            separator: Color(rgb: 0xD1D7DB), accent: Color(rgb: 0x027EB5),
            serviceFill: .white, serviceText: Color(rgb: 0x54656F),
            incoming: SideColors(meta: Color(rgb: 0x667781), link: Color(rgb: 0x027EB5)),
            outgoing: SideColors(meta: Color(rgb: 0x667781), link: Color(rgb: 0x027EB5), tick: Color(rgb: 0x8696A0), readTick: Color(rgb: 0x53BDEB)),
            bubbleShadow: Color(rgb: 0x0B141A, alpha: 0.13),
            // The beige under a faint tile of doodles, a little darker [W1, E].
            wallpaper: Wallpaper(field: CornerGradient(Color(rgb: 0xEFEAE2)),
                                 pattern: whatsappDoodles.pattern(ink: .field(CornerGradient(Color(rgb: 0x000000)), opacity: 0.07))),
            // White pills ringed in the card's colour; mine a pale green [E].
            reactions: ReactionColors(fill: .white, border: Color(rgb: 0xEFEAE2), count: Color(rgb: 0x667781),
                                      mineFill: Color(rgb: 0xD9FDD3), mineBorder: Color(rgb: 0xEFEAE2), mineCount: Color(rgb: 0x667781)),
            // A grey inset without a bar [E: LOOKS.md §2]; a reply's the same grey with the author's bar [W1, C].
            previews: BlockColors(fill: Color(rgb: 0x0B141A, alpha: 0.05)), replies: BlockColors(fill: Color(rgb: 0x0B141A, alpha: 0.05), authorBar: true),
            fileCards: BlockColors(fill: Color(rgb: 0x0B141A, alpha: 0.05)),
            authorPalette: whatsappNames),
        dark: CardTheme(
            background: Color(rgb: 0x0B141A), outgoingFill: Color(rgb: 0x005C4B), outgoingText: Color(rgb: 0xE9EDEF),
            incomingFill: Color(rgb: 0x202C33), incomingText: Color(rgb: 0xE9EDEF), primaryText: Color(rgb: 0xE9EDEF),
            secondaryText: Color(rgb: 0x8696A0), separator: Color(rgb: 0x2A3942), accent: Color(rgb: 0x53BDEB),
            serviceFill: Color(rgb: 0x182229), serviceText: Color(rgb: 0x8696A0),
            incoming: SideColors(meta: Color(rgb: 0xFFFFFF, alpha: 0.6), link: Color(rgb: 0x53BDEB)),
            outgoing: SideColors(meta: Color(rgb: 0xFFFFFF, alpha: 0.6), link: Color(rgb: 0x53BDEB), tick: Color(rgb: 0xFFFFFF, alpha: 0.6),
                                 readTick: Color(rgb: 0x53BDEB)),
            bubbleShadow: Color(rgb: 0x000000, alpha: 0.3),
            // The dark tile: lighter doodles, very faint [W2, E].
            wallpaper: Wallpaper(field: CornerGradient(Color(rgb: 0x0B141A)),
                                 pattern: whatsappDoodles.pattern(ink: .field(CornerGradient(Color(rgb: 0xFFFFFF)), opacity: 0.05))),
            reactions: ReactionColors(fill: Color(rgb: 0x202C33), border: Color(rgb: 0x0B141A), count: Color(rgb: 0x8696A0),
                                      mineFill: Color(rgb: 0x005C4B), mineBorder: Color(rgb: 0x0B141A), mineCount: Color(rgb: 0xE9EDEF)),
            // A darker inset of the bubble's own colour, a reply's with the author's bar [E].
            previews: BlockColors(fill: Color(rgb: 0x000000, alpha: 0.15)), replies: BlockColors(fill: Color(rgb: 0x000000, alpha: 0.15), authorBar: true),
            fileCards: BlockColors(fill: Color(rgb: 0x000000, alpha: 0.15)),
            authorPalette: whatsappNames))

    /// WhatsApp's participant colours (the legacy palette clones reuse) [W4].
    static let whatsappNames: [UInt32] = [0x35CD96, 0x6BCBEF, 0xE542A3, 0x91AB01, 0xFFA97A, 0x1F7AEC, 0xDFB610, 0x029D00, 0x8B7ADD,
                                          0xFE7C7F, 0xBA33DC, 0x59D368, 0xB04632, 0xFD85D4, 0x8393CA, 0xFF8F2C, 0x3BDEC3, 0xB4876E, 0xC90379]

    /// Smaller, denser doodles than Telegram's (14–19 pt, 25 pt apart) and its own set of things, as
    /// WhatsApp's chat tile draws them [E].
    static let whatsappDoodles = DoodleTile(side: 200, cells: 8, glyphShare: 0.55...0.75, maxTurn: 0.6, lineWidth: 1.1, seed: 0x3A7C_11B5,
                                            glyphs: [.cup, .note, .smile, .envelope, .cloud, .balloon, .heart, .speech, .leaf, .sparkle])
}
