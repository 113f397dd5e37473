import ChatCard
import ChatCardImport
import Foundation
import Testing

/// A picture an export holds but the card cannot draw (not an image, a format it does not read) is a
/// placeholder with a warning naming it and the reason; the rest of the card renders. GIFs are read.
@Suite struct UnreadablePictureTests {
    /// A folder of its own, removed when the test ends.
    final class Folder {
        let path = NSTemporaryDirectory() + "chatcard-pictures-" + UUID().uuidString
        init(_ files: [String: Data]) throws {
            for (name, data) in files {
                let url = URL(fileURLWithPath: path + "/" + name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    static let gif = try! Data(contentsOf: Fixture.folder.appendingPathComponent("../../../fuzz/seeds/animated-transparent.gif").standardized)
    static let jpeg = try! Data(contentsOf: Fixture.folder.appendingPathComponent("export-media/photos/photo_1@08-03-2026_09-00-00.jpg"))

    @Test func anExportsUnreadablePhotoIsAPlaceholderAndTheRestRenders() throws {
        let export = #"""
        {"name": "Trip", "type": "personal_chat", "id": 5, "messages": [
          {"id": 1, "type": "message", "date_unixtime": "1709287200", "from": "Ana", "from_id": "user1", "photo": "photos/a.gif", "text": "gif"},
          {"id": 2, "type": "message", "date_unixtime": "1709287260", "from": "Ana", "from_id": "user1", "photo": "photos/b.jpg", "text": "broken"},
          {"id": 3, "type": "message", "date_unixtime": "1709287320", "from": "Ana", "from_id": "user1", "photo": "photos/c.jpg", "text": "fine"},
          {"id": 4, "type": "message", "date_unixtime": "1709287380", "from": "Ana", "from_id": "user1", "file": "files/x.pdf", "thumbnail": "photos/b.jpg",
           "mime_type": "application/pdf", "text": ""}]}
        """#
        let folder = try Folder(["result.json": Data(export.utf8), "photos/a.gif": Self.gif, "photos/b.jpg": Data("<html>not found</html>".utf8),
                                 "photos/c.jpg": Self.jpeg])
        var options = ImportOptions()
        options.media.folder = folder.path
        let result = try CardImporter(.auto, options: options).importCard(contentsOfFile: folder.path + "/result.json")
        let card = try result.card()
        let bubbles = card.spec.messages.filter { $0.style == .bubble }
        #expect(bubbles[0].image?.info.format == .gif && bubbles[0].text == "gif")
        #expect(bubbles[1].image == nil && bubbles[1].text == "broken\n📷 Photo")
        #expect(bubbles[2].image?.info.format == .jpeg)
        #expect(bubbles[3].attachment?.kind == .document)
        #expect(result.warnings.counts.map(\.kind) == [#"picture "photos/b.jpg" the card cannot draw (data is not a PNG, JPEG, WebP or GIF image), shown as a placeholder"#])
        #expect(result.warnings.counts.first?.count == 2)
        #expect(try card.render().count > 10_000)
    }

    @Test func aDiscordGIFAttachmentIsDrawn() throws {
        let export = #"""
        {"guild": {"id": "1", "name": "Club"}, "channel": {"id": "2", "type": "GuildTextChat", "name": "general"},
         "messages": [{"id": "10", "type": "Default", "timestamp": "2026-02-10T18:01:00+00:00", "content": "look",
                       "author": {"id": "3", "name": "ana", "nickname": "Ana"},
                       "attachments": [{"id": "4", "url": "chat_Files/wave.gif", "fileName": "wave.gif", "fileSizeBytes": 593}]}]}
        """#
        let folder = try Folder(["chat.json": Data(export.utf8), "chat_Files/wave.gif": Self.gif])
        var options = ImportOptions()
        options.media.folder = folder.path
        let result = try CardImporter(.auto, options: options).importCard(contentsOfFile: folder.path + "/chat.json")
        let message = try #require(result.card().spec.messages.last)
        #expect(message.image?.info.format == .gif && message.image?.info.width == 48)
        #expect(result.warnings.isEmpty)
    }
}
