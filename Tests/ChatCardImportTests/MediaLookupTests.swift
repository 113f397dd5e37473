import ChatCard
import ChatCardImport
import Foundation
import Testing

/// Pictures a source names by id or URL come from the caller: a folder (`--media DIR`) or a `media` map of
/// data URIs sent next to the source. What is not given is a placeholder, warned; what is given but not
/// named is warned too.
@Suite struct MediaLookupTests {
    static let photo = Fixture.folder.appendingPathComponent("export-media/photos/photo_1@08-03-2026_09-00-00.jpg")
    static let sticker = Fixture.folder.appendingPathComponent("export-media/stickers/sticker.webp")
    static let avatar = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GoldenCases/Images/avatar-leo.png")

    static func dataURI(_ url: URL, type: String) throws -> String { "data:\(type);base64," + (try Data(contentsOf: url)).base64EncodedString() }

    /// A photo in three sizes, a static sticker, an animated one with a thumbnail.
    static let botMessages = #"""
    [{"message_id": 1, "date": 1767225000, "chat": {"id": 5, "type": "private"}, "from": {"id": 7, "first_name": "Ana"},
      "photo": [{"file_id": "AgSmall", "file_unique_id": "uS", "width": 90, "height": 60},
                {"file_id": "AgLarge", "file_unique_id": "uL", "width": 1280, "height": 853}], "caption": "the view"},
     {"message_id": 2, "date": 1767225060, "chat": {"id": 5, "type": "private"}, "from": {"id": 7, "first_name": "Ana"},
      "sticker": {"file_id": "CAStill", "file_unique_id": "uSt", "emoji": "😍", "is_animated": false, "is_video": false}},
     {"message_id": 3, "date": 1767225120, "chat": {"id": 5, "type": "private"}, "from": {"id": 7, "first_name": "Ana"},
      "sticker": {"file_id": "CAAnim", "file_unique_id": "uA", "emoji": "🎉", "is_animated": true, "is_video": false,
                  "thumbnail": {"file_id": "AAThumb", "file_unique_id": "uT", "width": 128, "height": 128}}}]
    """#

    @Test func aFolderHoldsFilesNamedByTheirIds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The largest size by its unique id, the still sticker by its file id, the animated one not at all.
        try FileManager.default.copyItem(at: Self.photo, to: folder.appendingPathComponent("uL.jpg"))
        try FileManager.default.copyItem(at: Self.sticker, to: folder.appendingPathComponent("CAStill.webp"))
        var options = ImportOptions()
        options.media.folder = folder.path
        let result = try CardImporter(.telegramBot, options: options).importCard(Data(Self.botMessages.utf8))
        let messages = CardEncoder.encode(result.spec).text(pretty: false)
        #expect(messages.contains(#""image":{"file":"uL.jpg"}"#))
        #expect(messages.contains(#""sticker":{"file":"CAStill.webp"}"#))
        #expect(result.warnings.counts.map(\.kind) == ["sticker without its image bytes, drawn as a placeholder"])
        let spec = try result.card().spec
        #expect(spec.messages.compactMap(\.image).first?.info.width == 1600)
        #expect(try Card(spec: spec).render().count > 10_000)
    }

    @Test func aSourceSentWithItsMediaDrawsThem() throws {
        let envelope = #"{"source": \#(Self.botMessages), "media": {"AgLarge": "\#(try Self.dataURI(Self.photo, type: "image/jpeg"))", "#
            + #""AAThumb": "\#(try Self.dataURI(Self.sticker, type: "image/webp"))", "unused": "\#(try Self.dataURI(Self.avatar, type: "image/png"))"}}"#
        for format in [ImportFormat.telegramBot, .auto] {
            let result = try CardImporter(format, options: ImportOptions()).importCard(Data(envelope.utf8))
            #expect(result.format == .telegramBot)
            let spec = try result.card().spec
            #expect(spec.messages.compactMap(\.image).count == 1)
            #expect(spec.messages.compactMap(\.sticker).count == 1)
            #expect(result.warnings.counts.map(\.kind) == ["sticker without its image bytes, drawn as a placeholder",
                                                          "media entry that no message of the card names, not drawn"])
        }
    }

    @Test func theEnvelopeFixtureDrawsItsPictures() throws {
        let result = try Fixture.imported("envelope-bot.json")
        let spec = try result.card().spec
        #expect(result.format == .telegramBot && result.warnings.isEmpty)
        #expect(spec.messages.compactMap(\.image).count == 1 && spec.messages.compactMap(\.sticker).count == 1)
    }

    @Test func aMediaMapIsCheckedEntryByEntry() throws {
        let cases: [(String, String, String)] = [
            (#"{"source": [], "media": {"x": "data:image/png;base64,AAAA"}}"#, #"media["x"]"#, "is not a PNG, JPEG, WebP or GIF image"),
            (#"{"source": [], "media": {"x": 3}}"#, #"media["x"]"#, "expected a data URI string, found a number"),
            (#"{"source": [], "media": []}"#, "media", "expected an object of data URIs by id"),
            (#"{"media": {}, "source": [], "extra": 1}"#, "extra", "is not a field of a source sent with its media"),
            (#"{"source": {"message_id": 1, "date": "x"}}"#, "source.date", "expected a whole number"),
            (#"{"source": "12/01/2024, 09:00 - Ana: hi"}"#, "source", "only a whatsapp export is sent as text"),
        ]
        for (body, path, message) in cases {
            let error = #expect(throws: ImportError.self) { try CardImporter(.telegramBot).importCard(Data(body.utf8)) }
            #expect(error?.path == path, "\(body)")
            #expect(error?.message.contains(message) == true, "\(body): \(error?.message ?? "")")
        }
    }

    @Test func aWhatsAppExportTravelsAsAString() throws {
        let text = "12/01/2024, 09:00 - Ana: IMG-20240112-WA0001.jpg (file attached)\nthe view\n12/01/2024, 09:01 - Ben: nice"
        let body = try JSONValue.object([("source", .string(text)), ("media", .object([("IMG-20240112-WA0001.jpg", .string(Self.dataURI(Self.photo, type: "image/jpeg")))]))])
        for format in [ImportFormat.whatsapp, .auto] {
            let result = try CardImporter(format).importCard(Data(body.text().utf8))
            #expect(result.format == .whatsapp)
            #expect(try result.card().spec.messages.compactMap(\.image).count == 1)
            #expect(result.warnings.isEmpty)
        }
    }

    @Test func aQuoteRequestNamesItsPicturesById() throws {
        let request = #"""
        {"type": "quote", "messages": [{"from": {"id": 7, "first_name": "Ana", "photo": {"big_file_id": "AvBig"}}, "avatar": true,
          "media": [{"file_id": "PhSmall"}, {"file_id": "PhBig"}], "text": "look"}],
         "media": {"AvBig": "\#(try Self.dataURI(Self.sticker, type: "image/webp"))", "PhBig": "\#(try Self.dataURI(Self.photo, type: "image/jpeg"))"}}
        """#
        let result = try CardImporter(.quoteAPI).importCard(Data(request.utf8))
        let spec = try result.card().spec
        #expect(spec.messages.first?.image?.info.width == 1600)
        #expect(spec.people.values.first?.avatar != nil)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    /// Discord's image attachments the caller holds are the message's photos: two make an album.
    @Test func discordAttachmentsBecomeAnAlbum() throws {
        let export = #"""
        {"guild": {"name": "G"}, "channel": {"name": "c"}, "messages": [{"id": "1", "type": "Default", "timestamp": "2024-01-31T21:05:00+00:00",
          "content": "two", "author": {"id": "9", "name": "mira"}, "attachments": [
            {"url": "https://cdn.example/a.jpg", "fileName": "a.jpg"}, {"url": "c_Files/b.png", "fileName": "b.png"},
            {"url": "https://cdn.example/c.jpg", "fileName": "c.jpg"}, {"url": "https://cdn.example/d.pdf", "fileName": "d.pdf"}]}]}
        """#
        var options = ImportOptions()
        options.media.dataURIs = ["https://cdn.example/a.jpg": try Self.dataURI(Self.photo, type: "image/jpeg"),
                                  "c_Files/b.png": try Self.dataURI(Self.avatar, type: "image/png")]
        let result = try CardImporter(.discord, options: options).importCard(Data(export.utf8))
        let message = try #require(try result.card().spec.messages.first { $0.style == .bubble })
        #expect(message.photos.count == 2)
        #expect(message.text == "two\n📷 Photo\n📎 d.pdf")
        #expect(result.warnings.counts.map(\.kind) == ["attachment image by URL that the caller does not hold (nothing is fetched), drawn as a placeholder",
                                                      "file, drawn as a placeholder"])
    }

    /// A picture its sender veiled is drawn veiled (blurred, under dots), never plain.
    @Test func veiledPicturesAreDrawnVeiled() throws {
        let uri = try Self.dataURI(Self.photo, type: "image/jpeg")
        let bot = #"{"source": {"message_id": 1, "date": 1767225000, "from": {"id": 7, "first_name": "Ana"}, "has_media_spoiler": true, "photo": [{"file_id": "P"}]}, "media": {"P": "\#(uri)"}}"#
        let quote = #"{"messages": [{"from": {"id": 1, "name": "A"}, "hasMediaSpoiler": true, "media": {"url": "\#(uri)"}}]}"#
        let discord = #"{"guild": {"name": "G"}, "channel": {"name": "c"}, "messages": [{"id": "1", "type": "Default", "timestamp": "2024-01-31T21:05:00+00:00", "content": "", "author": {"id": "9", "name": "m"}, "attachments": [{"url": "u", "fileName": "SPOILER_a.jpg"}]}]}"#
        for (format, body) in [(ImportFormat.telegramBot, bot), (.quoteAPI, quote), (.discord, discord)] {
            var options = ImportOptions()
            options.media.dataURIs = ["u": uri]
            let result = try CardImporter(format, options: options).importCard(Data(body.utf8))
            let message = try #require(try result.card().spec.messages.first { $0.style == .bubble })
            #expect(message.photos.count == 1 && message.spoiler, "\(format)")
            #expect(result.warnings.isEmpty, "\(format): \(result.warnings)")
        }
    }

    /// A reply to a photo the caller holds shows its thumbnail.
    @Test func aReplyShowsTheAnsweredPicture() throws {
        let reply = #"{"message_id": 2, "date": 1767225060, "from": {"id": 8, "first_name": "Ben"}, "text": "nice", "#
            + #""reply_to_message": {"message_id": 1, "date": 1767225000, "from": {"id": 7, "first_name": "Ana"}, "photo": [{"file_id": "P"}], "caption": "the view"}}"#
        var options = ImportOptions()
        options.media.dataURIs = ["P": try Self.dataURI(Self.photo, type: "image/jpeg")]
        let result = try CardImporter(.telegramBot, options: options).importCard(Data(reply.utf8))
        let spec = try result.card().spec
        #expect(spec.messages.compactMap(\.reply).first?.image?.info.width == 1600)
        #expect(spec.messages.compactMap(\.reply).first?.text == "the view" && result.warnings.isEmpty)
    }
}
