import ChatCard
import ChatCardImport
import Foundation
import Testing

/// WhatsApp `.txt` exports: Android and iOS headers, day/month order per file, 12-hour times with narrow
/// spaces, multi-line messages, markup, media omitted, edits, system lines.
@Suite struct WhatsAppImportTests {
    @Test func androidDayFirstWithMarkupAndSystemLines() throws {
        let result = try Fixture.imported("whatsapp-android.txt")
        #expect(result.format == .whatsapp)
        let messages = try Fixture.messages(result)
        let services = messages.filter { $0.style == .service }.map(\.text)
        #expect(services.contains("Ana added Ben") && services.contains("January 13, 2024"))
        let ana = try #require(messages.first { $0.author == "Ana" })
        #expect(ana.text == "Boat 3 is back, see you at the dock shed\nand bring gloves" && ana.time == "07:05")
        #expect(ana.text(where: \.bold) == "Boat 3" && ana.text(where: \.italic) == "you")
        #expect(ana.text(where: { $0.strikethrough != nil }) == "dock")
        let cy = try #require(messages.first { $0.author == "Cy" })
        #expect(cy.text == "my_snake_case stays mono ok" && cy.text(where: \.code) == "mono")
        #expect(messages.contains { $0.author == "Ben" && $0.text == "[media omitted]" })
        #expect(result.warnings.counts.map(\.kind).contains("media the export left out, drawn as a placeholder"))
    }

    @Test func iOSMonthFirstTwelveHourTimesAndEdits() throws {
        var options = ImportOptions()
        options.me = "Ana"
        options.clock = .twelve
        let messages = try Fixture.messages(Fixture.imported("whatsapp-ios.txt", options: options))
        let bubbles = messages.filter { $0.style == .bubble }
        #expect(bubbles.map(\.from) == [.me, .them, .me, .them])
        #expect(bubbles[0].time == "9:05 PM" && bubbles[3].time == "12:00 AM")
        #expect(bubbles[1].text == "📷 Photo")
        #expect(bubbles[2].text == "typo fixed" && bubbles[2].edited)
        #expect(bubbles[3].text == "happy February\nsecond line")
        #expect(messages.filter { $0.style == .service }.map(\.text) == ["January 31, 2024", "February 1, 2024"])
    }

    @Test func textThatIsNotAnExportIsRefusedWithItsLine() throws {
        let error = #expect(throws: ImportError.self) { try CardImporter(.whatsapp).importCard(Data("hello there\n1/2/24, 9:00 - A: x".utf8)) }
        #expect(error?.path == "line 1")
        let auto = #expect(throws: ImportError.self) { try CardImporter(.auto).importCard(Data("just some text".utf8)) }
        #expect(auto?.message.contains("invalid JSON") == true)
    }
}
