import Testing
import TextLayout

@Suite struct FontRegistryTests {
    @Test func missingPathIsReported() {
        #expect(throws: FontRegistryError.notFound("/no/such/font.ttf")) {
            try FontRegistry.registerFont(file: "/no/such/font.ttf")
        }
    }

    @Test func registeringAfterTheFirstLayoutIsRefused() throws {
        _ = TextLayout("start the font machinery").lines
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        #expect(throws: FontRegistryError.tooLate(font)) { try FontRegistry.registerFont(file: font) }
    }
}
