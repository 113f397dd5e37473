import Canvas
import Decorations
import TextLayout

/// How one messenger draws a chat, as data: the colours of each theme, the font, the bubbles' geometry,
/// where names, avatars and times go. The layout reads only this table, so a new look is a new table
/// (see `docs/LOOKS.md` for every value's source). Lengths are points at the look's own body size
/// (`font.size`); a card at another size scales them.
public struct Look: Sendable {
    /// The looks a card may name in `look`.
    public enum Name: String, Sendable, CaseIterable {
        /// ChatCard's own look (iOS-like blue and grey bubbles): the default.
        case chatcard
        case telegram, whatsapp, imessage, discord, slack
    }

    package let name: Name
    package var font: LookFont
    package var bubbles: LookBubbles
    package var names: LookNames
    package var avatars: LookAvatars
    /// A service pill's corner radius at the look's size; nil: a capsule.
    package var serviceRadius: Double?
    /// A service pill's text: its size in ems of the body and its weight (Slack's date divider: 13 px bold).
    package var serviceLabel = ServiceLabel()
    /// How messages are placed: bubbles on their sender's side, or rows under group headers.
    package var layout = LookLayout.bubbles(BubbleRuns())
    /// How a reply quotes the message it answers.
    package var replies = LookReplies()
    /// Where and how reaction chips are drawn.
    package var reactions = LookReactions()
    /// Where a link preview goes and how it names its site.
    package var previews = LookPreviews()
    /// How a forwarded message says so.
    package var forwards = ForwardStyle.fromSource
    /// How a file's row names it (its card's colours: `CardTheme.fileCards`).
    package var files = LookFiles()
    /// Where a video's duration goes.
    package var media = LookMedia()
    /// How a voice note plays: a disc beside bars, or the sender's avatar and a bare triangle (WhatsApp).
    package var voice = LookVoice()
    /// How a poll is drawn: Telegram's results, or WhatsApp's check list.
    package var polls = PollStyle.results
    /// How a shared contact is drawn: a row in the preview block, or WhatsApp's card with its action.
    package var contacts = ContactStyle.row
    /// A call's phone or camera: at the row's trailing edge (Telegram) or as its leading badge (rows).
    package var calls = CallGlyph.trailing
    /// How a pre block is fitted and labelled (its colours: `CardTheme.marks`).
    package var codeBlocks = CodeBlockStyle()
    /// Emoji sent alone, in ems of the body: one, two and three of them (the last size for the rest).
    package var bigEmoji = PartProportions.bigEmojiSizes
    /// A thread's line under a message (its repliers and count); nil: the look draws none (`thread` is refused).
    package var threads: LookThreads?
    package var times = LookTimes.inBubbles
    /// The look-specific message fields this look draws (others refuse them).
    package var fields: Set<LookField> = []
    /// What an edited message says before its time.
    package var editedWord = "edited"
    /// Where it says so: in the meta row, or under the bubble in the accent (iMessage).
    package var edits = EditedPlace.inMeta
    /// How each delivery status is marked after the time (ChatCard's: one check, two, two cut out of a badge);
    /// nil: the app shows no delivery status (Discord, Slack), so the look marks none.
    package var statusMarks: StatusMarks? = StatusMarks()
    /// Whether `highlight` and `plain` messages are drawn as story text (ChatCard's own look); an app's look has no
    /// such message and draws one as its ordinary message, on its sender's side.
    package var storyStyles = false
    package var light: CardTheme
    package var dark: CardTheme

    package func theme(_ theme: CardSpec.Theme) -> CardTheme { theme == .light ? light : dark }

    /// What a card reads of its look on every access (its font, where names go), kept apart so that no
    /// read copies a whole table.
    static let fonts = Dictionary(uniqueKeysWithValues: Name.allCases.map { ($0, named($0).font) })
    static let namePlacements = Dictionary(uniqueKeysWithValues: Name.allCases.map { ($0, named($0).names.placement) })

    package static func named(_ name: Name) -> Look {
        switch name {
        case .chatcard: .chatcard
        case .telegram: .telegram
        case .whatsapp: .whatsapp
        case .imessage: .imessage
        case .discord: .discord
        case .slack: .slack
        }
    }
}

/// The body font, and the smaller text in ems of the body.
package struct LookFont: Sendable {
    package var family: String
    package var size: Double
    /// The time and the ticks' row.
    package var timeSize: Double
    /// The body's line height in ems; nil: the font's own.
    package var lineHeight: Double?
}

