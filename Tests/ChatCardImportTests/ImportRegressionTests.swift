import ChatCard
import ChatCardImport
import Foundation
import Testing

/// Inputs the import fuzz target found (Fixtures/regressions): every importer either refuses them with an
/// ImportError or makes a card that decodes.
@Suite struct ImportRegressionTests {
    static let folder = Fixture.folder.appendingPathComponent("regressions")
    static let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []

    @Test(arguments: files)
    func everyImporterRefusesOrMakesACard(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        for format in ImportFormat.allCases {
            guard let result = try? CardImporter(format).importCard(data) else { continue }
            #expect(throws: Never.self, "\(format.rawValue)") { _ = try result.card() }
        }
    }
}
