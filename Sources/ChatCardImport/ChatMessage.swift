import ChatCard

/// One message of a conversation as an importer reads it, whatever the source: the common ground every
/// format maps to before `CardAssembler` makes a card of it.
struct ChatMessage {
    /// The source's id, for `--from-id`/`--to-id` and reply look-ups (a string: Discord's exceed 2^53).
    var id: String?
    /// Seconds since 1970 (UTC), when the source says.
    var date: Int64?
    /// Who sent it: an id where the source has one (for colours and `--me`), and a display name.
    var sender: Person?
    /// Text with Telegram-style entities (offsets and lengths in UTF-16 code units).
    var text = ""
    var entities: [Entity] = []
    var reply: Reply?
    var forwardedFrom: String?
    var edited = false
    var reactions: [Reaction] = []
    /// A service line (a join, a pin, a call) instead of a bubble.
    var service: String?
    /// Photos (an album when more than one) or a sticker the caller holds.
    var photos: [ImageSource] = []
    var sticker: ImageSource?
    /// A kind the card draws (a file, a voice note, a poll…), with the placeholder it falls back to.
    var media: TelegramMedia?
    /// Its photos or video under a spoiler (drawn veiled).
    var spoiler = false
    /// A channel post's signature and views; "via @bot"; the sender's tag ("admin", a custom title).
    var signature: String?
    var views: Int64?
    var viaBot: String?
    var tag: String?
    /// What the message carries that the card cannot draw yet or could not get (a photo whose bytes the
    /// caller did not give): drawn as a bracketed line in the text, and warned about.
    var placeholders: [String] = []
    /// What reading it could not carry: counted when the message is drawn (a voice note years before the
    /// selection is no warning about the card).
    var warnings = ImportWarnings()

    /// `media` as the message's kind where it has one, else as its placeholder line, warned.
    mutating func attach(_ found: TelegramMedia, warnings: inout ImportWarnings) {
        if found.kind != nil { media = found } else { placeholders.append(found.placeholder); warnings.add(found.warning) }
    }

    /// Image bytes as the card format takes them.
    enum ImageSource: Hashable {
        /// A path relative to `ImportMedia.folder`.
        case file(String)
        case dataURI(String)

        var json: JSONValue {
            switch self {
            case .file(let path): .object([("file", .string(path))])
            case .dataURI(let uri): .string(uri)
            }
        }
    }

    struct Person: Equatable {
        var id: String?
        var name: String?
    }

    struct Entity: Equatable {
        var type: String
        var offset: Int
        var length: Int
        var url: String?
        var language: String?
    }

    struct Reply {
        var author: String?
        var text: String
        /// The part of the message the reply picks (Bot API `quote`, quote-api `isQuote`).
        var isQuote = false
        /// The answered message's picture, when the caller holds it.
        var image: ImageSource?

        /// What a reply needs of the message it answers (its first line, as long as a card's short text and
        /// then some, so that shortening still warns): kept for every message of a long chat.
        static func preview(of text: String) -> String {
            let line = text.split(whereSeparator: \.isNewline).first ?? ""
            return String(line.prefix(2 * CardLimitsForImport.shortText))
        }
    }

    struct Reaction {
        var emoji: String
        var count: Int
        var mine = false
    }
}
