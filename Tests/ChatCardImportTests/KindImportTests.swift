import ChatCard
import ChatCardImport
import Foundation
import Testing

/// Every message kind each source carries becomes the card's kind (not a placeholder line), and each
/// card made renders.
@Suite struct KindImportTests {
    static func kinds(_ source: String, _ format: ImportFormat, options: ImportOptions = ImportOptions()) throws -> (kinds: [AttachmentSpec], messages: [MessageSpec], warnings: [String]) {
        let result = try CardImporter(format, options: options).importCard(Data(source.utf8))
        let card = try result.card()
        _ = try card.frames()
        return (card.spec.messages.compactMap(\.attachment), card.spec.messages, result.warnings.counts.map(\.kind))
    }

    @Test func botAPIMessages() throws {
        func m(_ id: Int, _ fields: String) -> String { ##"{"message_id": \##(id), "date": 1767225600, "from": {"id": 7, "first_name": "Ana"}, \##(fields)}"## }
        let source = "[" + [
            m(1, ##""document": {"file_id": "D", "file_name": "plan.pdf", "file_size": 834211}"##),
            m(2, ##""audio": {"file_id": "A", "duration": 201, "title": "Song", "performer": "Band"}"##),
            m(3, ##""video_note": {"file_id": "V", "length": 240, "duration": 12}"##),
            m(4, ##""animation": {"file_id": "G", "width": 480, "height": 270, "duration": 3}, "document": {"file_id": "G"}"##),
            m(5, ##""venue": {"location": {"latitude": 48.8584, "longitude": 2.2945}, "title": "Eiffel Tower", "address": "Champ de Mars"}, "location": {"latitude": 48.8584, "longitude": 2.2945}"##),
            m(6, ##""poll": {"id": "p", "question": "Capital?", "options": [{"text": "Sydney", "voter_count": 1}, {"text": "Canberra", "voter_count": 3}], "total_voter_count": 4, "is_closed": true, "is_anonymous": false, "type": "quiz", "allows_multiple_answers": false, "correct_option_id": 1}"##),
            m(7, ##""contact": {"phone_number": "+1 555 0100", "first_name": "Bo", "last_name": "Chen"}"##),
            m(8, ##""text": "hi", "via_bot": {"id": 1, "is_bot": true, "first_name": "G", "username": "gif"}, "author_signature": "Ana L.", "sender_tag": "admin""##),
        ].joined(separator: ",") + "]"
        let (kinds, messages, warnings) = try Self.kinds(source, .telegramBot)
        #expect(kinds == [
            .document(DocumentSpec(name: "plan.pdf", size: 834211)),
            .audio(AudioSpec(title: "Song", performer: "Band", duration: 201)),
            .video(VideoSpec(duration: 12, width: 240, height: 240, kind: .round)),
            .video(VideoSpec(duration: 3, width: 480, height: 270, kind: .gif)),
            .location(LocationSpec(latitude: 48.8584, longitude: 2.2945, title: "Eiffel Tower", address: "Champ de Mars")),
            .poll(PollSpec(question: "Capital?", options: [.init(text: "Sydney", votes: 1), .init(text: "Canberra", votes: 3)], totalVoters: 4,
                           closed: true, anonymous: false, quiz: true, correct: 1)),
            .contact(ContactSpec(name: "Bo Chen", phone: "+1 555 0100")),
        ])
        let last = try #require(messages.last)
        #expect(last.viaBot == "gif" && last.signature == "Ana L." && last.tag == "admin")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func telegramExportMessages() throws {
        func m(_ id: Int, _ fields: String) -> String {
            ##"{"id": \##(id), "type": "message", "date_unixtime": "\##(1_700_000_000 + id)", "from": "Ana", "from_id": "user1", "text": "", \##(fields)}"##
        }
        let messages = [
            m(1, ##""file": "voice_messages/a.ogg", "media_type": "voice_message", "duration_seconds": 9"##),
            m(2, ##""file": "files/plan.pdf", "file_name": "plan.pdf", "file_size": 2048, "mime_type": "application/pdf""##),
            m(3, ##""poll": {"question": "Tea?", "closed": false, "total_voters": 3, "answers": [{"text": "Yes", "voters": 2, "chosen": true}, {"text": "No", "voters": 1, "chosen": false}]}"##),
            m(4, ##""place_name": "Harbour", "address": "Pier 1", "location_information": {"latitude": 1.5, "longitude": 2.5}"##),
            m(5, ##""contact_information": {"first_name": "Bo", "last_name": "", "phone_number": "+1 555"}"##),
            ##"{"id": 6, "type": "service", "date_unixtime": "1700000006", "actor": "Me Myself", "actor_id": "user2", "action": "phone_call", "discard_reason": "missed", "text": ""}"##,
            m(7, ##""file": "video_files/v.mp4", "media_type": "video_file", "duration_seconds": 83, "width": 1280, "height": 720"##),
        ]
        let source = ##"{"name": "W", "type": "personal_chat", "id": 9, "messages": [\##(messages.joined(separator: ","))]}"##
        var options = ImportOptions()
        options.me = "user2"
        let (kinds, _, warnings) = try Self.kinds(source, .telegramExport, options: options)
        #expect(kinds == [
            .voice(VoiceSpec(duration: 9)),
            .document(DocumentSpec(name: "plan.pdf", size: 2048)),
            .poll(PollSpec(question: "Tea?", options: [.init(text: "Yes", votes: 2, chosen: true), .init(text: "No", votes: 1)], totalVoters: 3)),
            .location(LocationSpec(latitude: 1.5, longitude: 2.5, title: "Harbour", address: "Pier 1")),
            .contact(ContactSpec(name: "Bo", phone: "+1 555")),
            .call(CallSpec(direction: .cancelled)),
            .video(VideoSpec(duration: 83, width: 1280, height: 720)),
        ], "my missed call is one nobody took: cancelled, outgoing")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func discordAttachmentsAndEmbeds() throws {
        let source = ##"""
            {"guild": {"name": "G"}, "channel": {"name": "c"}, "messages": [{"id": "1", "type": "Default", "timestamp": "2024-01-31T21:05:00+00:00",
             "content": "see https://example.org", "author": {"id": "9", "name": "m"}, "attachments": [],
             "embeds": [{"title": "Example", "url": "https://example.org", "description": "A page", "author": {"name": "Example Inc"}}]},
             {"id": "2", "type": "Default", "timestamp": "2024-01-31T21:06:00+00:00", "content": "", "author": {"id": "9", "name": "m"},
             "attachments": [{"url": "files/r.pdf", "fileName": "r.pdf", "fileSizeBytes": 10240}], "embeds": []}]}
            """##
        let (kinds, _, warnings) = try Self.kinds(source, .discord)
        #expect(kinds == [.preview(PreviewSpec(url: "https://example.org", site: "Example Inc", title: "Example", description: "A page")),
                          .document(DocumentSpec(name: "r.pdf", size: 10240))])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func whatsAppFilesAndContacts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(count: 3000).write(to: folder.appendingPathComponent("00000012-report.pdf"))
        let chat = "[12/01/2024, 09:15:02] Ana: \u{200E}<attached: 00000012-report.pdf>\n[12/01/2024, 09:16:02] Ana: \u{200E}<attached: 00000013-Bo Chen.vcf>\n"
        var options = ImportOptions()
        options.media = ImportMedia(folder: folder.path)
        let (kinds, _, warnings) = try Self.kinds(chat, .whatsapp, options: options)
        #expect(kinds == [.document(DocumentSpec(name: "00000012-report.pdf", size: 3000)), .contact(ContactSpec(name: "00000013-Bo Chen"))])
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// What cannot make a card's kind (a poll of one option, a place off the globe) keeps its placeholder line, warned.
    @Test func unusableKindsFallBackToTheirPlaceholder() throws {
        let source = ##"[{"message_id": 1, "date": 1767225600, "from": {"id": 7, "first_name": "Ana"}, "poll": {"question": "Q", "options": [{"text": "a", "voter_count": 1}]}},"##
            + ##" {"message_id": 2, "date": 1767225660, "from": {"id": 7, "first_name": "Ana"}, "location": {"latitude": 95, "longitude": 0}}]"##
        let (kinds, messages, warnings) = try Self.kinds(source, .telegramBot)
        #expect(kinds.isEmpty && messages.filter { $0.style == .bubble }.map(\.text) == ["📊 Q", "📍 95.00000, 0.00000"])
        #expect(warnings == ["poll, drawn as a placeholder", "location, drawn as a placeholder"])
    }
}
