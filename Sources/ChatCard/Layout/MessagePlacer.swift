import Canvas
import Decorations

/// Places a card's conversation messages (bubbles, stickers, big emoji, round videos) in the look's
/// layout. The card's layout picks one placer from `Look.layout` (`placer(for:messages:)`) and asks it
/// whatever depends on the layout; nothing else asks which layout a card is in.
protocol MessagePlacer: Sendable {
    /// Minutes between two clock times that end a run; nil: time never does.
    var runWindow: Int? { get }
    /// Mine on the trailing side and theirs on the leading one (bubbles); false: every message leading.
    var sidesBySender: Bool { get }
    /// A right-to-left card is laid out mirrored (bubbles: the apps mirror their UI); false: rows stay left
    /// to right, as Discord and Slack have no right-to-left UI, and only text keeps its own direction.
    var mirrorsRightToLeft: Bool { get }
    /// Text's share of the content width.
    var textShare: Double { get }
    /// A short bubble is widened to a circle at least (bubbles); false: as wide as its content.
    var roundsShortMessages: Bool { get }
    /// Times and statuses go in the groups' headers, not in the messages.
    var timesInHeaders: Bool { get }
    /// A bubble that would vanish into the card gets a hairline (rows have no bubble to outline).
    var outlinesFaintBubbles: Bool { get }
    /// A message keeps its text's half-leading above and below, as a web page's line boxes do (rows: two
    /// messages stand further apart than two lines of one); bubbles' insets are the apps' own.
    var keepsLeading: Bool { get }
    /// Every message moves over by the avatar column, whoever wrote it.
    var avatarColumnForAll: Bool { get }
    /// A reply is drawn above its message's group, not in the message.
    var repliesAbove: Bool { get }
    /// A file, a voice note, a picture or another kind's block above the message's text (bubbles: the text is
    /// its caption) or below it (rows: Discord and Slack write first, attach after).
    var kindsAboveText: Bool { get }
    /// The meta row ("(edited)") right after the last word (rows), or in the column's trailing corner (bubbles).
    var metaFollowsText: Bool { get }
    /// Reactions may hang on a bubble's edge or corner when the look puts them there (bubbles); rows have no
    /// edge to hang them on and keep them inside.
    var hangsReactions: Bool { get }
    /// Whether a kind with no bubble around it stands on a card of its own (a poll in the rows).
    var boxesKinds: Bool { get }
    /// Captions may go outside a message: "Edited" under it, "Forwarded from" above it, where the look puts them
    /// there (bubbles; rows keep them in the message).
    var captionsOutside: Bool { get }

    /// Whether message `i` starts a group: the gap between runs comes before it and its author is named.
    /// `joinsPrevious`: it is in the same run as the message before (`CardLayoutBuilder.sameRun`).
    func startsGroup(_ i: Int, joinsPrevious: Bool) -> Bool

    /// Places message `i` at `top` with whatever goes around it (name, avatar, header, chips); returns the
    /// bottom.
    func place(_ i: Int, joinsPrevious: Bool, joinsNext: Bool, at top: Double, into elements: inout [any CardElement],
               by builder: CardLayoutBuilder) throws(RenderError) -> Double
}

extension LookLayout {
    /// The placer of this layout for a card of `messages`.
    func placer(replies: LookReplies, calls: CallGlyph, messages: [MessageSpec]) -> any MessagePlacer {
        switch self {
        case .bubbles(let runs):
            if case .quotedBubble = replies.style { BubblePlacer(runs: runs, quotesAbove: true) } else { BubblePlacer(runs: runs, quotesAbove: false) }
        case .rows(let rows): RowPlacer(rows: rows, replies: replies, systemCalls: calls == .systemRow, messages: messages)
        }
    }
}

extension CardLayoutBuilder {
    /// What message `m` is drawn as: a sticker, a kind that stands bare (a round video, a dice) or big emoji without a bubble, else a bubble.
    func messageElement(_ m: MessageSpec, run: GroupPosition, shape: GroupPosition) throws(RenderError) -> any SideElement {
        if let sticker = m.sticker { return try stickerElement(m, sticker) }
        if let bare = try m.attachment?.drawing?.bareElement(of: m, by: self) { return bare }
        return BigEmoji.applies(to: m) ? bigEmojiElement(m) : try bubbleElement(m, run: run, shape: shape)
    }
}
