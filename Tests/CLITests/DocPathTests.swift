import Foundation
import Testing

/// Every repository file the README and `docs/` name in code spans exists: a path from the repository's
/// root or from `Sources/` (`Canvas/Wallpaper.swift`), known by its first folder. Placeholders in capitals
/// (`DIR/NAME.png`), what a command writes (`out/`) and other repositories' files are not checked.
@Suite struct DocPathTests {
    static let repository = ReadmeCLITests.repository
    static let fileExtensions: Set<String> = ["swift", "sh", "md", "json", "py", "c", "h", "yaml", "yml", "lua", "png"]
    /// The first folders a path of this repository starts with: its top level and the modules in `Sources/`.
    static let roots: Set<String> = {
        let list = { (path: String) in Set((try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(path).path)) ?? []) }
        // `out/` is what commands write (present after a fuzz or demo run, never in the repository).
        return list("").union(list("Sources")).subtracting(["out"])
    }()

    /// The code spans of `text` that read as a file's path: a slash, a known extension, no spaces.
    static func paths(in text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().compactMap { i, piece in
            guard i % 2 == 1, piece.contains("/"), !piece.contains(" "), !piece.contains("*"), !piece.contains("{"),
                  let ext = piece.split(separator: ".").last, fileExtensions.contains(String(ext)) else { return nil }
            let parts = piece.split(separator: "/", omittingEmptySubsequences: false)
            let placeholder = parts.contains { part in part.count >= 3 && part.prefix(3).allSatisfy(\.isUppercase) }
            return placeholder || !roots.contains(String(parts[0])) ? nil : piece
        }
    }

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test func theDocumentsArePresent() { #expect(Self.documents.count >= 5 && Self.documents.contains("docs/ARCHITECTURE.md")) }

    @Test(arguments: documents)
    func everyNamedFileExists(_ document: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
        let named = Self.paths(in: text)
        let missing = named.filter { path in
            !["", "Sources/"].contains { FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent($0 + path).path) }
        }
        #expect(missing.isEmpty, "\(document) names files that do not exist: \(missing)")
    }

    /// A manual a newcomer reads through; history and long measurements go to `docs/`.
    @Test func theReadmeStaysShort() throws {
        let lines = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 451, "README.md has \(lines.count) lines")
    }

    @Test func pathsAreFoundInCodeSpans() {
        #expect(Self.paths(in: "see `Sources/ChatCard/Looks/Look.swift` and `DIR/NAME-0001.png`, run `scripts/test.sh`, `out/a.png`, "
            + "`Canvas/Gone.swift`, `submodules/Other/A.swift`, `/generate.png`")
            == ["Sources/ChatCard/Looks/Look.swift", "scripts/test.sh", "Canvas/Gone.swift"])
    }
}
