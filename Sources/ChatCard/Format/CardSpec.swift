import Canvas
import Decorations
import TextLayout

/// The card format, decoded and validated. See README for every field.
public struct CardSpec: Sendable, Equatable {
    public enum Theme: String, Sendable, CaseIterable { case light, dark }
    public enum Direction: String, Sendable, CaseIterable { case ltr, rtl }
    public enum Background: Sendable, Equatable { case theme, transparent, color(Color) }
    /// Round avatars beside the last bubble of each run: for incoming runs, for every run, or none.
    /// `auto` shows them for incoming runs when the card gives an avatar image anywhere, else none.
    public enum AvatarMode: String, Sendable, CaseIterable { case auto, them, all, none }
    /// Where authors' names go: above the first bubble of their run, or inside it at the top (Telegram's
    /// place, legible on any wallpaper). `auto` puts them inside on a transparent card (a quote sticker
    /// goes on backgrounds nobody knows), else above.
    public enum NamePlacement: String, Sendable, CaseIterable { case auto, above, inside }

    /// Which messenger's look the card takes (`Look`); its font unless `font` gives one.
    public var look: Look.Name = .chatcard
    /// What the card's look changes of `look` when given as data (`"look": {"base": …}`).
    package var lookChanges = LookChanges()
    public var width: Double = 390
    public var scale: Double = 2
    public var theme: Theme = .light
    public var background: Background = .theme
    public var padding: Double = 16
    /// The card's height in points, when it must be a set size (a story frame): the content is centred in it;
    /// content taller than it makes the card taller. Nil: as tall as the content.
    public var height: Double?
    /// The card is only as wide as its content needs, at most `width` (a quote sticker): bubbles keep the
    /// widths they have on a card of `width`.
    public var fitsContent = false
    /// The card's font: the one given, else the look's.
    public var fontFamily: String {
        get { givenFontFamily ?? lookChanges.font.family ?? Look.fonts[look]!.family }
        set { givenFontFamily = newValue }
    }
    public var fontSize: Double {
        get { givenFontSize ?? lookChanges.font.size ?? Look.fonts[look]!.size }
        set { givenFontSize = newValue }
    }
    private var givenFontFamily: String?
    private var givenFontSize: Double?
    /// The font fields the card gave (what `CardEncoder` writes back).
    package var givenFont: (family: String?, size: Double?) { (givenFontFamily, givenFontSize) }
    public var direction: Direction = .ltr
    public var title: String?
    /// A border inside every bubble's outline (a white bubble on a white card needs one).
    public var bubbleBorder: BorderSpec?
    /// Per author (by the name messages give as `author`): what overrides the defaults.
    public var people: [String: PersonSpec] = [:]
    public var avatars: AvatarMode = .auto
    public var names: NamePlacement = .auto
    /// Whether names go inside the bubbles, `auto` resolved (the look's place, else inside on a transparent card).
    public var namesInside: Bool {
        switch names {
        case .auto: (Look.namePlacements[lookChanges.parts[.names] ?? look]! ?? (background == .transparent ? .inside : .above)) == .inside
        case .above: false
        case .inside: true
        }
    }
    public var messages: [MessageSpec] = []

    /// For drawing a part of a card alone (an animation's newest message): room above the first element, in
    /// points, that puts it on the same fraction of a pixel as in the whole card; and the whole card's authors,
    /// whose set decides each one's colour.
    package var topInset = 0.0
    package var authorNames: Set<String>?

    public init() {}

    /// Every picture the card holds: its messages' and its people's.
    package var allImages: [ImageSpec] { messages.flatMap(\.allImages) + people.values.compactMap(\.avatar) }

    /// True when a message or a person in `people` has an avatar image.
    public var hasAvatarImages: Bool { people.values.contains { $0.avatar != nil } || messages.contains { $0.avatar != nil } }
}

public struct BorderSpec: Sendable, Equatable {
    public var width: Double
    /// The theme's separator colour when not given.
    public var color: Color?

    public init(width: Double = 1, color: Color? = nil) { (self.width, self.color) = (width, color) }
}

public struct PersonSpec: Sendable, Equatable {
    /// The colour of the author's name (labels, reply headers); by default one of a stable palette.
    public var color: Color?
    /// A round picture beside the person's runs; initials on their colour when not given.
    public var avatar: ImageSpec?

    public init(color: Color? = nil, avatar: ImageSpec? = nil) { (self.color, self.avatar) = (color, avatar) }
}

public struct MessageSpec: Sendable, Equatable {
    public enum Sender: String, Sendable, CaseIterable { case me, them }
    /// `service`: a centred pill between messages (a date separator, "Maya joined"), written
    /// `{"service": TEXT}` in the card format.
    public enum Style: String, Sendable, CaseIterable { case bubble, highlight, plain, service }
    public enum Tail: String, Sendable, CaseIterable { case auto, none, always }
    /// Delivery of a message from me: one tick, two, two in the accent colour.
    public enum Status: String, Sendable, CaseIterable { case sent, delivered, read }

