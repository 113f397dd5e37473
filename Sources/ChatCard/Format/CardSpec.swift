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
    package var look: Look.Name = .chatcard
    /// What the card's look changes of `look` when given as data (`"look": {"base": …}`).
    package var lookChanges = LookChanges()
    package var width: Double = 390
    package var scale: Double = 2
    package var theme: Theme = .light
    package var background: Background = .theme
    package var padding: Double = 16
    /// The card's height in points, when it must be a set size (a story frame): the content is centred in it;
    /// content taller than it makes the card taller. Nil: as tall as the content.
    package var height: Double?
    /// The card is only as wide as its content needs, at most `width` (a quote sticker): bubbles keep the
    /// widths they have on a card of `width`.
    package var fitsContent = false
    /// The card's font: the one given, else the look's.
    package var fontFamily: String {
        get { givenFontFamily ?? lookChanges.font.family ?? Look.fonts[look]!.family }
        set { givenFontFamily = newValue }
    }
    package var fontSize: Double {
        get { givenFontSize ?? lookChanges.font.size ?? Look.fonts[look]!.size }
        set { givenFontSize = newValue }
    }
    private var givenFontFamily: String?
    private var givenFontSize: Double?
    /// The font fields the card gave (what `CardEncoder` writes back).
    package var givenFont: (family: String?, size: Double?) { (givenFontFamily, givenFontSize) }
    package var direction: Direction = .ltr
    package var title: String?
    /// A border inside every bubble's outline (a white bubble on a white card needs one).
    package var bubbleBorder: BorderSpec?
    /// Per author (by the name messages give as `author`): what overrides the defaults.
    package var people: [String: PersonSpec] = [:]
    package var avatars: AvatarMode = .auto
    package var names: NamePlacement = .auto
    /// Whether names go inside the bubbles, `auto` resolved (the look's place, else inside on a transparent card).
    package var namesInside: Bool {
        switch names {
        case .auto: (Look.namePlacements[lookChanges.parts[.names] ?? look]! ?? (background == .transparent ? .inside : .above)) == .inside
        case .above: false
        case .inside: true
        }
    }
    package var messages: [MessageSpec] = []

    /// For drawing a part of a card alone (an animation's newest message): room above the first element, in
    /// points, that puts it on the same fraction of a pixel as in the whole card; and the whole card's authors,
    /// whose set decides each one's colour.
    package var topInset = 0.0
    package var authorNames: Set<String>?

    /// A card to build in code: every field of the card format (README), at its default when not given. A
    /// spec is checked when it becomes a `Card` (`Card(spec:)`, `checked()`), as a card in JSON is.
    public init(look: Look.Name = .chatcard, width: Double = 390, scale: Double = 2, theme: Theme = .light, background: Background = .theme,
                padding: Double = 16, height: Double? = nil, fitsContent: Bool = false, fontFamily: String? = nil, fontSize: Double? = nil,
                direction: Direction = .ltr, title: String? = nil, bubbleBorder: BorderSpec? = nil, people: [String: PersonSpec] = [:],
                avatars: AvatarMode = .auto, names: NamePlacement = .auto, messages: [MessageSpec] = []) {
        (self.look, self.width, self.scale, self.theme, self.background, self.padding) = (look, width, scale, theme, background, padding)
        (self.height, self.fitsContent, givenFontFamily, givenFontSize, self.direction) = (height, fitsContent, fontFamily, fontSize, direction)
        (self.title, self.bubbleBorder, self.people, self.avatars, self.names, self.messages) = (title, bubbleBorder, people, avatars, names, messages)
    }

    /// Every picture the card holds: its messages' and its people's.
    package var allImages: [ImageSpec] { messages.flatMap(\.allImages) + people.values.compactMap(\.avatar) }

    /// True when a message or a person in `people` has an avatar image.
    package var hasAvatarImages: Bool { people.values.contains { $0.avatar != nil } || messages.contains { $0.avatar != nil } }
}

