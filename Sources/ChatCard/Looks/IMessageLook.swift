import Canvas
import Decorations
import TextLayout

extension Look {
    /// iMessage (iOS Messages): blue outgoing and grey incoming bubbles, every corner round within a run
    /// and the tail on its last bubble, no time in the bubbles (centred times after a pause, "Delivered" /
    /// "Read" under my last message), names above in grey. LOOKS.md §3; its layout numbers are estimates.
    static let imessage = Look(
        name: .imessage,
        font: LookFont(family: "Inter", size: 17, timeSize: 11.0 / 17, lineHeight: 22.0 / 17),
        // Radius ≈ 18 with no joined corners; insets 7 and 13 (MessageKit's 14 less the tail's room is
        // what ChatCard's 12 was); 2 pt in a run, 10 pt before a new sender [E].
        bubbles: LookBubbles(radius: 18, joinedRadius: 18, tail: .curved, tailCorner: .bottom, tailWidth: 7,
                             insets: BubbleInsets(top: 7, bottom: 7, horizontal: 13), gapInRun: 2, gapBetweenRuns: 10),
        names: LookNames(placement: .above, insideSize: 11.5 / 17, insideWeight: .regular, aboveSize: 11.5 / 17, color: .secondary),
        // Contacts without a photo: white initials on iOS's grey monogram gradient [E].
        avatars: LookAvatars(diameter: 29.0 / 17, gap: 0.35, inGroups: true,
                             monogram: AvatarMonogram(light: (Color(rgb: 0xA5ABB8), Color(rgb: 0x858994)),
                                                      dark: (Color(rgb: 0x8E8E93), Color(rgb: 0x636366)))),
        serviceRadius: nil,
        // About three quarters of the screen [E: I4].
        // A picture and its caption go as two bubbles, the picture bare above [E].
        layout: .bubbles(BubbleRuns(textShare: 0.75, captionsApart: true)),
        // An inline reply: the answered message faded above, a line down to the reply [E].
        replies: LookReplies(style: .quotedBubble),
        // Tapbacks: round, stacked each over the one before [E].
        reactions: LookReactions(place: .topCorner, border: 2, grouping: .perEmojiUncounted, stacked: true),
        // A rich link: the picture on top, then a band with the title bold and the domain in grey, no bar [E].
        previews: LookPreviews(cardOrder: true),
        // Messages has no forward label: the source in a small grey caption above the bubble, as its names are.
        forwards: .caption,
        // A file's name in the text colour, as Messages writes it [E].
        files: LookFiles(titleInk: .text),
        // An audio message: a bare triangle, bars in the text colour and the duration after them [E].
        voice: LookVoice(player: .bare),
        // Messages has no markup: code, hashtags and mentions are plain text [E].
        codeBlocks: CodeBlockStyle(labelled: false, markup: false, hashtags: .plain, mentions: .plain),
        // A pause of 15 minutes brings a new time header [E].
        times: .headers(pause: 15),
        // "Edited" under the bubble in blue, as iOS 16 writes it [E].
        fields: [.sms], editedWord: "Edited", edits: .belowBubble,
        light: CardTheme(
            background: .white, outgoingFill: Color(rgb: 0x007AFF), outgoingText: .white,
            incomingFill: Color(rgb: 0xE9E9EB), incomingText: .black, primaryText: .black, secondaryText: Color(rgb: 0x8A8A8E),
            separator: Color(rgb: 0xC6C6C8), accent: Color(rgb: 0x007AFF),
            serviceFill: .white, serviceText: Color(rgb: 0x8A8A8E),
            incoming: SideColors(link: Color(rgb: 0x007AFF)),
            outgoing: SideColors(link: .white),
            // Tapbacks: grey, mine blue, ringed in the card's white [E].
            reactions: ReactionColors(fill: Color(rgb: 0xE9E9EB), border: .white, count: Color(rgb: 0x8A8A8E),
                                      mineFill: Color(rgb: 0x007AFF), mineBorder: .white, mineCount: .white),
            // An SMS: system green [I1].
            smsFill: Color(rgb: 0x34C759),
            // A rich link's band: a shade darker than the bubble, without a bar [E].
            previews: BlockColors(fill: Color(rgb: 0x000000, alpha: 0.06)), authorPalette: Look.chatcard.light.authorPalette),
        dark: CardTheme(
            background: .black, outgoingFill: Color(rgb: 0x0A84FF), outgoingText: .white,
            incomingFill: Color(rgb: 0x262628), incomingText: .white, primaryText: .white, secondaryText: Color(rgb: 0x8D8D93),
            separator: Color(rgb: 0x38383A), accent: Color(rgb: 0x0A84FF),
            serviceFill: .black, serviceText: Color(rgb: 0x8D8D93),
            incoming: SideColors(link: Color(rgb: 0x0A84FF)),
            outgoing: SideColors(link: .white),
            // A step lighter than the incoming bubble (system grey 4), so a tapback stands off it [E].
            reactions: ReactionColors(fill: Color(rgb: 0x3A3A3C), border: .black, count: Color(rgb: 0x8D8D93),
                                      mineFill: Color(rgb: 0x0A84FF), mineBorder: .black, mineCount: .white),
            smsFill: Color(rgb: 0x30D158), previews: BlockColors(fill: Color(rgb: 0xFFFFFF, alpha: 0.08)), authorPalette: Look.chatcard.dark.authorPalette))
}
