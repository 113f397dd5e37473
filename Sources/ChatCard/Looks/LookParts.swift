import Canvas
import TextLayout

/// The look's style for each part that looks draw differently: a new look picks one value per part.

/// How a reply quotes the message it answers.
package struct LookReplies: Sendable {
    package var style = ReplyStyle.block
    /// A reply header in my bubble takes my side's accent (Telegram), not the quoted author's colour.
    package var ownInAccent = false
    /// The quoted text in the bubble's meta grey (WhatsApp), not its text colour.
    package var quoteInMeta = false
    /// What a quote of one of my messages names its author ("You" in WhatsApp); nil: the name as given.
    package var mineAs: String?

    package init(style: ReplyStyle = .block, ownInAccent: Bool = false, quoteInMeta: Bool = false, mineAs: String? = nil) {
        (self.style, self.ownInAccent, self.quoteInMeta, self.mineAs) = (style, ownInAccent, quoteInMeta, mineAs)
    }
}

package enum ReplyStyle: Sendable {
    /// A tinted block at the top of the message: a bar, the quoted author and one line of their text.
    case block
    /// Discord's: a curved line from above the avatar to a mini avatar, the name and one line, above the
    /// group's header (the rows layout; a bubble draws a block instead).
    case connector(ReplyConnectorStyle)
    /// iMessage's: the answered message as a small faded bubble above the reply, on its author's side, a thin
    /// curved line from it to the reply (the bubbles layout; rows draw a block instead).
    case quotedBubble
    /// Slack's: "replied to Maya's thread: nice!" on one line above the text, the answered text in the link colour;
    /// a partial quote or a reply with a picture keeps the block (Slack's blockquote).
    case threadLine
}

/// The connector's line width and corner radius, the mini avatar's side, the text's size, the gap after
/// the mini avatar and below the connector (ems).
package struct ReplyConnectorStyle: Sendable {
    package var spineWidth: Double
    package var spineRadius: Double
    package var avatar: Double
    package var textSize: Double
    package var avatarGap: Double
    package var gapBelow: Double
}

/// How a forwarded message says so.
package enum ForwardStyle: Sendable {
    /// "Forwarded from NAME" in the accent, the name semibold (Telegram).
    case fromSource
    /// A forward arrow and "Forwarded" in italics, in `color` (or as near it as reads on the bubble), without
    /// the source (WhatsApp).
    case mark(color: Color)
    /// What was forwarded inside a bar at the leading side, as a shared message (Slack, Discord).
    case card(ForwardCard)
    /// "Forwarded from NAME" above the bubble, outside it, in the secondary grey at the time's size (iMessage,
    /// which has no forward label: its small grey captions are the nearest it has). Rows, which have no
    /// caption outside a message, write it as `fromSource` does.
    case caption
}

/// A forward drawn as a card: a bar in the theme's separator colour beside what was forwarded, the source
/// above it (Slack: a small avatar and the name in bold) or the forward mark above and the source under it
/// in the meta colour (Discord). Sizes in ems.
package struct ForwardCard: Sendable {
    package enum Top: Sendable {
        /// The source's avatar, `avatar` ems, and its name in bold.
        case source(avatar: Double)
        /// An arrow and "Forwarded" in italics in `color`; the source under the content.
        case mark(color: Color)
    }
    package var top: Top
    package var barWidth: Double
    /// From the bar's outer edge to the content.
    package var indent: Double

    package init(top: Top, barWidth: Double, indent: Double) { (self.top, self.barWidth, self.indent) = (top, barWidth, indent) }
}

/// Where a look puts a message's reaction chips, and their shape.
package struct LookReactions: Sendable {
    package var place = ReactionPlace.inside
    /// Corner radius in ems; nil: capsules.
    package var radius: Double?
    /// A bordered chip's border in points (WhatsApp's ring is 2).
    package var border = 1.0
    /// Size against ChatCard's chips (23.3 pt high with a 15.3 pt emoji at 17 pt).
    package var scale = 1.0
    /// A chip per emoji with its count, or the app's own summary.
    package var grouping = ReactionGrouping.perEmoji
    /// Round chips, each overlapping the one before (iMessage's stacked tapbacks), instead of a row apart.
    package var stacked = false
    /// The count's size in the chip's ems (nil: the part's own) and its weight.
    package var countSize: Double?
    package var countWeight = FontWeight.semibold

    package init(place: ReactionPlace = .inside, radius: Double? = nil, border: Double = 1, scale: Double = 1,
                 grouping: ReactionGrouping = .perEmoji, stacked: Bool = false, countSize: Double? = nil, countWeight: FontWeight = .semibold) {
        (self.place, self.radius, self.border, self.scale, self.grouping, self.stacked) = (place, radius, border, scale, grouping, stacked)
        (self.countSize, self.countWeight) = (countSize, countWeight)
    }
}

