import ChatCard
import Foundation
import Testing

/// Inputs the fuzzer (scripts/fuzz.sh) found: each must render or be refused as bad input, never crash.
@Suite struct RegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")
    static let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()) ?? []

    @Test func thereAreRegressions() { #expect(!Self.files.isEmpty) }

    @Test(arguments: files)
    func rendersOrRefuses(_ file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        do {
            let card = try Card(json: data)
            for format in OutputFormat.allCases { _ = try card.render(format: format) }
        } catch is CardError {
        } catch RenderError.card {}
    }
}