/// Bubbles and how a run of them joins.
package struct LookBubbles: Sendable {
    package var radius: Double
    /// Corners on the sender's side that face a neighbour in the run (the radius itself: no joining).
    package var joinedRadius: Double
    package var tail: TailStyle
    package var tailCorner: TailCorner
    package var tailWidth: Double
    package var insets: BubbleInsets
    /// Between bubbles of one run, and between runs (points, not scaled).
    package var gapInRun: Double
    package var gapBetweenRuns: Double
    /// How far the theme's `bubbleShadow` lies below each bubble (points, not scaled); 0: none.
    package var shadowOffset: Double = 0
    /// A frame of the bubble's fill around its pictures (WhatsApp's 3 px); 0: edge to edge.
    package var mediaInset = 0.0

    /// The outline of a bubble at the look's own size (`BubbleChrome` scales it to the card's).
    package func shape(side: BubbleSide, group: GroupPosition = .single) -> BubbleShape {
        var shape = BubbleShape(side: side, tail: tail, group: group, cornerRadius: radius, joinedRadius: joinedRadius, tailWidth: tailWidth)
        shape.tailCorner = tailCorner
        return shape
    }
}

/// Authors' names.
package struct LookNames: Sendable {
    /// Where `"names": "auto"` puts them; nil: inside on a transparent card, else above (ChatCard's rule).
    package var placement: CardSpec.NamePlacement?
    /// Size in ems and weight of a name inside a bubble, and the size of one above a bubble (regular).
    package var insideSize: Double
    package var insideWeight: FontWeight
    package var aboveSize: Double = CardProportions.authorSize
    package var color: NameColor
    /// A name's tag ("admin", a custom title) at the trailing end of its line inside the bubble (Telegram), not
    /// after the name.
    package var tagAtEnd = false
}

/// The colour a look gives names.
package enum NameColor: Sendable {
    /// The author's own (`people`), else one of the look's palette.
    case author
    /// The secondary text colour (iMessage).
    case secondary
    /// The text colour (Slack).
    case text
}

/// Where a message's time and delivery status go.
package enum LookTimes: Sendable {
    /// In the bubble's meta row, after the last line (Telegram, WhatsApp, ChatCard).
    case inBubbles
    /// iMessage: no time in the bubbles; a centred time above a message when at least `pause` minutes
    /// passed since the last one shown (times that do not read as a clock time: whenever the text
    /// changes), and "Delivered" / "Read" under my last message that has a status.
    case headers(pause: Int)
}

/// The avatar beside the last bubble of a run (in rows: beside a group's header).
package struct LookAvatars: Sendable {
    /// Diameter and gap to the bubble, in ems of the card's font size.
    package var diameter: Double
    package var gap: Double
    /// A rounded square's corner radius, in ems; nil: a circle.
    package var cornerRadius: Double?
    /// The discs behind initials; nil: the light theme's name colours.
    package var palette: [UInt32]?
    /// `"avatars": "auto"` shows them beside incoming runs of a group (two or more authors), not only
    /// when the card has pictures (Telegram, iMessage).
    package var inGroups = false
    /// Drawn instead of initials on a person without a picture (Discord's default avatars).
    var glyph: AvatarGlyph?
    /// The bubble of a run the avatar stands beside: level with the first's top (WhatsApp) or the last's
    /// bottom (Telegram, iMessage).
    package var placement = AvatarPlacement.lastBubble
    /// A person without a picture as a head and shoulders on grey instead of initials (WhatsApp).
    package var silhouette: AvatarSilhouette?
    /// White initials on a grey gradient instead of a palette colour (iOS contacts).
    package var monogram: AvatarMonogram?
    /// Each disc colour as a gradient from a lighter top down to it (Telegram's default avatars).
    package var gradients: [AvatarGradient] = []
}

/// A default avatar's gradient: `top` down to `bottom` (the disc's palette colour); a person whose given
/// colour is one of `names` (the look's name colour of that hue, either theme's) takes it too.
package struct AvatarGradient: Sendable {
    package var top: UInt32
    package var bottom: UInt32
    package var names: [UInt32]

    func matches(_ color: Color) -> Bool { ([bottom] + names).contains { Color(rgb: $0) == color } }
}

package enum AvatarPlacement: Sendable { case firstBubble, lastBubble }

/// A monogram's gradient, top and bottom, per theme.
package struct AvatarMonogram: Sendable {
    package var light: (top: Color, bottom: Color)
    package var dark: (top: Color, bottom: Color)

    func colors(_ theme: CardSpec.Theme) -> (top: Color, bottom: Color) { theme == .light ? light : dark }
}

/// A default avatar's disc and figure, per theme.
package struct AvatarSilhouette: Sendable {
    package var light: (disc: Color, figure: Color)
    package var dark: (disc: Color, figure: Color)

    func colors(_ theme: CardSpec.Theme) -> (disc: Color, figure: Color) { theme == .light ? light : dark }
}
