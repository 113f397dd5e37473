import ArgumentParser
import ChatCard
import Foundation

@main
struct ChatCardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatcard",
        abstract: "Draw chat cards and decorated text to PNG, PDF or SVG.",
        discussion: "Without a subcommand, renders the built-in sample card to chatcard-sample.png.",
        version: ChatCardVersion.summary,
        subcommands: [RenderCommand.self, PreviewCommand.self, AnimateCommand.self, ImportCommand.self, SampleCommand.self, SchemaCommand.self, TextCommand.self, DiffCommand.self])

    /// No subcommand: the built-in sample conversation.
    func run() throws {
        let path = "chatcard-sample.png"
        do {
            let card = try SampleCard.card
            try card.write(to: path)
            let size = try card.size()
            print("wrote \(path) (\(Int(size.width * card.spec.scale))×\(Int(size.height * card.spec.scale)) px)")
        } catch {
            throw failure("\(error)")
        }
    }
}

/// `chatcard sample`: the sample card's JSON, a starting point for your own.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sample", abstract: "Print the sample card JSON.")
    func run() { print(SampleCard.json) }
}
