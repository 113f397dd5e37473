import ArgumentParser
import ChatCard
import ChatCardImport
import ChatCardSupport
import Foundation

/// `chatcard import FORMAT FILE`: a conversation as people hold it → card JSON to edit or render.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make card JSON of a conversation: Telegram Bot API messages or export, Discord or WhatsApp export, quote-api request.",
        discussion: """
            FORMAT: \(ImportFormat.names) (auto tells them apart by their fields). What the card cannot hold
            (media whose bytes the source does not carry, unknown entity types, …) is drawn as a placeholder or
            plain text and counted in warnings on stderr. An export's photos and stickers are written as {"file": PATH}
            relative to its folder: keep the card JSON there to render it. Exit status: 0 success, 2 bad input or
            --strict warnings.
            """)

    @Argument(help: "The source's format: \(ImportFormat.names).")
    var format: ImportFormat

    @Argument(help: "The conversation file, or - for stdin.")
    var file: String

    @OptionGroup var selection: ImportArguments

    @Option(help: "The card's theme: light or dark.")
    var theme: CardSpec.Theme?

    @Option(help: "The card's width in points.")
    var width: Double?

    @Option(help: "The card's scale (\(CardLimits.scaleRangeText)).")
    var scale: Double?

    @Option(name: .shortAndLong, help: "Write the card JSON here (default: stdout).")
    var output: String?

    func run() throws {
        // The card as it was checked, written back in the card format (pictures as the files they came from).
        let (_, card) = try selection.importCard(file, format: format, theme: theme, width: width, scale: scale)
        let text = CardEncoder.encode(card.spec).text() + "\n"
        guard let output else { return FileHandle.standardOutput.write(Data(text.utf8)) }
        do { try AtomicFile.write(Data(text.utf8), to: output) } catch { throw failure("\(error)") }
    }
}