/// How a message's reactions become chips.
package enum ReactionGrouping: Sendable {
    /// A chip per emoji with how many chose it, mine in the accent (Telegram, Discord, Slack).
    case perEmoji
    /// A chip per emoji, no counts, mine marked (iMessage's tapbacks: mine blue).
    case perEmojiUncounted
    /// One pill: the most chosen emoji, at most `emoji` of them, and how many reacted in all when more
    /// than one did; nothing marked as mine (WhatsApp).
    case onePill(emoji: Int)

    /// The chips `reactions` make.
    func chips(_ reactions: [ReactionSpec]) -> [ReactionSpec] {
        switch self {
        case .perEmoji: return reactions
        case .perEmojiUncounted: return reactions.map { ReactionSpec(emoji: $0.emoji, mine: $0.mine) }
        case .onePill(let most):
            guard !reactions.isEmpty else { return [] }
            let people = { (r: ReactionSpec) in r.count ?? 1 }
            // The most chosen first; a tie keeps the message's order.
            let ranked = reactions.enumerated().sorted { (people($0.element), -$0.offset) > (people($1.element), -$1.offset) }.map(\.element)
            let total = reactions.reduce(0) { $0 + people($1) }
            return [ReactionSpec(emoji: ranked.prefix(most).map(\.emoji).joined(), count: total > 1 ? total : nil)]
        }
    }
}

package enum ReactionPlace: Sendable {
    /// A row inside the bubble, the time beside its last chip.
    case inside
    /// Hanging over the bubble's bottom edge near the sender's side (WhatsApp).
    case bottomEdge
    /// On the bubble's top outer corner, with a tail of two dots towards it (iMessage's tapbacks).
    case topCorner

    var isOnEdge: Bool { self != .inside }
}

/// A thread's line under a message: its repliers' avatars (side in ems), the text's size (ems), the gap
/// between its pieces and above it (ems).
package struct LookThreads: Sendable {
    package var avatar: Double
    package var textSize: Double
    package var gap: Double
    package var topGap: Double
}

/// A link preview's place and order: below the text, the site's name first in the accent and a large
/// picture last (Telegram); or above the text as a card, a large picture first and the domain last in grey
/// (WhatsApp).
package struct LookPreviews: Sendable {
    package var aboveText = false
    package var cardOrder = false
    /// The lines' size in ems of the body (Telegram's 14 at 17), and how the site's and the title's lines are
    /// inked (the site's line: not in the card order, which ends with the domain in grey).
    package var textSize = 14.0 / 17
    package var site = PreviewLine(ink: .accent, weight: .semibold)
    package var title = PreviewLine(ink: .text, weight: .semibold)

    package init(aboveText: Bool = false, cardOrder: Bool = false, textSize: Double = 14.0 / 17,
                 site: PreviewLine = PreviewLine(ink: .accent, weight: .semibold), title: PreviewLine = PreviewLine(ink: .text, weight: .semibold)) {
        (self.aboveText, self.cardOrder, self.textSize, self.site, self.title) = (aboveText, cardOrder, textSize, site, title)
    }
}

/// One line of a link preview: its colour among the bubble's, its weight, its size against the preview's text.
package struct PreviewLine: Sendable {
    package enum Ink: Sendable { case accent, link, text, meta }
    package var ink: Ink
    package var weight: FontWeight
    package var size = 1.0
}

