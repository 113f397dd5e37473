import ChatCard
import ChatCardServer
import Foundation
import Testing

/// `POST /v1/animate`: a card or a conversation as MP4, WebM, animated WebP or a Telegram video sticker, made by a
/// worker (a thread or a worker process); every bad parameter a 400 naming it, before the body is read.
@Suite struct AnimateRouteTests {
    static let card = Data(#"{"width": 240, "scale": 1, "messages": [{"from": "them", "author": "Ana", "text": "on my way"}, {"from": "me", "text": "ok"}]}"#.utf8)

    static func check(_ server: RunningServer) async throws {
        let mp4 = try await server.send("/v1/animate?format=mp4&size=240x200&fps=8&speed=4&hold=0.2", body: Self.card)
        #expect(mp4.status == 200 && mp4.headers["Content-Type"].first == "video/mp4")
        #expect(mp4.body.count > 1000 && mp4.body[4..<8] == Data("ftyp".utf8))
        let sticker = try await server.send("/v1/animate?format=webm&sticker=1", body: Self.card)
        #expect(sticker.status == 200 && sticker.headers["Content-Type"].first == "video/webm")
        #expect(sticker.body.prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]) && sticker.body.count <= 256 * 1024)
        let webp = try await server.send("/v1/animate?format=webp&fps=5&speed=4", body: Self.card)
        #expect(webp.status == 200 && webp.headers["Content-Type"].first == "image/webp" && webp.body.range(of: Data("ANIM".utf8)) != nil)
        let gif = try await server.send("/v1/animate?format=gif&fps=5&speed=4", body: Self.card)
        #expect(gif.status == 200 && gif.headers["Content-Type"].first == "image/gif" && gif.body.prefix(6) == Data("GIF89a".utf8))
        let apng = try await server.send("/v1/animate?format=png&fps=5&speed=4", body: Self.card)
        #expect(apng.status == 200 && apng.headers["Content-Type"].first == "image/apng" && apng.body.range(of: Data("acTL".utf8)) != nil)
        let chat = Data("31/01/2024, 21:05 - Ana: see you\n31/01/2024, 21:06 - Ben: ok\n".utf8)
        let imported = try await server.send("/v1/animate?format=webp&from=whatsapp&speed=4", body: chat, headers: [("Content-Type", "text/plain")])
        #expect(imported.status == 200)
    }

    @Test func aCardBecomesAnAnimation() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in try await Self.check(server) }
    }

    @Test func workerProcessesAnimateToo() async throws {
        try await RunningServer.with(settings: WorkerProcessTests.settings()) { (server: RunningServer) async throws in try await Self.check(server) }
    }

    @Test func badParametersAre400sNamingThem() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            for (query, path) in [("format=mov", "format"), ("fps=0", "fps"), ("fps=2.5", "fps"), ("size=12", "size"), ("speed=x", "speed"),
                                  ("sticker=1&format=mp4", "sticker"), ("sticker=maybe", "sticker"), ("hold=99", "hold"), ("quality=500", "quality"),
                                  ("size=241x200&format=mp4", "size")] {
                let response = try await server.send("/v1/animate?" + query, body: Self.card)
                #expect(response.status == 400, "\(query)")
                #expect(try ServerTests.errorJSON(response.body)["path"] == path, "\(query)")
            }
            // A card too long to animate within the service's bounds.
            let many = (0..<100).map { _ in #"{"from": "them", "text": "a message to read before the next one comes along"}"# }.joined(separator: ",")
            let long = try await server.send("/v1/animate?format=webp", body: Data(#"{"messages": [\#(many)]}"#.utf8))
            #expect(long.status == 400)
            #expect(try ServerTests.errorJSON(long.body)["path"] == "messages")
            let bad = try await server.send("/v1/animate", body: Data(#"{"messages": [{"from": "me", "text": 5}]}"#.utf8))
            #expect(bad.status == 400)
            #expect(try ServerTests.errorJSON(bad.body)["path"] == "messages[0].text")
        }
    }
}
