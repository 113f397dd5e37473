import ArgumentParser
import Canvas
import ChatCardSupport
import GoldenImage
import ImageCodecs

/// `chatcard diff`: perceptual comparison of two PNG files, as the golden tests do it.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images perceptually (YIQ distance, anti-aliasing aware).",
        discussion: "Exit status: 0 when they match, 1 when they differ, 2 when an input cannot be read.")

    @Argument(help: "The expected (golden) PNG.")
    var expected: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here: faded expected image, mismatches red, anti-aliasing yellow.")
    var output: String?

    @Option(help: "Color distance threshold, 0 to 1 (smaller is stricter).")
    var threshold: Double = 0.1

    @Option(name: .customLong("max-ratio"), help: "Largest ratio of mismatched pixels that still counts as a match, 0 to 1.")
    var maxRatio: Double = 0

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1 (got \(threshold))")
        }
        guard maxRatio.isFinite, (0...1).contains(maxRatio) else {
            throw ValidationError("--max-ratio must be between 0 and 1 (got \(maxRatio))")
        }
    }

    func run() throws {
        let expectedImage = try load(expected)
        let actualImage = try load(actual)
        let result = PixelMatch.compare(expectedImage, actualImage, options: .init(threshold: threshold))
        if let output, case .compared(let difference) = result {
            do { try AtomicFile.write(difference.diffImage.pngData(), to: output) } catch {
                throw failure("\(error)")
            }
            print("diff image: \(output)")
        }
        let matches = result.matches(maxMismatchRatio: maxRatio)
        print((matches ? "match: " : "differ: ") + result.summary)
        if !matches { throw ExitCode(1) }
    }

    private func load(_ path: String) throws -> RGBAImage {
        do { return try RGBAImage(pngFile: path) } catch ImageCodecError.io(_, let reason) {
            throw failure("\(path): \(reason)")
        } catch {
            throw failure("\(path) is not a readable PNG (\(error))")
        }
    }
}
