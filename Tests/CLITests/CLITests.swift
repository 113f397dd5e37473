import Foundation
import Testing

/// `chatcard` run as a process, as a user runs it: exit codes, files, stdin and stdout, batches.
@Suite struct CLITests {
    struct Run { let status: Int32; let stdout: Data; let stderr: String }

    /// The `chatcard` built next to this test bundle.
    static let executable: URL = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("chatcard").path), dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("chatcard")
    }()

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(stdin ?? Data())
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "chatcard-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static let good = #"{"messages": [{"from": "me", "text": "hi"}]}"#
    static let bad = #"{"messages": [{"from": "me", "text": 5}]}"#
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47])

    /// `chatcard --version` names the drawing libraries the process loaded, a Cairo with the glyph-cache fix.
    @Test func versionNamesCairoAndPango() throws {
        let run = try Self.run(["--version"])
        #expect(run.status == 0, "\(run.stderr)")
        let line = String(decoding: run.stdout, as: UTF8.self)
        let versions = line.firstMatch(of: /^chatcard \d+\.\d+\.\d+ \(cairo (\d+)\.(\d+)\.(\d+), pango 1\.\d+\.\d+\)\n$/)
        let cairo = try #require(versions, "\(line)").output
        #expect((Int(cairo.1)!, Int(cairo.2)!, Int(cairo.3)!) >= (1, 17, 2), "\(line)")
    }

    /// `chatcard text` refuses text that would draw an empty bubble, as cards do, and writes nothing.
    @Test func textWithNothingVisibleIsRefused() throws {
        let dir = try Self.folder()
        for text in ["", "\n\n", "   ", "\u{200B}"] {
            let out = dir + "/empty.png"
            let run = try Self.run(["text", text, "--bubble", "them", "-o", out])
            #expect(run.status == 64 && run.stderr.contains("nothing to draw"), "\(text.debugDescription): \(run.status) \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    /// `chatcard text --bubble` scales the bubble's radii, tail and insets with the font as cards do: the
    /// bubble at 60 pt is the 17 pt one enlarged (it was a rounded square with a small tail), at 6 pt shrunk.
    @Test func textBubblesScaleWithTheFont() throws {
        let dir = try Self.folder()
        func bubbleSize(_ size: Int) throws -> (Double, Double) {
            let out = dir + "/b\(size).png"
            let run = try Self.run(["text", "Hello there", "--size", "\(size)", "--bubble", "them", "--scale", "1", "-o", out])
            #expect(run.status == 0, "\(run.stderr)")
            // The PNG's IHDR: width and height, less the 16 pt padding on each side.
            let png = try Data(contentsOf: URL(fileURLWithPath: out))
            let be = { (o: Int) in png[o ..< o + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (Double(be(16) - 32), Double(be(20) - 32))
        }
        let (w17, h17) = try bubbleSize(17)
        for size in [6, 60] {
            let (w, h) = try bubbleSize(size)
            let ratio = Double(size) / 17
            #expect(abs(w / w17 / ratio - 1) < 0.08 && abs(h / h17 / ratio - 1) < 0.08, "\(size) pt: \(w)×\(h) against \(w17)×\(h17)")
        }
    }

    /// `chatcard text --json`: the layout as numbers, without drawing (point "a tool for checking text layout
    /// without eyes" of the visual-fidelity issue). A URL wraps without a hyphen; lines tile the text.
    @Test func textJSONDescribesTheLayout() throws {
        let text = "See https://example.com/very/long/path?query=1&more=2 today"
        let run = try Self.run(["text", text, "--width", "120", "--json", "--show-glyphs"])
        #expect(run.status == 0, "\(run.stderr)")
        struct Box: Decodable { var x, y, width, height: Double }
        struct Line: Decodable { var text: String; var range: [Int]; var usedRect: Box; var baseline: Double }
        struct Glyph: Decodable { var text: String; var offset: Int; var line: Int }
        struct Layout: Decodable { var size: [String: Double]; var lines: [Line]; var glyphs: [Glyph] }
        let layout = try JSONDecoder().decode(Layout.self, from: run.stdout)
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.map(\.text).joined() == text, "the lines hold the text, nothing added")
        #expect(layout.lines.allSatisfy { $0.usedRect.width <= 120 + 0.01 && $0.baseline > $0.usedRect.y })
        #expect(zip(layout.lines, layout.lines.dropFirst()).allSatisfy { $0.range[1] == $1.range[0] })
        #expect(layout.glyphs.count == text.count)
        #expect(layout.size["width"] == 120)
    }

    /// `chatcard render --layout-json`: the card's element frames on stdout, no image written.
    @Test func renderLayoutJSONListsTheFrames() throws {
        let card = #"{"messages": [{"from": "them", "author": "Maya", "time": "9:41", "text": "hi there"}]}"#
        let run = try Self.run(["render", "-", "--layout-json"], stdin: Data(card.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        struct Element: Decodable { var kind: String; var message: Int?; var x, y, width, height: Double; var text: String? }
        struct Frames: Decodable { var size: [String: Double]; var scale: Double; var elements: [Element] }
        let frames = try JSONDecoder().decode(Frames.self, from: run.stdout)
        #expect(frames.elements.map(\.kind) == ["author", "bubble", "text", "time"])
        #expect(frames.elements.allSatisfy { $0.message == 0 && $0.width > 0 && $0.height > 0 })
        #expect(frames.elements.map(\.text) == ["Maya", nil, "hi there", "9:41"])
        let refused = try Self.run(["render", "-", "--layout-json", "-o", "x.png"], stdin: Data(card.utf8))
        #expect(refused.status != 0 && refused.stderr.contains("--layout-json"), "\(refused.stderr)")
        let bad = try Self.run(["render", "-", "--layout-json"], stdin: Data(Self.bad.utf8))
        #expect(bad.status == 2 && bad.stdout.isEmpty && bad.stderr.contains("messages[0].text"))
    }

    @Test func aCardRendersToAFile() throws {
        let dir = try Self.folder()
        try Self.good.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let run = try Self.run(["render", dir + "/card.json", "-o", dir + "/card.png"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir + "/card.png")?.prefix(4) == Self.pngSignature)
    }

    @Test func badInputExits2NamingTheFieldAndWritesNothing() throws {
        let dir = try Self.folder()
        try Self.bad.write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let run = try Self.run(["render", dir + "/card.json", "-o", dir + "/card.png"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("messages[0].text: expected a string, found a number"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["card.json"])
    }

    @Test func stdinToStdout() throws {
        let run = try Self.run(["render", "-", "-o", "-"], stdin: Data(Self.good.utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.prefix(4) == Self.pngSignature)
    }

    @Test func aBatchReportsFailuresAndWritesTheRest() throws {
        let dir = try Self.folder()
        for (name, card) in [("a", Self.good), ("b", Self.bad), ("c", Self.good)] {
            try card.write(toFile: "\(dir)/\(name).json", atomically: true, encoding: .utf8)
        }
        let run = try Self.run(["render", dir + "/a.json", dir + "/b.json", dir + "/c.json", "--out-dir", dir + "/out"])
        #expect(run.status == 1)
        #expect(String(decoding: run.stdout, as: UTF8.self).contains("rendered 2 of 3 cards"))
        #expect(run.stderr.contains("b.json: messages[0].text"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted() == ["a.png", "c.png"])
    }

    /// `--out-dir` is made with its parents, as `mkdir -p` would; a path that cannot be a folder is refused
    /// with the system's reason, and nothing is written.
    @Test func outDirIsMadeWithItsParents() throws {
        let dir = try Self.folder()
        try Self.good.write(toFile: dir + "/a.json", atomically: true, encoding: .utf8)
        let made = try Self.run(["render", dir + "/a.json", "--out-dir", dir + "/out/cards/"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/cards/a.png"))
        let split = try Self.run(["render", "--from", "auto", dir + "/chat.json", "--split", "1", "--out-dir", dir + "/split/x"],
                                 stdin: nil)
        #expect(split.status == 2 && !split.stderr.contains("--out-dir"), "the missing input is the error, not the folder: \(split.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/split/x"))
        let underAFile = try Self.run(["render", dir + "/a.json", "--out-dir", dir + "/a.json/out"])
        #expect(underAFile.status == 2 && underAFile.stderr == "error: --out-dir \(dir)/a.json/out: cannot be made: Not a directory\n",
                "\(underAFile.stderr)")
        let aFile = try Self.run(["render", dir + "/a.json", "--out-dir", dir + "/a.json"])
        #expect(aFile.status == 2 && aFile.stderr.contains("is a file, not a folder"), "\(aFile.stderr)")
    }

    @Test func aTimeoutExits3AndBadOptionsExit64() throws {
        let timedOut = try Self.run(["render", "-", "-o", "-", "--timeout", "0.000001"], stdin: Data(Self.good.utf8))
        #expect(timedOut.status == 3, "\(timedOut.stderr)")
        #expect(timedOut.stdout.isEmpty)
        let badScale = try Self.run(["render", "-", "--scale", "9"], stdin: Data(Self.good.utf8))
        #expect(badScale.status == 64)
        #expect(badScale.stderr.contains("--scale must be 1 to 4"))
        let hugeTimeout = try Self.run(["render", "-", "--timeout", "1e300"], stdin: Data(Self.good.utf8))
        #expect(hugeTimeout.status == 64, "a clear refusal, not a crash: \(hugeTimeout.stderr)")
    }

    /// `--look-file` draws a card in a look given as data, as the same object in the card's `look` does; a bad
    /// file is refused naming its field (exit 2), and it does not go with `--look`.
    @Test func aLookFileDrawsAsTheCardsOwnLookObject() throws {
        let dir = try Self.folder()
        let look = ##"{"base": "telegram", "light": {"outgoingFill": "#FFE8B0"}, "parts": {"reactions": "whatsapp"}}"##
        try Data(look.utf8).write(to: URL(fileURLWithPath: dir + "/brand.json"))
        try Data(Self.good.utf8).write(to: URL(fileURLWithPath: dir + "/card.json"))
        try Data(#"{"look": \#(look), "messages": [{"from": "me", "text": "hi"}]}"#.utf8).write(to: URL(fileURLWithPath: dir + "/inline.json"))
        let given = try Self.run(["render", dir + "/card.json", "--look-file", dir + "/brand.json", "-o", "-"])
        let inline = try Self.run(["render", dir + "/inline.json", "-o", "-"])
        let plain = try Self.run(["render", dir + "/card.json", "-o", "-"])
        #expect(given.status == 0 && given.stdout == inline.stdout && given.stdout != plain.stdout, "\(given.stderr)")
        try Data(#"{"base": "telegram", "light": {"accent": "red"}}"#.utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        let bad = try Self.run(["render", dir + "/card.json", "--look-file", dir + "/bad.json", "-o", dir + "/out.png"])
        #expect(bad.status == 2 && bad.stderr.contains("--look-file \(dir)/bad.json: light.accent: invalid color"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
        let both = try Self.run(["render", dir + "/card.json", "--look-file", dir + "/brand.json", "--look", "slack"])
        #expect(both.status == 64 && both.stderr.contains("not both"), "\(both.stderr)")
    }
}
