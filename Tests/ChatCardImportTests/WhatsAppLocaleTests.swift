import ChatCard
import ChatCardImport
import Foundation
import Testing

/// WhatsApp exports from phones in other languages: their 12-hour times, their words for media left out
/// and files attached, authors with nothing after the colon, the year between month and day.
@Suite struct WhatsAppLocaleTests {
    static func bubbles(_ text: String, folder: String? = nil) throws -> (messages: [MessageSpec], warnings: [String]) {
        var options = ImportOptions()
        options.media.folder = folder
        let result = try CardImporter(.auto, options: options).importCard(Data(text.utf8))
        let card = try result.card()
        return (card.spec.messages.filter { $0.style == .bubble }, result.warnings.counts.map(\.kind))
    }

    @Test func midnightInTwelveHourLocalesStartsAMessage() throws {
        let (messages, _) = try Self.bubbles("13/02/2024, 0:09 a. m. - Ana: hola\n13/02/2024, 00:10 a. m. - Ben: qué tal\n13/02/2024, 12:11 p. m. - Ana: bien\n")
        #expect(messages.map(\.text) == ["hola", "qué tal", "bien"])
        #expect(messages.map(\.time) == ["00:09", "00:10", "12:11"])
    }

    @Test(arguments: ["<Media omitted>", "<Medien ausgelassen>", "‹Médias omis›", "<Multimedia omitido>", "<Archivo omitido>",
                      "‹メディアなし›", "<Mídia oculta>", "image omitted", "Bild weggelassen", "imagen omitida"])
    func mediaLeftOutIsAPlaceholderInEveryLanguage(marker: String) throws {
        let (messages, warnings) = try Self.bubbles("13/02/2024, 09:00 - Ana: \(marker)\n")
        #expect(messages.count == 1 && !messages[0].text.contains(marker) && messages[0].text.hasPrefix(messages[0].text.hasPrefix("📷") ? "📷" : "["))
        #expect(warnings == ["media the export left out, drawn as a placeholder"])
    }

    @Test(arguments: ["IMG-1.jpg (file attached)", "IMG-1.jpg (Datei angehängt)", "IMG-1.jpg (fichier joint)", "IMG-1.jpg (archivo adjunto)",
                      "<attached: IMG-1.jpg>", "< attached: IMG-1.jpg >", "<Anhang: IMG-1.jpg>", "IMG-1.jpg ‹attached>"])
    func attachedFilesAreFoundInEveryLanguage(marker: String) throws {
        let folder = try UnreadablePictureTests.Folder(["IMG-1.jpg": UnreadablePictureTests.jpeg])
        let (messages, warnings) = try Self.bubbles("13/02/2024, 09:00 - Ana: \(marker)\nthe caption\n", folder: folder.path)
        #expect(messages.count == 1 && messages[0].image != nil && messages[0].text == "the caption")
        #expect(warnings.isEmpty)
    }

    @Test func anAuthorWithNothingAfterTheColonIsStillTheAuthor() throws {
        let text = "13/02/2024, 09:00 - Ana: hi\n13/02/2024, 09:01 - Ana:.\n13/02/2024, 09:02 - Ben:\n13/02/2024, 09:03 - Ben changed the subject to “Trip: day 2”\n"
        let result = try CardImporter(.auto).importCard(Data(text.utf8))
        let messages = try Fixture.messages(result)
        #expect(messages.filter { $0.style == .bubble }.map(\.author) == ["Ana", "Ana", "Ben"])
        #expect(messages.filter { $0.style == .bubble }.map(\.text) == ["hi", ".", "[empty message]"])
        #expect(messages.last?.style == .service && messages.last?.text == "Ben changed the subject to “Trip: day 2”")
    }

    @Test func aYearBetweenMonthAndDay() throws {
        let result = try CardImporter(.auto).importCard(Data("[06/2018/13, 10:15:32] Ana: hi\n[06/2018/14, 10:16:00] Ben: yo\n".utf8))
        #expect(try Fixture.messages(result).filter { $0.style == .service }.map(\.text) == ["June 13, 2018", "June 14, 2018"])
    }
}
