import ArgumentParser
import ChatCard
import ChatCardImport
import ChatCardSupport
import Foundation

extension RenderCommand {
    /// `render --from FORMAT FILE --split N --out-dir DIR`: the whole conversation as cards of N messages,
    /// rendered on every core (each card on one thread), with a progress bar and a summary line.
    func runSplit(_ input: String, format source: ImportFormat, size: Int, into dir: String) throws {
        try OutputFolder.prepare(dir)
        let start = Date()
        let split = try conversation.importCards(input, format: source, size: size, theme: theme, width: width, scale: scale)
        let chosen = format ?? .png
        let given = try givenLook()
        let name = input == "-" ? "chat" : URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        let digits = max(4, String(split.cards.count).count)
        let progress = ProgressBar(total: split.cards.count)
        let state = SplitState(progress: progress)
        DispatchQueue.concurrentPerform(iterations: split.cards.count) { i in
            let number = String(i + 1)
            let out = "\(dir)/\(name)-\(String(repeating: "0", count: digits - number.count) + number).\(chosen.rawValue)"
            do {
                let card = try styled(Card(spec: split.cards[i]), given).with(quality: quality, maxSide: maxSide)
                try AtomicFile.write(card.render(format: chosen, deadline: deadline), to: out)
                state.finished()
            } catch {
                state.failed("\(out): \(error)")
            }
        }
        progress.clear()
        for failure in state.failures { FileHandle.standardError.write(Data("error: \(failure)\n".utf8)) }
        let seconds = Date().timeIntervalSince(start)
        print("rendered \(split.cards.count - state.failures.count) of \(split.cards.count) cards (\(split.messages) messages) into \(dir) in "
              + String(format: "%.2f s, %.0f messages/s", seconds, Double(split.messages) / max(seconds, 1e-6)))
        if !state.failures.isEmpty { throw ExitCode(1) }
    }
}

/// What the render threads of a split share, behind one lock: the count of cards done (drawn on the
/// progress bar), the failures.
private final class SplitState: @unchecked Sendable {
    private let lock = NSLock()
    private let progress: ProgressBar
    private var done = 0
    private var failed: [String] = []

    init(progress: ProgressBar) { self.progress = progress }

    var failures: [String] { lock.withLock { failed } }

    func finished() {
        lock.withLock {
            done += 1
            progress.update(done: done)
        }
    }

    func failed(_ message: String) { lock.withLock { failed.append(message) } }
}