public struct BorderSpec: Sendable, Equatable {
    package var width: Double
    /// The theme's separator colour when not given.
    package var color: Color?

    public init(width: Double = 1, color: Color? = nil) { (self.width, self.color) = (width, color) }
}

public struct PersonSpec: Sendable, Equatable {
    /// The colour of the author's name (labels, reply headers); by default one of a stable palette.
    package var color: Color?
    /// A round picture beside the person's runs; initials on their colour when not given.
    package var avatar: ImageSpec?

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

    package var from: Sender
    package var spans: [SpanSpec]
    package var author: String?
    package var time: String?
    package var style: Style = .bubble
    package var align: TextAlignment?
    package var color: Color?
    package var fill: Color?
    package var tail: Tail = .auto
    package var reply: ReplySpec?
    package var forwardedFrom: String?
    package var reactions: [ReactionSpec] = []
    package var status: Status?
    package var edited = false
    /// Photos in the bubble, one or an album (the text, if any, is their caption).
    package var photos: [ImageSpec] = []
    /// A sticker, drawn without a bubble.
    package var sticker: ImageSpec?
    /// This message's avatar, over the author's in `people`.
    package var avatar: ImageSpec?
    /// A file, voice note, track, call record or contact, drawn as its own block above the caption.
    package var attachment: AttachmentSpec?
    /// The message's photos or video hidden under a spoiler: blurred, under dots.
    package var spoiler = false
    /// A channel post's footer: its author's signature before the time, and its view count.
    package var signature: String?
    package var views: Int?
    /// "via @bot" after the author's name: the bot's username, without the "@".
    package var viaBot: String?
    /// A short tag after the author's name: "admin", "owner", "bot" or a custom title.
    package var tag: String?
    /// Slack's and Discord's reply count line under the message (`LookField.thread`).
    package var thread: ThreadSpec?
    /// iMessage: my message sent as a text message, green (`LookField.sms`).
    package var sms = false
    /// In an animation: seconds after the message before is in (nil: its reading time), and seconds of the typing
    /// indicator before a message from them (nil: from its length; 0: none). A still card draws neither.
    package var delay: Double?
    package var typing: Double?
    /// `"avatar": false`: the run this message ends draws no avatar (its column stays, so bubbles keep in line).
    package var hidesAvatar = false

    /// A message to build in code: every field of the card format's message (README), at its default when not
    /// given; `spans` its text (`[SpanSpec(text: "Hi")]`), empty beside a picture, a sticker or a kind.
    public init(from: Sender, spans: [SpanSpec] = [], author: String? = nil, time: String? = nil, style: Style = .bubble,
                align: TextAlignment? = nil, color: Color? = nil, fill: Color? = nil, tail: Tail = .auto, reply: ReplySpec? = nil,
                forwardedFrom: String? = nil, reactions: [ReactionSpec] = [], status: Status? = nil, edited: Bool = false,
                photos: [ImageSpec] = [], sticker: ImageSpec? = nil, avatar: ImageSpec? = nil, hidesAvatar: Bool = false,
                attachment: AttachmentSpec? = nil, spoiler: Bool = false, signature: String? = nil, views: Int? = nil, viaBot: String? = nil,
                tag: String? = nil, thread: ThreadSpec? = nil, sms: Bool = false, delay: Double? = nil, typing: Double? = nil) {
        (self.from, self.spans, self.author, self.time, self.style, self.align, self.color, self.fill) = (from, spans, author, time, style, align, color, fill)
        (self.tail, self.reply, self.forwardedFrom, self.reactions, self.status, self.edited) = (tail, reply, forwardedFrom, reactions, status, edited)
        (self.photos, self.sticker, self.avatar, self.hidesAvatar, self.attachment, self.spoiler) = (photos, sticker, avatar, hidesAvatar, attachment, spoiler)
        (self.signature, self.views, self.viaBot, self.tag, self.thread, self.sms) = (signature, views, viaBot, tag, thread, sms)
        (self.delay, self.typing) = (delay, typing)
    }