    public var from: Sender
    public var spans: [SpanSpec]
    public var author: String?
    public var time: String?
    public var style: Style = .bubble
    public var align: TextAlignment?
    public var color: Color?
    public var fill: Color?
    public var tail: Tail = .auto
    public var reply: ReplySpec?
    public var forwardedFrom: String?
    public var reactions: [ReactionSpec] = []
    public var status: Status?
    public var edited = false
    /// Photos in the bubble, one or an album (the text, if any, is their caption).
    public var photos: [ImageSpec] = []
    /// A sticker, drawn without a bubble.
    public var sticker: ImageSpec?
    /// This message's avatar, over the author's in `people`.
    public var avatar: ImageSpec?
    /// A file, voice note, track, call record or contact, drawn as its own block above the caption.
    public var attachment: AttachmentSpec?
    /// The message's photos or video hidden under a spoiler: blurred, under dots.
    public var spoiler = false
    /// A channel post's footer: its author's signature before the time, and its view count.
    public var signature: String?
    public var views: Int?
    /// "via @bot" after the author's name: the bot's username, without the "@".
    public var viaBot: String?
    /// A short tag after the author's name: "admin", "owner", "bot" or a custom title.
    public var tag: String?
    /// Slack's and Discord's reply count line under the message (`LookField.thread`).
    public var thread: ThreadSpec?
    /// iMessage: my message sent as a text message, green (`LookField.sms`).
    public var sms = false
    /// In an animation: seconds after the message before is in (nil: its reading time), and seconds of the typing
    /// indicator before a message from them (nil: from its length; 0: none). A still card draws neither.
    public var delay: Double?
    public var typing: Double?
    /// `"avatar": false`: the run this message ends draws no avatar (its column stays, so bubbles keep in line).
    public var hidesAvatar = false

    public init(from: Sender, spans: [SpanSpec]) { self.from = from; self.spans = spans }

    /// The photo of a one-photo message (the first of an album); setting it makes a one-photo message.
    public var image: ImageSpec? {
        get { photos.first }
        set { photos = newValue.map { [$0] } ?? [] }
    }

    /// Every image the message carries.
    public var allImages: [ImageSpec] { photos + [sticker, avatar, reply?.image].compactMap { $0 } + (attachment?.images ?? []) }

    /// A service item (`{"service": TEXT}`).
    public static func service(_ text: String) -> MessageSpec {
        var m = MessageSpec(from: .them, spans: [SpanSpec(text: text)])
        m.style = .service
        return m
    }

    public var text: String { spans.map(\.text).joined() }
}

public struct SpanSpec: Sendable, Equatable {
    public var text: String
    public var bold = false
    public var italic = false
    public var color: Color?
    public var highlight: HighlightSpec?
    public var underline: DecorationSpec?
    public var strikethrough: DecorationSpec?
    /// Monospace on a tinted rounded background (one merged shape when it wraps).
    public var code = false
    /// A link's address: the text takes the accent colour (underlined where that is the text colour).
    public var link: String?
    /// A @mention or a #hashtag: the accent colour.
    public var mention = false
    public var hashtag = false
    /// Hidden: a field of dots over the text's shape instead of its letters.
    public var spoiler = false
    /// Part of a block: consecutive spans with the same block become one quote or code block.
    public var block: SpanBlock?

    public init(text: String) { self.text = text }
}

public struct HighlightSpec: Sendable, Equatable {
    public var color: Color
    public var radius: Double?
    public var padding: Double?

    public init(color: Color, radius: Double? = nil, padding: Double? = nil) {
        (self.color, self.radius, self.padding) = (color, radius, padding)
    }
}

public struct DecorationSpec: Sendable, Equatable {
    public var style: LineStyle
    public var color: Color?
    public var thickness: Double?
    public var offset: Double = 0
    public var byWord = false
    public var skipInk: Bool?

    public init(style: LineStyle, color: Color? = nil, thickness: Double? = nil, offset: Double = 0, byWord: Bool = false,
                skipInk: Bool? = nil) {
        (self.style, self.color, self.thickness, self.offset, self.byWord, self.skipInk) = (style, color, thickness, offset, byWord, skipInk)
    }
}

/// The message a bubble answers: its author and one line of its text.
public struct ReplySpec: Sendable, Equatable {
    public var author: String?
    public var text: String
    /// A partial quote (the part of the message the reply picks): up to five lines, with a quote mark.
    public var isQuote: Bool
    /// A thumbnail of the answered message's picture, beside its text.
    public var image: ImageSpec?

    public init(author: String? = nil, text: String, isQuote: Bool = false, image: ImageSpec? = nil) {
        (self.author, self.text, self.isQuote, self.image) = (author, text, isQuote, image)
    }
}

/// A reaction chip under a bubble: an emoji, how many people chose it, and whether I am one of them.
public struct ReactionSpec: Sendable, Equatable {
    public var emoji: String
    public var count: Int?
    public var mine = false

    public init(emoji: String, count: Int? = nil, mine: Bool = false) { (self.emoji, self.count, self.mine) = (emoji, count, mine) }
}

/// A block a span belongs to: a block quote (accent bar and tint) or a pre block (code in monospace on a
/// tinted block, with an optional language label).
public enum SpanBlock: Sendable, Equatable {
    case quote
    case pre(language: String?)
}

extension Optional where Wrapped == SpanBlock {
    var isPre: Bool { if case .pre = self { true } else { false } }
}
