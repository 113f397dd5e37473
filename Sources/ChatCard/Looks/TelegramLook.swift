import Canvas
import Decorations
import TextLayout

extension Look {
    /// Telegram iOS: Day Classic (light: green outgoing bubbles on the four-colour wallpaper) and Night
    /// (dark), names inside the first bubble of a run, the tail at the bottom of the last. LOOKS.md §1.
    static let telegram = Look(
        name: .telegram,
        font: LookFont(family: "Inter", size: 17, timeSize: 11.0 / 17),
        // Radius 16, joined 8, insets 6/11 [S: T3–T5]. The hook is ChatCard's curved tail at 6 pt
        // (Telegram's own hook is close at card sizes). Between runs 8 pt [E].
        bubbles: LookBubbles(radius: 16, joinedRadius: 8, tail: .curved, tailCorner: .bottom, tailWidth: 6,
                             insets: BubbleInsets(top: 6, bottom: 6, horizontal: 11), gapInRun: 2, gapBetweenRuns: 8,
                             mediaInset: 2),
        // An admin's title at the far end of the name's line, in the meta colour [T: Telegram-iOS].
        names: LookNames(placement: .inside, insideSize: 14.0 / 17, insideWeight: .semibold, color: .author, tagAtEnd: true),
        // Default avatars: white initials on the peer colour's gradient, lighter at the top [S: Telegram iOS
        // AvatarNode's gradientColors, in peer-colour order: red, orange, violet, green, cyan, blue, pink].
        avatars: LookAvatars(diameter: 37.0 / 17, gap: 0.35, palette: Self.telegramAvatarGradients.map(\.bottom), inGroups: true,
                             gradients: Self.telegramAvatarGradients),
        serviceRadius: nil,
        // Width − 36 pt of a 390 pt screen [S: T4]; a pause of more than 10 minutes starts a new run.
        layout: .bubbles(BubbleRuns(textShare: 0.95, runWindow: 10)),
        replies: LookReplies(ownInAccent: true),
        // Chips 30 pt high with a 20 pt emoji at 17 pt [S: T8].
        reactions: LookReactions(scale: 30.0 / 23.3),
        // Pre blocks as quotes: the accent's bar and tint, the language above the code in the accent [D4, E].
        // Inline code in monospace in the accent, no tint [T6, E].
        codeBlocks: CodeBlockStyle(striped: true, inlineInAccent: true),
        // A clock until the server has it, one check delivered, two read [S: T7].
        statusMarks: StatusMarks(sent: .clock, delivered: .check, read: .doubleCheck),
        light: CardTheme(
            // The wallpaper's average, for what is judged against the card.
            background: Color(rgb: 0xA9C495), outgoingFill: Color(rgb: 0xE1FFC7), outgoingText: .black,
            incomingFill: .white, incomingText: .black, primaryText: .black, secondaryText: Color(rgb: 0x3F5A37),
            separator: Color(rgb: 0x000000, alpha: 0.2), accent: Color(rgb: 0x007AFF),
            // Black @ 0.2 over a blurred backdrop in the app; without the blur the doodles show through,
            // so a little darker here (white text 3.7:1 on the wallpaper's middle) [S: T1, E].
            serviceFill: Color(rgb: 0x000000, alpha: 0.3), serviceText: .white,
            incoming: SideColors(meta: Color(rgb: 0x525252, alpha: 0.6), link: Color(rgb: 0x004BAD), accent: Color(rgb: 0x007AFF)),
            outgoing: SideColors(meta: Color(rgb: 0x008C09, alpha: 0.8), link: Color(rgb: 0x004BAD), accent: Color(rgb: 0x00A700),
                                 tick: Color(rgb: 0x19C700), readTick: Color(rgb: 0x19C700)),
            bubbleOutline: Color(rgb: 0x000000, alpha: 0.2),
            // The four points of Telegram's gradient at the card's corners, its doodles in soft light at
            // intensity 50 [S: T1].
            wallpaper: Wallpaper(field: CornerGradient(topLeft: Color(rgb: 0xDBDDBB), topRight: Color(rgb: 0x6BA587),
                                                       bottomLeft: Color(rgb: 0xD5D88D), bottomRight: Color(rgb: 0x88B884)),
                                 pattern: telegramDoodles.pattern(ink: .softLight(strength: 0.5))),
            // Telegram's peer colours, id % 7 [S: T11].
            authorPalette: [0xCC5049, 0xD67722, 0x955CDB, 0x40A920, 0x309EBA, 0x368AD1, 0xC7508B]),
        dark: CardTheme(
            // Night: black; incoming #1D1D1D @ 0.9 over it; outgoing fill: the gradient's middle, for contrast [S: T2].
            background: .black, outgoingFill: Color(rgb: 0x2F9BFC), outgoingText: .white,
            incomingFill: Color(rgb: 0x1A1A1A), incomingText: .white, primaryText: .white, secondaryText: Color(rgb: 0x8D8E93),
            separator: Color(rgb: 0x262628), accent: .white,
            serviceFill: Color(rgb: 0x1F1F1F), serviceText: .white,
            incoming: SideColors(meta: Color(rgb: 0xFFFFFF, alpha: 0.5), link: .white, accent: .white),
            outgoing: SideColors(meta: Color(rgb: 0xFFFFFF, alpha: 0.5), link: .white, accent: .white, tick: .white, readTick: .white),
            // The newest Night: black, the doodles showing a four-colour gradient at intensity −34 [S: T2].
            wallpaper: Wallpaper(field: CornerGradient(.black), pattern: telegramDoodles.pattern(ink: .field(
                CornerGradient(topLeft: Color(rgb: 0x598BF6), topRight: Color(rgb: 0x7A5EEF),
                               bottomLeft: Color(rgb: 0xD67CFF), bottomRight: Color(rgb: 0xF38B58)), opacity: 0.34))),
            // Screen-space, over the card's height [S: T2, T14].
            outgoingGradient: [Color(rgb: 0x61BCF9), Color(rgb: 0x007AFF)],
            // The lighter variants Telegram's server sends for dark themes, same hues [E].
            authorPalette: [0xFF7A6B, 0xFFA351, 0xC08CFF, 0x6ED66E, 0x4FD2E8, 0x6BB4FF, 0xFF7EB6]))

