import ChatCard
import ChatCardImport
import Foundation
import Testing

/// The shapes real exports come in besides the newest app's: Windows line ends and a byte-order mark,
/// older Telegram Desktop exports, a messages array alone, Bot API responses and documents written by
/// libraries that serialise every field with its default.
@Suite struct ExportShapesTests {
    static func texts(_ result: CardImporter.Result) throws -> [String] { try Fixture.messages(result).map(\.text) }

    @Test(arguments: ["\r\n", "\r", "\n"])
    func aWhatsAppExportReadsTheSameWhateverItsLineEnds(lineEnd: String) throws {
        let lines = ["12/03/2024, 09:15 - Ana: hello", "second line", "12/03/2024, 09:16 - Ben: hi", "12/03/2024, 09:17 - Ben: ok", ""]
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(lines.joined(separator: lineEnd).utf8)
        let result = try CardImporter(.auto).importCard(data)
        #expect(result.format == .whatsapp)
        let messages = try Fixture.messages(result).filter { $0.style == .bubble }
        #expect(messages.map(\.text) == ["hello\nsecond line", "hi", "ok"])
        #expect(messages.map(\.author) == ["Ana", "Ben", "Ben"])
    }

    @Test func libraryDefaultsAreNotEvents() throws {
        let message = #"""
        {"message_id": 7, "date": 1709287200, "chat": {"id": 1, "type": "group"}, "from": {"id": 5, "first_name": "Ana"},
         "text": "hello", "delete_chat_photo": false, "group_chat_created": false, "supergroup_chat_created": false,
         "channel_chat_created": false, "new_chat_members": [], "new_chat_photo": [], "left_chat_member": null, "pinned_message": null,
         "has_media_spoiler": false, "is_topic_message": false, "photo": [], "entities": []}
        """#
        let result = try CardImporter(.auto).importCard(Data(message.utf8))
        #expect(try Self.texts(result) == ["March 1, 2024", "hello"])
        #expect(result.warnings.isEmpty)
        // The same flags when true are the events.
        let removed = message.replacingOccurrences(of: #""delete_chat_photo": false"#, with: #""delete_chat_photo": true"#)
        #expect(try Self.texts(CardImporter(.auto).importCard(Data(removed.utf8))).last == "Ana removed the group photo")
    }

    @Test func serviceMessagesOfNewerBotAPIsArePills() throws {
        func service(_ field: String) throws -> String? {
            let json = #"{"message_id": 1, "date": 1709287200, "chat": {"id": 1, "type": "supergroup"}, "from": {"id": 5, "first_name": "Ana"}, \#(field)}"#
            let message = try Fixture.messages(CardImporter(.telegramBot).importCard(Data(json.utf8))).last
            return message?.style == .service ? message?.text : nil
        }
        #expect(try service(#""forum_topic_closed": {}"#) == "Ana closed the topic")
        #expect(try service(#""forum_topic_edited": {"name": "Trips"}"#) == "Ana renamed the topic to “Trips”")
        #expect(try service(#""giveaway_completed": {"winner_count": 3}"#) == "Giveaway completed: 3 winners")
        #expect(try service(#""gift": {"gift": {"id": "g"}, "star_count": 5}"#) == "🎁 Ana sent a gift")
        #expect(try service(#""chat_shared": {"request_id": 1, "chat_id": 9}"#) == "Ana shared a chat")
        // One no table knows yet: its field's name, warned.
        #expect(try service(#""forum_topic_archived": {}"#) == "Forum topic archived")
    }

    @Test func forwardsFromChatsWithoutATitleKeepTheirSource() throws {
        func forwarded(_ field: String) throws -> String? {
            let json = #"{"message_id": 1, "date": 1709287200, "chat": {"id": 1, "type": "private"}, "text": "x", \#(field)}"#
            return try Fixture.messages(CardImporter(.telegramBot).importCard(Data(json.utf8))).last?.forwardedFrom
        }
        #expect(try forwarded(#""forward_from_chat": {"id": -100, "type": "channel", "username": "trailnews"}"#) == "@trailnews")
        #expect(try forwarded(#""forward_from_chat": {"id": -100, "type": "channel"}"#) == "Channel")
        #expect(try forwarded(#""forward_origin": {"type": "channel", "date": 1, "chat": {"id": -100, "type": "channel"}, "message_id": 3}"#) == "Channel")
        #expect(try forwarded(#""forward_origin": {"type": "chat", "date": 1, "sender_chat": {"id": -5, "type": "group", "title": "Crew"}}"#) == "Crew")
        #expect(try forwarded(#""forward_origin": {"type": "hidden_user", "date": 1, "sender_user_name": "Zed"}"#) == "Zed")
    }

    @Test func aBotAPIResponseIsReadAsItsResult() throws {
        let updates = #"""
        {"ok": true, "result": [
          {"update_id": 5, "message": {"message_id": 10, "date": 1709287200, "chat": {"id": 1, "type": "private"}, "from": {"id": 1, "first_name": "Ana"}, "text": "one"}},
          {"update_id": 6, "callback_query": {"id": "q"}},
          {"update_id": 7, "message": {"message_id": 11, "date": 1709287260, "chat": {"id": 1, "type": "private"}, "from": {"id": 1, "first_name": "Ana"}, "text": "two"}}]}
        """#
        let result = try CardImporter(.auto).importCard(Data(updates.utf8))
        #expect(result.format == .telegramBot)
        #expect(try Self.texts(result) == ["March 1, 2024", "one", "two"])
        let sent = #"{"ok": true, "result": {"message_id": 3, "date": 1709287200, "chat": {"id": 1, "type": "private"}, "text": "sent"}}"#
        #expect(try Self.texts(CardImporter(.auto).importCard(Data(sent.utf8))).last == "sent")
        let failed = #expect(throws: ImportError.self) {
            try CardImporter(.auto).importCard(Data(#"{"ok": false, "error_code": 401, "description": "Unauthorized"}"#.utf8))
        }
        #expect(failed?.description == "ok: is a failed Bot API response (Unauthorized); it holds no messages")
    }

    /// Telegram Desktop in 2020 wrote ids as numbers and some tools add fractions and zones to dates.
    static let oldExportMessages = #"""
    [{"id": 1, "type": "message", "date": "2020-05-01T10:00:00.250Z", "from": "Ana", "from_id": 4400, "text": "from 2020"},
     {"id": 2, "type": "service", "date": "2020-05-01T12:01:00+02:00", "actor": "Ben", "actor_id": 77, "action": "pin_message", "message_id": 1, "text": ""},
     {"id": 3, "type": "message", "date": "2020-05-01 10:02", "from": "Ben", "from_id": 77, "text": "no seconds"}]
    """#

    @Test func olderTelegramExportsAreRead() throws {
        var options = ImportOptions()
        options.me = "77"
        let export = #"{"name": "Old", "type": "personal_chat", "id": 4400, "messages": \#(Self.oldExportMessages)}"#
        let messages = try Fixture.messages(CardImporter(.auto, options: options).importCard(Data(export.utf8)))
        #expect(messages.map(\.text) == ["May 1, 2020", "from 2020", "Ben pinned a message", "no seconds"])
        #expect(messages.map(\.time) == [nil, "10:00", nil, "10:02"])
        #expect(messages[3].from == .me && messages[1].from == .them)
        let bad = #expect(throws: ImportError.self) {
            try CardImporter(.telegramExport).importCard(Data(#"{"messages": [{"id": 1, "type": "message", "date": "2020-05-01T10:00:00+25:00", "text": ""}]}"#.utf8))
        }
        #expect(bad?.description == "messages[0].date: expected YYYY-MM-DDTHH:MM:SS, found \"2020-05-01T10:00:00+25:00\"")
    }

    @Test(arguments: [oldExportMessages, #"{"messages": \#(oldExportMessages)}"#])
    func anExportsMessagesAloneAreAnExport(document: String) throws {
        let result = try CardImporter(.auto).importCard(Data(document.utf8))
        #expect(result.format == .telegramExport)
        #expect(try Self.texts(result) == ["May 1, 2020", "from 2020", "Ben pinned a message", "no seconds"])
    }

    @Test func exportFilesTracksRepliesAndSavedMessagesReadAsTelegramShowsThem() throws {
        func m(_ id: Int, _ fields: String) -> String {
            #"{"id": \#(id), "type": "message", "date_unixtime": "\#(1_700_000_000 + id)", "from": "Ana", "from_id": "user1", "text": "", \#(fields)}"#
        }
        let messages = [
            m(1, #""file": "files/Trip plan.pdf", "mime_type": "application/pdf""#),
            m(2, #""file": "files/song.mp3", "media_type": "audio_file", "duration_seconds": 200"#),
            m(3, #""file": "voice_messages/a.ogg", "media_type": "voice_message", "duration_seconds": 9"#),
            m(4, #""reply_to_message_id": 3, "text": "nice voice""#),
        ]
        let export = #"{"name": "Saved Messages", "type": "saved_messages", "id": 1, "messages": [\#(messages.joined(separator: ","))]}"#
        let spec = try CardImporter(.telegramExport).importCard(Data(export.utf8)).card().spec
        let bubbles = spec.messages.filter { $0.style == .bubble }
        #expect(bubbles.allSatisfy { $0.from == .me }, "Saved Messages are the owner's")
        #expect(bubbles[0].attachment == .document(DocumentSpec(name: "Trip plan.pdf")))
        guard case .audio(let track)? = bubbles[1].attachment else { Issue.record("not a track"); return }
        #expect(track.title == "song.mp3")
        #expect(bubbles[3].reply?.text == "🎤 Voice message, 0:09")
    }

    @Test func aRepeatedKeyTakesTheLastAndIsWarned() throws {
        let json = #"{"message_id": 1, "date": 1709287200, "chat": {"id": 1, "type": "private"}, "text": "first", "text": "second"}"#
        let result = try CardImporter(.auto).importCard(Data(json.utf8))
        #expect(try Self.texts(result).last == "second")
        #expect(result.warnings.lines == ["1× key repeated in a JSON object, the last one taken"])
        // A card is not an export: there a repeated key is still an error.
        #expect(throws: CardError.self) { try Card(json: Data(#"{"messages": [], "messages": []}"#.utf8)) }
    }

    /// What people save a bot's messages as: under a key of their own, with a note of where they came from
    /// (a "source" that is not a media envelope), updates without their update_id.
    @Test func botMessagesKeptUnderAKeyAreRead() throws {
        let saved = #"""
        {"source": "saved by my bot", "messages": [
          {"message_id": 1, "date": 1709287200, "chat": {"id": 1, "type": "private"}, "from": {"id": 5, "first_name": "Ana"}, "text": "one"},
          {"message": {"message_id": 2, "date": 1709287260, "chat": {"id": 1, "type": "private"}, "from": {"id": 5, "first_name": "Ana"}, "text": "two"}}]}
        """#
        let result = try CardImporter(.auto).importCard(Data(saved.utf8))
        #expect(result.format == .telegramBot)
        #expect(try Self.texts(result) == ["March 1, 2024", "one", "two"])
        #expect(result.warnings.lines == ["1× document field source beside the messages, not drawn"], "nothing dropped unsaid")
        // A media envelope is still one: its source with its media, nothing else.
        let envelope = #"{"source": {"message_id": 1, "date": 1709287200, "chat": {"id": 1, "type": "private"}, "text": "x"}, "medias": {}}"#
        let refused = #expect(throws: ImportError.self) { try CardImporter(.auto).importCard(Data(envelope.utf8)) }
        #expect(refused?.description == "medias: is not a field of a source sent with its media (source, media)")
    }
}
