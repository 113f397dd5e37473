import ChatCard
import ChatCardImport
import Foundation
import Testing

/// DiscordChatExporter exports as they come: made on Windows (backslashed media paths), with stickers
/// saved beside them, a direct message or group DM, one sender, system messages whose content lacks its
/// subject, routine fields (`isPinned`) that are not warned.
@Suite struct DiscordShapesTests {
    static func export(channelType: String = "GuildTextChat", messages: String) -> String {
        #"{"guild": {"id": "0", "name": "Direct Messages"}, "channel": {"id": "2", "type": "\#(channelType)", "name": "Trip crew"}, "messages": [\#(messages)]}"#
    }

    static func message(_ id: Int, type: String = "Default", content: String, author: String = "ana", extra: String = "") -> String {
        #"{"id": "\#(id)", "type": "\#(type)", "timestamp": "2026-02-10T18:0\#(id):00+00:00", "content": "\#(content)", "isPinned": true, "#
            + #""author": {"id": "\#(author.count)", "name": "\#(author)"}\#(extra)}"#
    }

    @Test func windowsPathsAndSavedStickersAreFound() throws {
        let folder = try UnreadablePictureTests.Folder([
            "chat.json_Files/wave 1.gif": UnreadablePictureTests.gif, "chat.json_Files/sticker.png": UnreadablePictureTests.gif,
        ])
        let json = Self.export(messages: [
            Self.message(1, content: "look", extra: #", "attachments": [{"id": "4", "url": "chat.json_Files\\wave%201.gif", "fileName": "wave 1.gif"}]"#),
            Self.message(2, content: "", extra: #", "stickers": [{"id": "5", "name": "Wave", "format": "Png", "sourceUrl": "chat.json_Files\\sticker.png"}]"#),
        ].joined(separator: ","))
        var options = ImportOptions()
        options.media.folder = folder.path
        let result = try CardImporter(.auto, options: options).importCard(Data(json.utf8))
        let bubbles = try result.card().spec.messages.filter { $0.style == .bubble }
        #expect(bubbles[0].image?.info.format == .gif && bubbles[1].sticker != nil)
        #expect(result.warnings.isEmpty, "isPinned is routine")
    }

    @Test func oneSendersNameStaysAndSystemLinesSayWho() throws {
        let json = Self.export(channelType: "DirectGroupTextChat", messages: [
            Self.message(1, content: "only me here"),
            Self.message(2, type: "GuildMemberJoin", content: "Joined the server."),
            Self.message(3, type: "Call", content: "Started a call that lasted 4 minutes."),
            Self.message(4, type: "RecipientAdd", content: "Added a recipient.", extra: #", "mentions": [{"id": "9", "name": "ben", "nickname": "Ben"}]"#),
            Self.message(5, type: "RecipientRemove", content: "Left the group.", extra: #", "mentions": [{"id": "3", "name": "ana"}]"#),
        ].joined(separator: ","))
        let spec = try CardImporter(.discord).importCard(Data(json.utf8)).card().spec
        #expect(spec.title == "Trip crew")
        #expect(spec.messages.first { $0.style == .bubble }?.author == "ana")
        #expect(spec.messages.filter { $0.style == .service }.map(\.text).dropFirst() == [
            "ana joined the server.", "ana started a call that lasted 4 minutes.", "ana added Ben to the group.", "ana left the group.",
        ])
    }

    @Test func customEmojiMarkupIsItsName() throws {
        let json = Self.export(messages: Self.message(1, content: "nice <:blob_1:123> <a:dance:456> <:broken:> <@9>"))
        let message = try #require(try CardImporter(.discord).importCard(Data(json.utf8)).card().spec.messages.last)
        #expect(message.text == "nice :blob_1: :dance: <:broken:> @9")
    }
}
