import ChatCard
import ChatCardImport
import ChatCardServer
import Foundation
import Testing

/// `POST /v1/render?from=FORMAT`: a conversation in the body, the import's options in the query, what it
/// could not carry in `ChatCard-Warnings`; refusals name the parameter or the source's field.
@Suite struct ImportRouteTests {
    static let bot = Data((#"[{"message_id": 1, "date": 1767225600, "from": {"id": 7, "first_name": "Ana"}, "text": "hi 🙂"},"#
        + #" {"message_id": 2, "date": 1767225660, "from": {"id": 8, "first_name": "Ben"}, "game": {"title": "Chess"}}]"#).utf8)

    /// The library's render of the same import, for comparing bytes.
    static func libraryPNG(_ query: ImportQuery) throws -> Data {
        try CardImporter(query.format, options: query.options).importCard(bot).card().render()
    }

    static func checkImport(_ server: RunningServer) async throws {
        let response = try await server.send("/v1/render?from=telegram-bot&me=7&tz=Asia/Tokyo&clock=12", body: Self.bot)
        #expect(response.status == 200)
        #expect(response.headers["ChatCard-Warnings"].first == "1x game, drawn as a placeholder")
        let query = try #require(try ImportQuery(["from": "telegram-bot", "me": "7", "tz": "Asia/Tokyo", "clock": "12"]))
        #expect(response.body == (try Self.libraryPNG(query)))
        // Other options, another picture and another ETag.
        let dark = try await server.send("/v1/render?from=telegram-bot&theme=dark", body: Self.bot)
        #expect(dark.status == 200 && dark.headers["ETag"] != response.headers["ETag"])
    }

    @Test func aConversationRendersAsTheLibraryImportsIt() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in try await Self.checkImport(server) }
    }

    @Test func workerProcessesImportToo() async throws {
        try await RunningServer.with(settings: WorkerProcessTests.settings()) { (server: RunningServer) async throws in
            try await Self.checkImport(server)
        }
    }

    @Test func aWhatsAppExportIsSentAsText() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            let chat = Data("31/01/2024, 21:05 - Ana: see you\n31/01/2024, 21:06 - Ben: *ok*\n".utf8)
            let text = [("Content-Type", "text/plain; charset=utf-8")]
            #expect(try await server.send("/v1/render?from=whatsapp&me=Ana", body: chat, headers: text).status == 200)
            // `auto` takes what the named formats take, CRLF line ends included.
            let windows = Data(String(decoding: chat, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
            let auto = try await server.send("/v1/render?from=auto", body: windows, headers: text)
            #expect(auto.status == 200 && auto.headers["ChatCard-Warnings"].isEmpty)
            #expect(auto.body == (try await server.send("/v1/render?from=whatsapp", body: chat, headers: text)).body)
            #expect(try await server.send("/v1/render?from=telegram-bot", body: chat, headers: text).status == 415)
            #expect(try await server.send("/v1/render?from=whatsapp", body: chat, headers: [("Content-Type", "image/png")]).status == 415)
        }
    }

    /// `{"source": …, "media": {ID: data URI}}`: the pictures a source names, sent with it (a WhatsApp export
    /// as a string).
    @Test func mediaTravelsNextToTheSource() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            let photo = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("ChatCardImportTests/Fixtures/export-media/photos/photo_1@08-03-2026_09-00-00.jpg"))
            let uri = JSONValue.string("data:image/jpeg;base64," + photo.base64EncodedString())
            let message = #"{"message_id": 1, "date": 1767225600, "from": {"id": 7, "first_name": "Ana"}, "photo": [{"file_id": "AgP"}]}"#
            let bot = try JSONValue.object([("source", JSONValue.parse(Data(message.utf8))), ("media", .object([("AgP", uri)]))])
            let drawn = try await server.send("/v1/render?from=telegram-bot", body: Data(bot.text().utf8))
            #expect(drawn.status == 200 && drawn.headers["ChatCard-Warnings"].isEmpty)
            let alone = try await server.send("/v1/render?from=telegram-bot", body: Data(message.utf8))
            #expect(alone.headers["ChatCard-Warnings"].first == "1x photo without its image bytes, drawn as a placeholder")
            #expect(drawn.body.count > alone.body.count + 10_000, "the photo is drawn")
            let chat = JSONValue.object([("source", .string("31/01/2024, 21:05 - Ana: IMG-1.jpg (file attached)\n")), ("media", .object([("IMG-1.jpg", uri)]))])
            let whatsapp = try await server.send("/v1/render?from=whatsapp", body: Data(chat.text().utf8))
            #expect(whatsapp.status == 200 && whatsapp.headers["ChatCard-Warnings"].isEmpty)
            let bad = JSONValue.object([("source", .string("x")), ("media", .object([("IMG-1.jpg", .string("data:image/png;base64,AAAA"))]))])
            let refused = try await server.send("/v1/render?from=whatsapp", body: Data(bad.text().utf8))
            let error = try ServerTests.errorJSON(refused.body)
            #expect(refused.status == 400 && error["path"] == #"media["IMG-1.jpg"]"#)
        }
    }

    @Test func refusalsNameTheParameterOrTheSourcesField() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            let cases: [(String, Data, String, String)] = [
                ("/v1/render?from=telegram-bot&last=0", Self.bot, "last", "not a number from 1 to 500"),
                ("/v1/render?from=whatsup", Self.bot, "from", "unknown format"),
                ("/v1/render?last=3", Self.bot, "last", "add from=FORMAT"),
                ("/v1/render?from=telegram-bot&tz=Mars/Base", Self.bot, "tz", "IANA time zone"),
                ("/v1/render?from=telegram-bot", Data(#"[{"message_id": 1, "date": "noon"}]"#.utf8), "[0].date", "expected a whole number"),
                ("/v1/render?from=telegram-bot&strict=true", Self.bot, "strict", "the import has warnings: 1× game"),
            ]
            for (path, body, field, message) in cases {
                let response = try await server.send(path, body: body)
                #expect(response.status == 400, "\(path)")
                let error = try ServerTests.errorJSON(response.body)
                #expect(error["path"] == field && error["message"]?.contains(message) == true, "\(path): \(error)")
            }
        }
    }
}
