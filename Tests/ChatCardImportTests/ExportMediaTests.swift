import ChatCard
import ChatCardImport
import Foundation
import Testing

/// An export's photos and stickers, read from its folder (the CLI) and never from outside it; left-out
/// media and the service (no folder) draw placeholders, warned.
@Suite struct ExportMediaTests {
    static let folder = Fixture.folder.appendingPathComponent("export-media").path

    static func imported(folder: String?) throws -> CardImporter.Result {
        var options = ImportOptions()
        options.media.folder = folder
        return try CardImporter(.telegramExport, options: options).importCard(Data(contentsOf: URL(fileURLWithPath: Self.folder + "/result.json")))
    }

    @Test func photosAndStickersTheFolderHoldsAreDrawn() throws {
        let result = try Self.imported(folder: Self.folder)
        let spec = try result.card().spec
        let bubbles = spec.messages.filter { $0.style == .bubble }
        #expect(bubbles[0].image?.info.width == 1600 && bubbles[0].text == "the view")
        #expect(bubbles[1].sticker != nil && bubbles[1].from == .me)
        #expect(bubbles[2].text == "📷 Photo" && bubbles[3].text == "sneaky\n📷 Photo")
        // A reply to the photo shows it as a thumbnail.
        #expect(bubbles[4].reply?.image?.info.width == 1600 && bubbles[4].reply?.text == "the view")
        let kinds = result.warnings.counts.map(\.kind)
        #expect(kinds.contains("media the export does not include, drawn as a placeholder"))
        #expect(kinds.contains("media path outside the export's folder or missing, drawn as a placeholder"))
        #expect(try Card(spec: spec).render().count > 10_000)
    }

    @Test func withoutAFolderMediaIsAPlaceholder() throws {
        let result = try Self.imported(folder: nil)
        let bubbles = try result.card().spec.messages.filter { $0.style == .bubble }
        #expect(bubbles.allSatisfy { $0.image == nil && $0.sticker == nil })
        #expect(bubbles[1].text == "😍 Sticker")
    }
}
