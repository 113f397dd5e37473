import ChatCard
import ChatCardImport
import Foundation
import Testing

/// Inputs the import fuzz target found (Fixtures/regressions) and the shapes it is seeded with
/// (fuzz/seeds/import): every importer either refuses them with an ImportError or makes a card that decodes.
@Suite struct ImportRegressionTests {
    static let folders = [Fixture.folder.appendingPathComponent("regressions"),
                          Fixture.folder.appendingPathComponent("../../../fuzz/seeds/import").standardized]
    static let files = folders.flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test(arguments: files)
    func everyImporterRefusesOrMakesACard(_ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        for format in ImportFormat.allCases {
            guard let result = try? CardImporter(format).importCard(data) else { continue }
            #expect(throws: Never.self, "\(format.rawValue)") { _ = try result.card() }
        }
    }

    /// NUL characters are removed and the styles after them move with their text.
    @Test func stylesMoveWithTheTextWhenNULsGo() throws {
        let chat = Data("12/01/2024, 21:58 - Ana: a\u{0}\u{0} *bold* 🌙 _it_\n".utf8)
        let result = try CardImporter(.whatsapp).importCard(chat)
        let message = try #require(try result.card().spec.messages.first { $0.style == .bubble })
        #expect(message.text(where: \.bold) == "bold" && message.text(where: \.italic) == "it")
        #expect(result.warnings.counts.map(\.kind).contains("text with NUL characters, removed"))
    }
}
