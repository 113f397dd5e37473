import ChatCard
import ChatCardServer
import Foundation
import Testing

/// `chatcard-server --playground`: off unless asked; its page and files from the binary under a strict CSP;
/// every example draws; and the two routes it leans on that every client has: `POST /v1/import` (an export →
/// card JSON) and the render's `Server-Timing`. The page itself is driven in a browser by `scripts/browser-test.sh`.
@Suite struct PlaygroundTests {
    static var playground: ServerSettings {
        var settings = ServerSettings()
        settings.playground = true
        return settings
    }

    @Test func offUnlessAsked() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            #expect(try await server.send("/", method: .GET).status == 404)
            #expect(try await server.send("/playground/playground.js", method: .GET).status == 404)
        }
    }

    @Test func thePageAndEveryFileItNames() async throws {
        try await RunningServer.with(settings: Self.playground) { (server: RunningServer) async throws in
            let page = try await server.send("/", method: .GET)
            #expect(page.status == 200 && page.headers["Content-Type"].first == "text/html; charset=utf-8")
            let policy = try #require(page.headers["Content-Security-Policy"].first)
            #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'") && !policy.contains("unsafe"))
            let html = String(decoding: page.body, as: UTF8.self)
            let named = html.matches(of: /(?:src|href)="(\/[^"]+)"/).map { String($0.output.1) }
            #expect(named.count == 6)
            var total = page.body.count
            for path in named + ["/playground/examples.json", "/schema/card.json"] {
                let file = try await server.send(path, method: .GET)
                #expect(file.status == 200, "\(path)")
                #expect(file.headers["Content-Type"].first?.contains(path.hasSuffix(".js") ? "javascript" : path.hasSuffix(".css") ? "css" : "json") == true, "\(path)")
                total += file.body.count
            }
            // The issue's bound is 500 KB compressed: the files hold it uncompressed.
            #expect(total < 500_000, "the page and its files are \(total) bytes")
            for missing in ["/playground/nothing.js", "/playground/..%2F..%2FPackage.swift", "/playground/"] {
                let response = try await server.send(missing, method: .GET)
                #expect(response.status == 404, "\(missing)")
            }
        }
    }

    /// The examples the page offers: every one decodes and draws; together they show every look and every kind.
    @Test func everyExampleDraws() async throws {
        try await RunningServer.with(settings: Self.playground) { (server: RunningServer) async throws in
            let response = try await server.send("/playground/examples.json", method: .GET)
            let examples = try #require(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
            var looks = Set<Look.Name>(), kinds = Set<AttachmentKind>()
            for example in examples {
                let name = example["name"] as? String ?? "?"
                let text: Data = if let card = example["card"] as? String { Data(card.utf8) } else {
                    try JSONSerialization.data(withJSONObject: try #require(example["card"], "\(name)"))
                }
                let card = try Card(json: text)
                looks.insert(card.spec.look)
                kinds.formUnion(card.spec.messages.compactMap { $0.attachment?.kind })
                let drawn = try await server.send("/v1/render", body: text)
                #expect(drawn.status == 200, "\(name): \(String(decoding: drawn.body.prefix(300), as: UTF8.self))")
            }
            #expect(looks == Set(Look.Name.allCases))
            #expect(kinds == Set(AttachmentKind.allCases))
        }
    }

    @Test func renderTimingIsInTheResponse() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            let response = try await server.send("/v1/render", body: Data(SampleCard.json.utf8))
            let timing = try #require(response.headers["Server-Timing"].first)
            #expect(timing.matches(of: /(layout|draw|encode);dur=\d+\.\d\d/).count == 3, "\(timing)")
        }
    }

    /// `POST /v1/import`: the card an export makes, checked as a card, with what it could not carry.
    @Test func anExportBecomesCardJSON() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            let chat = Data("31/01/2024, 21:05 - Ana: see you\n31/01/2024, 21:06 - Ben: *ok*\n".utf8)
            let text = [("Content-Type", "text/plain")]
            let imported = try await server.send("/v1/import", body: chat, headers: text)
            #expect(imported.status == 200 && imported.headers["Content-Type"].first == "application/json; charset=utf-8")
            let card = try Card(json: imported.body)
            // A date pill, then the two messages.
            #expect(card.spec.look == .whatsapp && card.spec.messages.count == 3)
            #expect(try await server.send("/v1/import?from=whatsapp&me=Ana", body: chat, headers: text).status == 200)

            let bot = try await server.send("/v1/import?from=telegram-bot", body: ImportRouteTests.bot)
            #expect(bot.status == 200 && bot.headers["ChatCard-Warnings"].first == "1x game, drawn as a placeholder")
            #expect(try Card(json: bot.body).spec.messages.count == 3)

            let unknown = try await server.send("/v1/import?from=icq", body: chat, headers: text)
            #expect(unknown.status == 400)
            #expect(try ServerTests.errorJSON(unknown.body)["path"] == "from")
            #expect(try await server.send("/v1/import?from=telegram-bot", body: chat, headers: text).status == 415)
            let broken = try await server.send("/v1/import?from=telegram-bot", body: Data("[{".utf8))
            #expect(broken.status == 400)
        }
    }
}
