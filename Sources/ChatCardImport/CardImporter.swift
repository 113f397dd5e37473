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

        /// The card, decoded and checked as `Card(json:)` checks a card.
        public func card() throws(CardError) -> Card {
            try Card(json: Data(json.text(pretty: false).utf8))
        }
    }

    public func importCard(_ data: Data) throws(ImportError) -> Result {
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch { throw ImportError(path: "", message: "\(error)") }
        let format = try resolved(json)
        var warnings = ImportWarnings()
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
        case .auto:
            preconditionFailure("resolved above")
        }
        return Result(json: try assembler.card(of: messages, warnings: &warnings), warnings: warnings, format: format)
    }

    private func resolved(_ json: JSONValue) throws(ImportError) -> ImportFormat {
        guard format == .auto else { return format }
        guard let found = ImportFormat.detect(json) else {
            throw ImportError(path: "", message: "cannot tell the format: name it (\(ImportFormat.allCases.filter { $0 != .auto }.map(\.rawValue).joined(separator: ", ")))")
        }
        return found
    }
}
