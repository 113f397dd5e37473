import ArgumentParser
import Foundation

/// `chatcard-bench`: release-build benchmarks (`scripts/bench.sh`), numbers for the notes.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatcard-bench",
        abstract: "Time card rendering, PNG encoding and image comparison (release build; medians and p99 in ms).")

    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case all, cards, png, compare
        /// Layout and drawing alone, for profiling (`perf record chatcard-bench draw`).
        case draw
        /// The fast PNG encoder alone, for profiling.
        case encode
        /// The whole basic card against the C peers.
        case peers
        /// The image card against the same card without images alone, for profiling.
        case images
        /// Single text layouts: the fixed cost of a layout against its text's.
        case text
        /// A conversation imported and rendered against its card rendered alone.
        case `import`
        /// Forty messages of every kind against the same as plain text.
        case kinds
        /// The sample card in every look against ChatCard's own.
        case looks
        /// The sample as an animation: composing frames, and each format end to end.
        case animate
    }

    @Argument(help: "What to measure: all, cards, png, peers, compare, draw, encode, images, text, import, kinds, looks or animate.")
    var mode: Mode = .all

    @Argument(help: "Iterations per measurement.")
    var iterations: Int = 200

    @Option(help: "draw: only the card of this name, else those whose names start with it (sample, 40 messages, 40 rich, 40 rich without reply); kinds: only this kind (document, voice, audio, video, poll, location, contact, preview, call), for a focused profile.")
    var card: String = ""

    @Option(help: "Folder with the C peers' binaries (make -C benchmarks/peers BUILD=DIR, DIR absolute; scripts/bench.sh builds them into .build-peers).")
    var peers: String = ".build-peers"

    func validate() throws {
        guard (1...1_000_000).contains(iterations) else { throw ValidationError("iterations must be 1 to 1000000 (got \(iterations))") }
    }

    func run() throws {
        if mode == .draw { try benchDraw(iterations: iterations, only: card) }
        if mode == .encode { try benchEncode(iterations: iterations) }
        if mode == .images { try benchImages(iterations: iterations) }
        if mode == .text { benchText(iterations: iterations) }
        if mode == .import { try benchImport(iterations: iterations) }
        if mode == .looks || mode == .all { try benchLooks(iterations: iterations) }
        if mode == .animate { try benchAnimate(iterations: iterations) }
        if mode == .kinds || mode == .all { try benchKinds(iterations: iterations, only: mode == .kinds ? card : "") }
        if mode == .peers || mode == .all { try benchPeers(iterations: iterations, peersDirectory: peers) }
        if mode == .cards || mode == .all {
            try benchCards(iterations: iterations)
            try benchImages(iterations: iterations)
        }
        if mode == .png || mode == .all { try benchPNG(iterations: iterations) }
        if mode == .compare || mode == .all { try benchCompare(iterations: iterations) }
    }
}
