import ArgumentParser
import Canvas
import ChatCard
import ChatCardImport
import ChatCardSupport
import Foundation

/// `chatcard render`: card JSON → PNG, WebP, PDF or SVG; one card, stdin/stdout, or a batch into a folder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render card JSON files to PNG, WebP, PDF or SVG.",
        discussion: """
            Use - as the input to read stdin and as -o to write stdout. With several inputs (or --out-dir),
            each card is written to DIR/NAME.FORMAT; a bad card is reported and skipped.
            Exit status: 0 success, 2 bad input (single card), 3 --timeout passed (single card),
            1 when any card of a batch failed.
            """)

    @Argument(help: "Card JSON files, or - for stdin.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Output file (single card), or - for stdout. Default: the input name with the format's extension.")
    var output: String?

    @Option(name: .customLong("out-dir"), help: "Folder for a batch; one output per input.")
    var outDir: String?

    @Option(help: ArgumentHelp("One of \(OutputFormat.names) (default: from the output's extension, else png)."))
    var format: OutputFormat?

    @Option(help: "WebP only: lossy at this quality, 0 to 100 (default: lossless).")
    var quality: Int?

    @Option(name: .customLong("max-side"), help: "PNG and WebP: scale the whole card so its longer side is this many pixels (a Telegram sticker: 512).")
    var maxSide: Int?

    @Option(help: "Override the card's scale (\(CardLimits.scaleRangeText)).")
    var scale: Double?

    @Option(help: "Override the card's theme: light or dark.")
    var theme: CardSpec.Theme?

    @Option(help: "Draw the card in this app's look: \(Look.Name.allCases.map(\.rawValue).joined(separator: ", ")) (default: the card's, else an imported conversation's app, else chatcard).")
    var look: Look.Name?

    @Option(name: .customLong("look-file"), help: "Draw the card in a look given as data: a JSON file of the object a card's \"look\" takes (a base look and what it changes; see README).")
    var lookFile: String?

    @Option(help: "Override the card's width in points (\(Int(CardLimits.widthRange.lowerBound)) to \(Int(CardLimits.widthRange.upperBound))).")
    var width: Double?

    @Option(name: .customLong("from"), help: "Read each input as a conversation in this format (\(ImportFormat.names)), not card JSON.")
    var source: ImportFormat?

    @OptionGroup(title: "With --from") var conversation: ImportArguments

    @Option(help: "With --from and --out-dir: render the whole selection as cards of N messages each (NAME-0001.png …).")
    var split: Int?

    @Flag(name: .customLong("layout-json"),
          help: "Print the card's element frames (title, authors, bubbles, texts, backgrounds, highlights, decorations, times) as JSON to stdout instead of drawing it.")
    var layoutJSON = false

    @Option(help: "Give up a card after this many seconds (default: no limit).")
    var timeout: Double?
    /// A day: longer is no limit at all, and would overflow the deadline's milliseconds.
    static let maxTimeout = 86_400.0

    func validate() throws {
        if let timeout, !(timeout.isFinite && timeout > 0 && timeout <= Self.maxTimeout) {
            throw ValidationError("--timeout must be more than 0 and at most \(Int(Self.maxTimeout)) seconds (got \(timeout))")
        }
        if let scale, !(scale.isFinite && CardLimits.scaleRange.contains(scale)) {
            throw ValidationError("--scale must be \(CardLimits.scaleRangeText) (got \(scale))")
        }
        if let width, !(width.isFinite && CardLimits.widthRange.contains(width)) {
            throw ValidationError("--width must be \(Int(CardLimits.widthRange.lowerBound)) to \(Int(CardLimits.widthRange.upperBound)) points (got \(width))")
        }
        if look != nil, lookFile != nil { throw ValidationError("give --look or --look-file, not both") }
        if source == nil, conversation.isUsed || split != nil { throw ValidationError("the selection options (--last, --me, --tz, --split …) need --from FORMAT") }
        if let split {
            guard CardImporter.splitSizes.contains(split) else {
                throw ValidationError("--split must be \(CardImporter.splitSizes.lowerBound) to \(CardImporter.splitSizes.upperBound) (got \(split))")
            }
            guard inputs.count == 1, outDir != nil, output == nil, !layoutJSON else { throw ValidationError("--split renders one conversation into --out-dir DIR") }
        }
        if layoutJSON {
            guard inputs.count == 1, outDir == nil, output == nil, format == nil else {
                throw ValidationError("--layout-json prints one card's frames to stdout; it takes no -o, --format, --out-dir or second input")
            }
        }
        if inputs.count > 1 || outDir != nil {
            guard output == nil else { throw ValidationError("-o is for a single card; use --out-dir for several") }
            guard outDir != nil else { throw ValidationError("several inputs need --out-dir DIR") }
            guard !inputs.contains("-") else { throw ValidationError("stdin (-) cannot be part of a batch") }
        }
    }

    func run() throws {
        do { _ = try givenLook() } catch { throw failure("--look-file \(lookFile ?? ""): \(error)") }
        if let split, let source, let outDir { return try runSplit(inputs[0], format: source, size: split, into: outDir) }
        if let outDir { return try runBatch(into: outDir) }
        let input = inputs[0]
        if layoutJSON { return try printFrames(of: input) }
        let out = output ?? (input == "-" ? "-" : Self.defaultOutput(for: input, format: format ?? .png, in: nil))
        let chosen = format ?? (out == "-" ? .png : OutputFormat(path: out) ?? .png)
        do {
            let data = try render(input, format: chosen)
            if out == "-" {
                FileHandle.standardOutput.write(data)
            } else {
                try AtomicFile.write(data, to: out)
                FileHandle.standardError.write(Data("wrote \(out) (\(data.count) bytes)\n".utf8))
            }
        } catch {
            throw reported(error, of: input)
        }
    }

    func render(_ input: String, format: OutputFormat) throws -> Data {
        try card(input).render(format: format, deadline: deadline)
    }

    func printFrames(of input: String) throws {
        do {
            print(try CardFramesJSON(card(input).frames(deadline: deadline)).prettyJSON())
        } catch {
            throw reported(error, of: input)
        }
    }

    /// `{"file": PATH}` images are read relative to the card file's folder (stdin: the current folder).
    func card(_ input: String) throws -> Card {
        let given = try givenLook()
        if let source {
            return try conversation.importCard(input, format: source, theme: theme, width: width, scale: scale) { card throws(CardError) in
                try styled(card, given).with(quality: quality, maxSide: maxSide)
            }.card
        }
        let folder = input == "-" ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: input).deletingLastPathComponent().path
        var card = try styled(Card(json: CardInput.read(input), files: .relative(to: folder)).with(scale: scale, theme: theme), given)
        if let width {
            var spec = card.spec
            spec.width = width
            card = try Card(spec: spec)
        }
        return try card.with(quality: quality, maxSide: maxSide)
    }

    /// The card in `--look` or `--look-file`, else its own look.
    func styled(_ card: Card, _ given: GivenLook?) throws(CardError) -> Card {
        if let given { return card.with(look: given) }
        return try card.with(look: look)
    }

    func givenLook() throws -> GivenLook? {
        try lookFile.map { path in try GivenLook(json: CardInput.read(path)) }
    }

    var deadline: RenderDeadline {
        timeout.map { RenderDeadline(after: .milliseconds(Int(($0 * 1000).rounded(.up)))) } ?? .none
    }

    func runBatch(into dir: String) throws {
        try OutputFolder.prepare(dir)
        let chosen = format ?? .png
        let progress = ProgressBar(total: inputs.count)
        let start = Date()
        var failed = 0
        for (i, input) in inputs.enumerated() {
            let out = Self.defaultOutput(for: input, format: chosen, in: dir)
            do {
                try AtomicFile.write(render(input, format: chosen), to: out)
            } catch {
                failed += 1
                progress.clear()
                _ = reported(error, of: input)
            }
            progress.update(done: i + 1)
        }
        progress.clear()
        let seconds = String(format: "%.2f", Date().timeIntervalSince(start))
        print("rendered \(inputs.count - failed) of \(inputs.count) cards into \(dir) in \(seconds) s"
              + (failed > 0 ? " (\(failed) failed)" : ""))
        if failed > 0 { throw ExitCode(1) }
    }

    static func defaultOutput(for input: String, format: OutputFormat, in dir: String?) -> String {
        let url = URL(fileURLWithPath: input)
        let name = url.deletingPathExtension().lastPathComponent + "." + format.rawValue
        return dir.map { $0 + "/" + name } ?? url.deletingLastPathComponent().path + "/" + name
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension CardSpec.Theme: ExpressibleByArgument {}
extension Look.Name: ExpressibleByArgument {}

/// Reads card JSON from a file or stdin, refusing oversized input before reading it all.
enum CardInput {
    static func read(_ path: String) throws -> Data {
        let limit = CardLimits.maxInputBytes
        if path == "-" {
            let data = FileHandle.standardInput.readData(ofLength: limit + 1)
            guard data.count <= limit else {
                throw CardError(path: "", message: "input is over \(CardLimits.maxInputText)")
            }
            return data
        }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber else {
            throw CardError(path: "", message: "cannot read the file")
        }
        guard size.intValue <= limit else {
            throw CardError(path: "", message: "input is \(size.intValue) bytes; the limit is \(CardLimits.maxInputText)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CardError(path: "", message: "cannot read the file")
        }
        return data
    }
}

/// A one-line progress bar on stderr, only when stderr is a terminal.
final class ProgressBar: Sendable {
    let total: Int
    let enabled = isatty(STDERR_FILENO) == 1
    init(total: Int) { self.total = total }

    func update(done: Int) {
        guard enabled else { return }
        let width = 30, filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
    }

    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
