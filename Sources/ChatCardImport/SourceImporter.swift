import ChatCard
import Foundation

/// One source format: how its documents are told apart and how one is read. Every format is one type in
/// its folder (`Telegram/`, `Discord/`, `WhatsApp/`, `QuoteAPI/`), listed once in `ImportRegistry`; the
/// importer, `auto`, the CLI, the service and the fuzz target take it from there.
protocol SourceImporter {
    static var format: ImportFormat { get }
    /// Where its messages arrays are in a document (they stream by, one message at a time).
    static var messageArrays: [[JSONPathStep]] { get }
    /// How sure it is that a JSON document is its own, from the document's start (the members before the
    /// first message, and that message); nil: it is not.
    static func confidence(_ start: JSONValue) -> ImportConfidence?
    /// Whether a text (not JSON) is its own.
    static func claims(text: Data) -> Bool
    /// Reads the source: a conversation with what its card takes from the source, or a card as it stands.
    static func read(_ input: StreamedJSON.Input, options: ImportOptions, keep: Int?) throws(ImportError) -> ImportedSource
}

extension SourceImporter {
    static var messageArrays: [[JSONPathStep]] { [] }
    static func claims(text: Data) -> Bool { false }
}

/// How sure a format is that a document is its own: by a field only it writes, by its messages' shape, or
/// as what is left.
enum ImportConfidence: Int, Comparable {
    case fallback, likely, certain

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// What a source holds: a quote-api request is one card as it stands (its options are in its body); the
/// others are conversations to select from.
enum ImportedSource {
    case card(CardImporter.Result)
    case conversation(ImportedConversation, ImportWarnings)
}

/// A conversation read from its source, and the assembler set as the source says (title, look, colours, owner).
struct ImportedConversation {
    var format: ImportFormat
    var messages: [ChatMessage]
    var assembler: CardAssembler

    /// Pictures the caller gave that no message of the cards names: nothing given is dropped unsaid.
    func warnUnusedMedia(in cards: [CardSpec], _ warnings: inout ImportWarnings) {
        warnings.add("media entry that no message of the card names, not drawn", assembler.options.media.unused(in: cards))
    }
}

/// Every format, in the order ties of confidence are decided.
enum ImportRegistry {
    static let importers: [any SourceImporter.Type] = [
        TelegramExportImporter.self, DiscordImporter.self, TelegramBotImporter.self, QuoteAPIImporter.self, WhatsAppImporter.self,
    ]

    static func importer(_ format: ImportFormat) -> (any SourceImporter.Type)? { importers.first { $0.format == format } }

    /// The format most sure that `start` is its own; nil when none is.
    static func detect(_ start: JSONValue) -> ImportFormat? {
        var best: (format: ImportFormat, confidence: ImportConfidence)?
        for importer in importers {
            guard let confidence = importer.confidence(start) else { continue }
            if let best, confidence <= best.confidence { continue }
            best = (importer.format, confidence)
        }
        return best?.format
    }

    /// The format a text is, when one claims it.
    static func claimer(of text: Data) -> ImportFormat? { importers.first { $0.claims(text: text) }?.format }

    /// Every format's messages arrays (a bot's array of messages is the document).
    static let messageArrays: [[JSONPathStep]] = [[]] + importers.flatMap { $0.messageArrays }.filter { !$0.isEmpty }

    /// The members of a document's start and its first message, for the formats' rules.
    struct Start {
        let keys: Set<String>
        /// The `messages` member, when it is an array; its first element's keys when that is an object.
        let messages: [JSONValue]?
        let firstKeys: Set<String>?

        init?(object json: JSONValue) {
            guard case .object(let members) = json else { return nil }
            keys = Set(members.map(\.key))
            if case .array(let items)? = members.first(where: { $0.key == "messages" })?.value {
                messages = items
                if case .object(let first)? = items.first { firstKeys = Set(first.map(\.key)) } else { firstKeys = nil }
            } else {
                (messages, firstKeys) = (nil, nil)
            }
        }

        /// The keys of a bare array's first element, when it is an object.
        static func firstKeys(ofArray json: JSONValue) -> Set<String>? {
            guard case .array(let items) = json, case .object(let first)? = items.first else { return nil }
            return Set(first.map(\.key))
        }
    }
}
