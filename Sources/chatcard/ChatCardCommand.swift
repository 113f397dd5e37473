import ArgumentParser

@main
struct ChatCardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatcard",
        abstract: "Draw chat cards and decorated text to PNG, PDF or SVG.",
        subcommands: [TextCommand.self, DiffCommand.self],
        defaultSubcommand: TextCommand.self)
}