    /// The photo of a one-photo message (the first of an album); setting it makes a one-photo message.
    package var image: ImageSpec? {
        get { photos.first }
        set { photos = newValue.map { [$0] } ?? [] }
    }

    /// Every image the message carries.
    package var allImages: [ImageSpec] { photos + [sticker, avatar, reply?.image].compactMap { $0 } + (attachment?.images ?? []) }

    /// A service item (`{"service": TEXT}`).
    public static func service(_ text: String) -> MessageSpec {
        var m = MessageSpec(from: .them, spans: [SpanSpec(text: text)])
        m.style = .service
        return m
    }

    package var text: String { spans.map(\.text).joined() }
}

public struct SpanSpec: Sendable, Equatable {
    package var text: String
    package var bold = false
    package var italic = false
    package var color: Color?
    package var highlight: HighlightSpec?
    package var underline: DecorationSpec?
    package var strikethrough: DecorationSpec?
    /// Monospace on a tinted rounded background (one merged shape when it wraps).
    package var code = false
    /// A link's address: the text takes the accent colour (underlined where that is the text colour).
    package var link: String?
    /// A @mention or a #hashtag: the accent colour.
    package var mention = false
    package var hashtag = false
    /// Hidden: a field of dots over the text's shape instead of its letters.
    package var spoiler = false
    /// Part of a block: consecutive spans with the same block become one quote or code block.
    package var block: SpanBlock?

    /// A run of text and its styles (README's span fields), each off when not given.
    public init(text: String, bold: Bool = false, italic: Bool = false, color: Color? = nil, highlight: HighlightSpec? = nil,
                underline: DecorationSpec? = nil, strikethrough: DecorationSpec? = nil, code: Bool = false, link: String? = nil,
                mention: Bool = false, hashtag: Bool = false, spoiler: Bool = false, block: SpanBlock? = nil) {
        (self.text, self.bold, self.italic, self.color, self.highlight, self.underline) = (text, bold, italic, color, highlight, underline)
        (self.strikethrough, self.code, self.link, self.mention, self.hashtag, self.spoiler, self.block) = (strikethrough, code, link, mention, hashtag, spoiler, block)
    }
}

public struct HighlightSpec: Sendable, Equatable {
    package var color: Color
    package var radius: Double?
    package var padding: Double?

    public init(color: Color, radius: Double? = nil, padding: Double? = nil) {
        (self.color, self.radius, self.padding) = (color, radius, padding)
    }
}

public struct DecorationSpec: Sendable, Equatable {
    package var style: LineStyle
    package var color: Color?
    package var thickness: Double?
    package var offset: Double = 0
    package var byWord = false
    package var skipInk: Bool?

    public init(style: LineStyle, color: Color? = nil, thickness: Double? = nil, offset: Double = 0, byWord: Bool = false,
                skipInk: Bool? = nil) {
        (self.style, self.color, self.thickness, self.offset, self.byWord, self.skipInk) = (style, color, thickness, offset, byWord, skipInk)
    }
}

/// The message a bubble answers: its author and one line of its text.
public struct ReplySpec: Sendable, Equatable {
    package var author: String?
    package var text: String
    /// A partial quote (the part of the message the reply picks): up to five lines, with a quote mark.
    package var isQuote: Bool
    /// A thumbnail of the answered message's picture, beside its text.
    package var image: ImageSpec?

    public init(author: String? = nil, text: String, isQuote: Bool = false, image: ImageSpec? = nil) {
        (self.author, self.text, self.isQuote, self.image) = (author, text, isQuote, image)
    }
}

/// A reaction chip under a bubble: an emoji, how many people chose it, and whether I am one of them.
public struct ReactionSpec: Sendable, Equatable {
    package var emoji: String
    package var count: Int?
    package var mine = false

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
