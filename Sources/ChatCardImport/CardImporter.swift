import ChatCard
import Foundation

/// Turns a conversation as people hold it into a card: `importCard` gives the card JSON (to print or
/// edit) and the warnings about what it could not carry; `card` decodes it as any card is decoded.
public struct CardImporter: Sendable {
    public let format: ImportFormat
    public let options: ImportOptions

    public init(_ format: ImportFormat, options: ImportOptions = ImportOptions()) {
        (self.format, self.options) = (format, options)
    }

    public struct Result: Sendable {
        /// The card, in the card format (`json.text()` prints it).
        public let json: JSONValue
        public let warnings: ImportWarnings
        /// The format read (what `auto` found).
        public let format: ImportFormat

        /// The card, decoded and checked as `Card(json:)` checks a card; `files` reads the media an export's
        /// folder holds (`ImportOptions.mediaFolder`).
        public func card(files: FileAccess = .refused) throws(CardError) -> Card {
            try Card(json: json, files: files)
        }
    }

    public func importCard(_ data: Data) throws(ImportError) -> Result {
        switch try read(data) {
        case .quote(let result):
            return result
        case .conversation(let conversation, var warnings):
            let json = try conversation.assembler.card(of: conversation.messages, warnings: &warnings)
            return Result(json: json, warnings: warnings, format: conversation.format)
        }
    }

    /// The whole selection as cards of `size` messages each (a chat rendered card by card), in order; the
    /// warnings cover them all.
    public func importCards(_ data: Data, size: Int) throws(ImportError) -> Split {
        guard Self.splitSizes.contains(size) else {
            throw ImportError(path: "split", message: "\(size) is out of range; allowed \(Self.splitSizes.lowerBound) to \(Self.splitSizes.upperBound)")
        }
        guard case .conversation(let conversation, var warnings) = try read(data) else {
            throw ImportError(path: "", message: "a quote-api request is one card; it cannot be split")
        }
        let selected = try MessageSelection(options).pick(conversation.messages)
        var assembler = conversation.assembler
        assembler.selectionApplied = true
        assembler.namesAuthors = assembler.isGroup(selected)
        var cards: [JSONValue] = []
        for start in stride(from: 0, to: selected.count, by: size) {
            cards.append(try assembler.card(of: Array(selected[start..<min(start + size, selected.count)]), warnings: &warnings))
        }
        return Split(cards: cards, messages: selected.count, warnings: warnings, format: conversation.format)
    }

    /// A chat as cards: each in the card format, the number of messages they hold in all.
    public struct Split: Sendable {
        public let cards: [JSONValue]
        public let messages: Int
        public let warnings: ImportWarnings
        public let format: ImportFormat
    }

    /// Messages a split card may hold: with a day pill before each, still within a card's 500 items.
    public static let splitSizes = 1...ImportOptions.maxMessages / 2

    private struct Conversation {
        var format: ImportFormat
        var messages: [ChatMessage]
        var assembler: CardAssembler
    }

    /// What the input holds: a quote-api request is one card as it stands (its options are in its body); the
    /// others are conversations to select from.
    private enum Source {
        case quote(Result)
        case conversation(Conversation, ImportWarnings)
    }

    /// Reads the input once (a large export is parsed once, whatever `auto` has to find out).
    private func read(_ data: Data) throws(ImportError) -> Source {
        // WhatsApp's export is text, not JSON.
        if format == .whatsapp || (format == .auto && WhatsAppImporter.looksLikeExport(data)) {
            var warnings = ImportWarnings()
            let messages = try WhatsAppImporter(options: options).messages(data, warnings: &warnings)
            return .conversation(Conversation(format: .whatsapp, messages: messages, assembler: CardAssembler(options: options)), warnings)
        }
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch { throw ImportError(path: "", message: "\(error)") }
        let format = try resolved(json)
        var warnings = ImportWarnings()
        if format == .quoteAPI {
            return .quote(Result(json: try QuoteAPIImporter().card(json, warnings: &warnings), warnings: warnings, format: .quoteAPI))
        }
        var assembler = CardAssembler(options: options)
        let messages: [ChatMessage]
        switch format {
        case .telegramBot:
            messages = try TelegramBotImporter().messages(json, warnings: &warnings)
            assembler.telegramColors = true
        case .telegramExport:
            let chat = try TelegramExportImporter(options: options).chat(json, warnings: &warnings)
            messages = chat.messages
            (assembler.owner, assembler.title, assembler.telegramColors) = (chat.owner, chat.name, true)
        case .discord:
            let chat = try DiscordImporter().chat(json, warnings: &warnings)
            messages = chat.messages
            (assembler.title, assembler.colors) = (chat.name, chat.colors)
        case .whatsapp, .quoteAPI, .auto:
            preconditionFailure("read or resolved above")
        }
        return .conversation(Conversation(format: format, messages: messages, assembler: assembler), warnings)
    }

    private func resolved(_ json: JSONValue) throws(ImportError) -> ImportFormat {
        guard format == .auto else { return format }
        guard let found = ImportFormat.detect(json) else {
            throw ImportError(path: "", message: "cannot tell the format: name it (\(ImportFormat.allCases.filter { $0 != .auto }.map(\.rawValue).joined(separator: ", ")))")
        }
        return found
    }
}
