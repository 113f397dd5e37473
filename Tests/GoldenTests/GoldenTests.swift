import Canvas
import GoldenCases
import GoldenImage
import Testing

/// One test case per golden picture. Record on purpose with CHATCARD_RECORD_GOLDENS=1 and look at every
/// recorded file (or at the contact sheet from scripts/gallery.sh).
@Suite struct GoldenTests {
    static let directory: String = {
        let file = "\(#filePath)"
        return String(file[..<file.lastIndex(of: "/")!]) + "/Goldens"
    }()

    @Test(arguments: GoldenCatalog.all.map(\.name))
    func golden(_ name: String) throws {
        let golden = try #require(GoldenCatalog.named(name))
        // Exact: a faint change (a wallpaper's doodles at 7 %) passes a perceptual threshold unseen.
        try assertGolden(golden.render().pngData(), named: name, directory: Self.directory, threshold: 0, includeAntiAliasing: true,
                         testName: "golden")
    }
}
