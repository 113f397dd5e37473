import ArgumentParser
import ChatCard
import ChatCardAnimation
import ChatCardImport
import ChatCardSupport
import Foundation

/// `chatcard animate`: a card (or a conversation) brought in message by message, as an animation.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animate a card: its messages come one after another, incoming ones after a typing indicator.",
        discussion: """
            Each message waits for the one before to be read (its characters at --cps), an incoming one shows the
            look's typing indicator first; each slides in; the view scrolls to keep the newest in sight; the last
            frame is the still card. Formats: \(AnimationFormat.names). Exit status: 0 success, 2 bad input.
            """)

    @Argument(help: "Card JSON file, or - for stdin (with --from: a conversation).")
    var input: String

    @Option(name: .shortAndLong, help: "Output file; its extension names the format (\(AnimationFormat.names)).")
    var output: String

    @Option(help: "Frames per second (\(AnimationOptions.fpsRange.lowerBound) to \(AnimationOptions.fpsRange.upperBound)).")
    var fps = AnimationOptions().fps

    @Option(help: "The frame in pixels, WIDTHxHEIGHT: the card scaled to fill the width, scrolling when taller (default: 1080x1920 for mp4 and webm, the card's own size for webp, gif and png).")
    var size: String?

    @Option(help: "Seconds the finished card stays at the end.")
    var hold = AnimationOptions().hold

    @Option(help: "Everything faster (2) or slower (0.5).")
    var speed = AnimationOptions().speed

    @Option(help: "Reading pace in characters per second: how long a message stays before the next.")
    var cps = AnimationOptions().charactersPerSecond

    @Option(help: "WebP: lossy at this quality, 0 to 100 (default: lossless).")
    var quality: Int?

    @Flag(help: "A Telegram video sticker: WebM VP9 with alpha on a transparent ground, the longer side 512 px, at most 3 s (the timing squeezed to fit), 30 fps and 256 KB.")
    var sticker = false

    @Option(help: "Override the card's theme: light or dark.")
    var theme: CardSpec.Theme?

    @Option(help: "Draw the card in this app's look: \(Look.Name.allCases.map(\.rawValue).joined(separator: ", ")).")
    var look: Look.Name?

    @Option(name: .customLong("from"), help: "Read the input as a conversation in this format (\(ImportFormat.names)), not card JSON.")
    var source: ImportFormat?

    @OptionGroup(title: "With --from") var conversation: ImportArguments

    func run() throws {
        guard let format = AnimationFormat(path: output) else {
            throw failure("\(output): the extension must name a format: \(AnimationFormat.names)")
        }
        var options = AnimationOptions()
        options.limits = .local
        (options.fps, options.hold, options.speed, options.charactersPerSecond, options.quality) = (fps, hold, speed, cps, quality)
        do { options.frameSize = try size.map { text throws(CardError) in try AnimationOptions.FrameSize(parsing: text) } ?? format.defaultFrameSize } catch {
            throw failure("--size: \(error.message)")
        }
        // The options' paths are the flags' names.
        do { try options.check() } catch { throw failure("--\(error.path): \(error.message)") }
        guard !sticker || format == .webm else { throw failure("--sticker writes a WebM video sticker: name the output .webm (got \(output))") }
        if sticker { options.frameSize = nil }
        let data: Data
        do {
            if sticker {
                data = try VideoSticker.make(try card(), options: options)
            } else {
                data = try CardAnimation(card: try card(), options: options).encoded(as: format)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw reported(error, of: input)
        }
        do { try AtomicFile.write(data, to: output) } catch { throw failure("\(output): \(error)") }
    }

    func card() throws -> Card {
        if let source {
            return try conversation.importCard(input, format: source, theme: theme) { card throws(CardError) in try card.with(look: look) }.card
        }
        let folder = input == "-" ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: input).deletingLastPathComponent().path
        do {
            return try Card(json: CardInput.read(input), files: .relative(to: folder)).with(theme: theme, look: look)
        } catch let error as CardError {
            throw reported(error, of: input)
        }
    }
}
