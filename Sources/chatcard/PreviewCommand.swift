import ArgumentParser
import ChatCard
import ChatCardImport
import ChatCardPreview
import Dispatch
import Foundation
import Hummingbird

/// `chatcard preview FILE`: a page on loopback that shows the card and draws it again each time the file is
/// saved; a problem shows on the page with the field's path and the file's line, and the last good picture stays.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview", abstract: "Serve a live preview of a card (or an export with --from) on 127.0.0.1.",
        discussion: "Prints the page's URL and opens nothing; the picture follows the file as it is saved. Ctrl-C stops.")

    @Argument(help: "The card JSON file (or, with --from, the conversation) to watch.")
    var file: String

    @Option(help: "Draw the card in this app's look: \(Look.Name.allCases.map(\.rawValue).joined(separator: ", ")).")
    var look: Look.Name?

    @Option(help: "Override the card's theme: light or dark.")
    var theme: CardSpec.Theme?

    @Option(help: "The port on 127.0.0.1 (0: any free one).")
    var port: Int = 7420

    @Option(name: .customLong("from"), help: "Read the file as a conversation in this format (\(ImportFormat.names)), not card JSON.")
    var source: ImportFormat?

    @OptionGroup(title: "With --from") var conversation: ImportArguments

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port): not a port (0 to 65535)") }
        guard FileManager.default.isReadableFile(atPath: file) else { throw ValidationError("\(file): no such readable file") }
    }

    func run() throws {
        let state = PreviewState()
        let watcher = FileWatcher(path: file, state: state, render: outcome)
        watcher.start()
        let server = PreviewServer(state: state, port: port, title: URL(fileURLWithPath: file).lastPathComponent)
        let done = DispatchSemaphore(value: 0)
        let stopped = ServerStop()
        let file = self.file
        Task {
            do {
                try await server.application { port in
                    // Written at once: a script waiting for the URL reads it from a pipe.
                    FileHandle.standardOutput.write(Data("previewing \(file) at http://127.0.0.1:\(port)/ (Ctrl-C stops)\n".utf8))
                }.runService()
            } catch { stopped.error = "\(error)" }
            done.signal()
        }
        done.wait()
        watcher.stop()
        if let error = stopped.error { throw failure("preview: \(error)", code: 1) }
    }

    /// What the file draws now.
    var outcome: @Sendable () -> PreviewOutcome {
        let (file, look, theme, source, conversation) = (file, look, theme, source, conversation)
        return {
            guard let source else {
                return PreviewOutcome.card(at: file) { card throws(CardError) in try card.with(theme: theme, look: look) }
            }
            // As `render --from` imports it, the problem kept for the page rather than printed.
            do {
                let importer = try conversation.importer(source, of: file, theme: theme, width: nil, scale: nil)
                let fitted = try importer.importCard(contentsOfFile: file)
                    .fitted() { card throws(CardError) in try card.with(look: look) }
                for line in fitted.result.warnings.lines { FileHandle.standardError.write(Data("warning: \(file): \(line)\n".utf8)) }
                return PreviewOutcome(picture: try fitted.card.render())
            } catch {
                return PreviewOutcome(problem: PreviewProblem(message: "\(error)"))
            }
        }
    }
}

/// Why the server stopped, handed from its task to the command's thread (written before the semaphore is
/// signalled, read after it is waited on).
private final class ServerStop: @unchecked Sendable {
    var error: String?
}
