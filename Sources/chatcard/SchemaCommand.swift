import ArgumentParser
import ChatCard
import ChatCardSupport
import Foundation

/// `chatcard schema`: the card format's JSON Schema, for editors (a card names it in `"$schema"`) and validators.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", abstract: "Print the card format's JSON Schema (draft 2020-12).",
        discussion: "Write it beside your cards (chatcard schema -o card.schema.json): `chatcard sample` names it in \"$schema\", so "
            + "editors that read JSON Schema complete and check the card as you type.")

    @Option(name: .shortAndLong, help: "Write the schema to this file instead of printing it.")
    var output: String?

    func run() throws {
        guard let output else { return print(CardSchema.text, terminator: "") }
        do { try AtomicFile.write(Data(CardSchema.text.utf8), to: output) } catch { throw failure("\(error)") }
    }
}
