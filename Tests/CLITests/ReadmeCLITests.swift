import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The README's CLI block runs as written, line by line, in a fresh folder with `chatcard` on the PATH:
/// what a newcomer pastes first must work. The files it names (a.json, result.json …) are made beforehand.
@Suite struct ReadmeCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The commands of the first `sh` block after "## The CLI", comments dropped.
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## The CLI\n"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```sh\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return rest[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            // A comment starts at " # " outside quotes; no command of the block quotes a "#" after a space.
            String(line.range(of: "  # ").map { line[..<$0.lowerBound] } ?? line[...]).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    @Test func everyCommandOfTheCLIBlockRunsAsWritten() throws {
        let dir = try CLITests.folder()
        let bin = dir + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin + "/chatcard", withDestinationPath: CLITests.executable.path)
        // The inputs the block names.
        for name in ["a", "b", "c", "my-card"] { try Data(CLITests.good.utf8).write(to: URL(fileURLWithPath: "\(dir)/\(name).json")) }
        let fixtures = Self.repository.appendingPathComponent("Tests/ChatCardImportTests/Fixtures")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("export-personal.json"), to: URL(fileURLWithPath: dir + "/result.json"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("bot-messages.json"), to: URL(fileURLWithPath: dir + "/messages.json"))
        let png = try CLITests.run(["render", "-", "-o", "-"], stdin: Data(CLITests.good.utf8)).stdout
        for name in ["EXPECTED.png", "ACTUAL.png"] { try png.write(to: URL(fileURLWithPath: "\(dir)/\(name)")) }

        let commands = try Self.commands()
        #expect(commands.count >= 8, "\(commands)")
        for command in commands {
            // The preview serves until stopped: it must say where, with the page answering there.
            if command.hasPrefix("chatcard preview") {
                try Self.checkPreview(command + " --port 0", in: dir, path: bin)
                continue
            }
            let run = try Self.shell(command, in: dir, path: bin)
            #expect(run.status == 0, "`\(command)` exited \(run.status): \(run.stderr)")
            #expect(!run.stderr.contains("error"), "`\(command)`: \(run.stderr)")
        }
        for name in ["out/a.png", "out/b.png", "out/c.png", "chatcard-sample.png", "sticker.webp", "card.png", "chat.png", "card.json"] {
            #expect(FileManager.default.fileExists(atPath: "\(dir)/\(name)"), "\(name) was not written")
        }
    }

    /// `command` for /bin/sh in `dir`, with `path` first on the PATH and nothing on stdin.
    static func process(_ command: String, in dir: String, path: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        return process
    }

    static func shell(_ command: String, in dir: String, path: String) throws -> CLITests.Run {
        let process = process(command, in: dir, path: path)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return CLITests.Run(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// Starts `command`, reads the URL it prints, fetches the page there, and stops it.
    static func checkPreview(_ command: String, in dir: String, path: String) throws {
        let process = process("exec " + command, in: dir, path: path)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        let line = String(decoding: printed, as: UTF8.self)
        let url = try #require(line.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression).map { String(line[$0]) }, "`\(command)` printed \(line)")
        let page = try Data(contentsOf: try #require(URL(string: url)))
        #expect(String(decoding: page, as: UTF8.self).contains("chatcard preview"), "`\(command)`: \(url) is not the preview page")
    }
}