    /// Default avatars' gradients by peer colour, each with the name colours of that hue (light, dark) that a
    /// card's `people` may give (the importers give Telegram's by user id).
    static let telegramAvatarGradients = [
        AvatarGradient(top: 0xFF885E, bottom: 0xFF516A, names: [0xCC5049, 0xFF7A6B]),
        AvatarGradient(top: 0xFFCD6A, bottom: 0xFFA85C, names: [0xD67722, 0xFFA351]),
        AvatarGradient(top: 0x82B1FF, bottom: 0x665FFF, names: [0x955CDB, 0xC08CFF]),
        AvatarGradient(top: 0xA0DE7E, bottom: 0x54CB68, names: [0x40A920, 0x6ED66E]),
        AvatarGradient(top: 0x00FCFD, bottom: 0x4ACCCD, names: [0x309EBA, 0x4FD2E8]),
        AvatarGradient(top: 0x72D5FD, bottom: 0x2A9EF1, names: [0x368AD1, 0x6BB4FF]),
        AvatarGradient(top: 0xE0A2F3, bottom: 0xD669ED, names: [0xC7508B, 0xFF7EB6]),
    ]

    /// Doodles of 22–30 pt on a 40 pt brick-bond grid, as dense as Telegram's default pattern on a phone [E].
    static let telegramDoodles = DoodleTile(side: 240, cells: 6, glyphShare: 0.55...0.75, maxTurn: 0.45, lineWidth: 1.3, seed: 0x7E1E_6A4D,
                                            glyphs: [.star, .heart, .moon, .plane, .flower, .planet, .sparkle, .note, .bolt, .cloud, .balloon, .smile])
}