/// A pre block: fitted to its code under its language's label (Telegram), or across the message's column
/// without a label (Discord, Slack).
package struct CodeBlockStyle: Sendable {
    package var fillsColumn = false
    package var labelled = true
    /// A quote's accent bar at the leading edge and the accent's tint (Telegram), not the marks' code fill.
    package var striped = false
    /// A pre block on its block; false: its lines in monospace among the text (WhatsApp's ```).
    package var boxed = true
    /// Code spans and pre blocks in monospace; false: body text, as an app without markup shows them (Messages).
    package var markup = true
    /// Inline code in the bubble's accent without a tint (Telegram), where the theme gives no code mark.
    package var inlineInAccent = false
    /// How `#hashtags` and `@mentions` are written.
    package var hashtags = TagStyle.link
    package var mentions = TagStyle.mention

    /// A tag as a link (the accent), as a mention (the look's mention mark: Discord's channel pill), or as the
    /// text around it (an app that links neither).
    package enum TagStyle: Sendable { case link, mention, plain }

    package init(fillsColumn: Bool = false, labelled: Bool = true, striped: Bool = false, boxed: Bool = true, markup: Bool = true,
                 inlineInAccent: Bool = false, hashtags: TagStyle = .link, mentions: TagStyle = .mention) {
        (self.fillsColumn, self.labelled, self.striped, self.boxed) = (fillsColumn, labelled, striped, boxed)
        (self.markup, self.inlineInAccent, self.hashtags, self.mentions) = (markup, inlineInAccent, hashtags, mentions)
    }
}

/// A service pill's text.
package struct ServiceLabel: Sendable {
    package var size = PartProportions.serviceSize
    package var weight = FontWeight.regular

    package init(size: Double = PartProportions.serviceSize, weight: FontWeight = .regular) { (self.size, self.weight) = (size, weight) }
}

/// Where an edited message's word goes.
package enum EditedPlace: Sendable { case inMeta, belowBubble }

/// Where a call's row draws its phone or camera: at the trailing edge, in a disc before the lines, or WhatsApp's:
/// on a tinted rounded square before "Voice call" and its length ("Tap to call back" when missed), without an arrow;
/// or Discord's system row (rows only): a phone in the avatar column and "Maya started a call that lasted 5 minutes."
package enum CallGlyph: Sendable { case trailing, badge, tile, systemRow }

/// A file's row: its name's ink, whether its details name its kind ("PDF • 237 KB", WhatsApp) or give the
/// size alone (Telegram), and its badge a disc or a page (a rounded square).
/// How a video or a GIF says what it is: a badge with the duration (or "GIF") in the picture's top leading
/// corner (Telegram), or at its bottom leading corner on the time's line, a video's with a camera before it
/// (WhatsApp).
package struct LookMedia: Sendable {
    package enum DurationPlace: Sendable { case topLeading, bottomLeading }
    package var duration = DurationPlace.topLeading

    package init(duration: DurationPlace = .topLeading) { self.duration = duration }
}

/// How a voice note is drawn: Telegram's play disc in the accent beside accent bars on a baseline; WhatsApp's
/// player: the sender's avatar with a microphone, a bare play triangle in the meta grey, grey bars about their middle
/// line from a scrubber dot; or Messages': a bare triangle and bars in the text colour, the duration after them.
package struct LookVoice: Sendable {
    package enum Player: Sendable {
        case disc
        /// `unheard`: the microphone's and the dot's colour on a note the reader has not played (WhatsApp's green);
        /// my own note takes the read ticks' colour once read, else the ticks'.
        case avatar(unheard: Color)
        case bare
    }
    package var player = Player.disc

    package init(player: Player = .disc) { self.player = player }
}

/// How a poll is drawn: Telegram's results (percentages, bars in the accent, the total below), WhatsApp's
/// check list (round check boxes, counts at the trailing edge, bars in `bar` on a track, "View votes"), or Discord's
/// answer boxes.
package enum PollStyle: Sendable {
    case results
    case checklist(bar: Color)
    /// Discord's: each answer in a rounded box filled behind for its share, its percentage at the trailing edge.
    case answerBoxes
}

/// How a shared contact is drawn: a row in the look's preview block (Telegram), or WhatsApp's card: the name in the
/// text colour, the phone in grey, and `action` ("Message") centred under a rule.
package enum ContactStyle: Sendable {
    case row
    case card(action: String)
}

package struct LookFiles: Sendable {
    package var titleInk = PreviewLine.Ink.accent
    package var kindInDetails = false
    package var pageBadge = false

    package init(titleInk: PreviewLine.Ink = .accent, kindInDetails: Bool = false, pageBadge: Bool = false) {
        (self.titleInk, self.kindInDetails, self.pageBadge) = (titleInk, kindInDetails, pageBadge)
    }
}
