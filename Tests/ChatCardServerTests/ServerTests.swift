import AsyncHTTPClient
import Canvas
import ChatCard
import ChatCardServer
import Foundation
import ImageCodecs
import NIOCore
import NIOHTTP1
import Logging
import ServiceLifecycle
import Testing

/// Starts the real server on a free loopback port and talks to it over HTTP.
struct RunningServer {
    let port: Int
    let client: HTTPClient

    static func with(settings: ServerSettings = ServerSettings(), renderer: (any CardRenderer)? = nil,
                     _ body: @Sendable (RunningServer) async throws -> Void) async throws {
        var s = settings
        s.port = 0
        // A debug build on a loaded machine can take seconds per card: only tests about deadlines set one.
        if settings.renderTimeout == ServerSettings().renderTimeout { s.renderTimeout = .seconds(120) }
        // With worker processes the server builds its own pool (and counts their restarts).
        let pool = renderer ?? (s.workerExecutable == nil ? RenderPool(workers: 2, queueLimit: 8) : nil)
        let server = ChatCardServer(settings: s, renderer: pool)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let services = server.serviceGroup(signals: []) { port in continuation.yield(port) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await services.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            try await body(RunningServer(port: port, client: HTTPClient.shared))
            // The same graceful path as SIGTERM: stop accepting, finish what is in flight.
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
    }

    func send(_ path: String, method: HTTPMethod = .POST, body: Data? = nil, headers: [(String, String)] = [("Content-Type", "application/json")])
        async throws -> (status: Int, headers: HTTPHeaders, body: Data) {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await client.execute(request, timeout: .seconds(120))
        let bytes = try await response.body.collect(upTo: 64 << 20)
        return (Int(response.status.code), response.headers, Data(bytes.readableBytesView))
    }
}

/// Polls `condition` (never blocks a concurrency thread) until it holds or `timeout` passes.
func eventually(timeout: Duration = .seconds(120), _ condition: () -> Bool) async throws {
    let end = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < end else { Issue.record("condition not met within \(timeout)"); return }
        try await Task.sleep(for: .milliseconds(10))
    }
}

@Suite(.serialized) struct ServerTests {
    static let sample = Data(SampleCard.json.utf8)

    static func errorJSON(_ data: Data) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: String]]
        return try #require(object?["error"])
    }

    @Test func pngDecodesToTheLibraryRender() async throws {
        try await RunningServer.with { server in
            let response = try await server.send("/v1/render", body: Self.sample)
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"].first == "image/png")
            #expect(response.headers["Content-Length"].first == String(response.body.count))
            let expected = try RGBAImage(png: SampleCard.card.render())
            #expect(try RGBAImage(png: response.body) == expected)
        }
    }

    /// `?look=` draws the card in another look (its own ETag); an unknown one is a 400 naming the valid ones.
    @Test func aLookFromTheQuery() async throws {
        try await RunningServer.with { server in
            let response = try await server.send("/v1/render?look=whatsapp", body: Self.sample)
            #expect(response.status == 200)
            #expect(response.body == (try SampleCard.card.with(look: .whatsapp).render()))
            let plain = try await server.send("/v1/render", body: Self.sample)
            #expect(response.headers["ETag"].first != plain.headers["ETag"].first)
            let unknown = try await server.send("/v1/render?look=skype", body: Self.sample)
            #expect(unknown.status == 400)
            let error = try Self.errorJSON(unknown.body)
            #expect(error["path"] == "look" && error["message"] == #"unknown look "skype"; valid: chatcard, telegram, whatsapp, imessage, discord, slack"#)
        }
    }

    @Test func etagAnswersIfNoneMatchWith304() async throws {
        try await RunningServer.with { server in
            let first = try await server.send("/v1/render", body: Self.sample)
            let etag = try #require(first.headers["ETag"].first)
            #expect(etag.hasPrefix("\"") && etag.count == 34, "a strong, quoted ETag")
            #expect(first.headers["Cache-Control"].first?.contains("max-age") == true)
            let again = try await server.send("/v1/render", body: Self.sample,
                                              headers: [("Content-Type", "application/json"), ("If-None-Match", etag)])
            #expect(again.status == 304 && again.body.isEmpty)
            let svg = try await server.send("/v1/render?format=svg", body: Self.sample)
            #expect(svg.headers["ETag"].first != etag, "the format is part of the ETag")
        }
    }

    @Test func formatFromQueryOrAcceptHeader() async throws {
        try await RunningServer.with { server in
            let svg = try await server.send("/v1/render?format=svg", body: Self.sample)
            #expect(svg.status == 200 && svg.headers["Content-Type"].first == "image/svg+xml")
            let pdf = try await server.send("/v1/render", body: Self.sample,
                                            headers: [("Content-Type", "application/json"), ("Accept", "application/pdf")])
            #expect(pdf.status == 200 && String(decoding: pdf.body.prefix(4), as: UTF8.self) == "%PDF")
            let bad = try await server.send("/v1/render?format=gif", body: Self.sample)
            #expect(bad.status == 400)
            #expect(try Self.errorJSON(bad.body)["path"] == "format")
            let unacceptable = try await server.send("/v1/render", body: Self.sample,
                                                     headers: [("Content-Type", "application/json"), ("Accept", "text/html")])
            #expect(unacceptable.status == 406)
        }
    }

    @Test func webpWithQualityAndMaxSide() async throws {
        try await RunningServer.with { server in
            let webp = try await server.send("/v1/render?format=webp&maxSide=512", body: Self.sample)
            #expect(webp.status == 200 && webp.headers["Content-Type"].first == "image/webp")
            let info = try ImageInfo(webp.body)
            #expect(info.format == .webp && max(info.width, info.height) == 512)
            let accepted = try await server.send("/v1/render", body: Self.sample,
                                                 headers: [("Content-Type", "application/json"), ("Accept", "image/webp")])
            #expect(accepted.headers["Content-Type"].first == "image/webp")
            let lossy = try await server.send("/v1/render?format=webp&quality=60", body: Self.sample)
            #expect(lossy.status == 200 && lossy.body.count < accepted.body.count)
            #expect(lossy.headers["ETag"].first != accepted.headers["ETag"].first, "options are part of the ETag")
            let wrong = try await server.send("/v1/render?quality=60", body: Self.sample)
            #expect(wrong.status == 400)
            #expect(try Self.errorJSON(wrong.body)["path"] == "quality")
            let nonsense = try await server.send("/v1/render?format=webp&maxSide=big", body: Self.sample)
            #expect(nonsense.status == 400)
            #expect(try Self.errorJSON(nonsense.body)["message"] == "\"big\" is not a whole number")
        }
    }

    /// The service reads no files and fetches no URLs for a client: both are 400s naming the field.
    @Test func fileAndURLImageSourcesGet400() async throws {
        try await RunningServer.with { server in
            let file = try await server.send("/v1/render", body: Data(#"{"messages": [{"from": "them", "image": {"file": "/etc/passwd"}}]}"#.utf8))
            #expect(file.status == 400)
            let error = try Self.errorJSON(file.body)
            #expect(error["path"] == "messages[0].image.file" && error["message"]?.hasPrefix("files are not read here") == true)
            let url = try await server.send("/v1/render", body: Data(#"{"messages": [{"from": "them", "image": "http://169.254.169.254/x.png"}]}"#.utf8))
            #expect(url.status == 400)
            #expect(try Self.errorJSON(url.body)["path"] == "messages[0].image")
        }
    }

    @Test func badCardsGet400WithThePath() async throws {
        try await RunningServer.with { server in
            let response = try await server.send("/v1/render", body: Data(#"{"messages": [{"from": "me", "text": 5}]}"#.utf8))
            #expect(response.status == 400)
            let error = try Self.errorJSON(response.body)
            #expect(error["path"] == "messages[0].text" && error["message"] == "expected a string, found a number")
            let syntax = try await server.send("/v1/render", body: Data("{".utf8))
            #expect(syntax.status == 400)
            #expect(try Self.errorJSON(syntax.body)["message"]?.hasPrefix("invalid JSON at line 1, column 2") == true)
        }
    }

    @Test func oversizedBodiesGet413AndWrongTypes415() async throws {
        var settings = ServerSettings()
        settings.bodyLimit = 512
        try await RunningServer.with(settings: settings) { server in
            let big = try await server.send("/v1/render", body: Data(repeating: 0x20, count: 2000))
            #expect(big.status == 413)
            let text = try await server.send("/v1/render", body: Self.sample.prefix(100), headers: [("Content-Type", "text/plain")])
            #expect(text.status == 415)
            #expect(try Self.errorJSON(text.body)["path"] == "Content-Type")
        }
    }

    @Test func aFullQueueGets503WithRetryAfter() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 0)
        let release = DispatchSemaphore(value: 0)  // waited on by the worker thread only
        try await RunningServer.with(renderer: pool) { server in
            let blocker = Task { try await pool.run(deadline: RenderDeadline(after: .seconds(30))) { release.wait() } }
            try await eventually { pool.load.busy == 1 }
            let response = try await server.send("/v1/render", body: Self.sample)
            #expect(response.status == 503)
            #expect(response.headers["Retry-After"].first == "1")
            release.signal()
            _ = try await blocker.value
            let later = try await server.send("/v1/render", body: Self.sample)
            #expect(later.status == 200)
        }
    }

    @Test func healthAndSample() async throws {
        try await RunningServer.with { server in
            let health = try await server.send("/healthz", method: .GET, body: nil, headers: [])
            #expect(health.status == 200)
            let fields = try #require(try JSONSerialization.jsonObject(with: health.body) as? [String: Any])
            #expect(fields["version"] as? String == ChatCardVersion.current)
            // The drawing libraries the process loaded: a render's pixels depend on them.
            #expect(fields["cairo"] as? String == CairoVersion.running.description)
            #expect(fields["pango"] as? String == ChatCardVersion.libraries.first { $0.key == "pango" }?.value)
            #expect((fields["pango"] as? String)?.hasPrefix("1.") == true)
            let sample = try await server.send("/v1/sample.png", method: .GET, body: nil, headers: [])
            #expect(sample.status == 200 && sample.headers["Content-Type"].first == "image/png")
            #expect(try RGBAImage(png: sample.body).width == 780)
            // The card format's schema, as committed in docs/card.schema.json.
            let schema = try await server.send("/schema/card.json", method: .GET, body: nil, headers: [])
            #expect(schema.status == 200 && schema.headers["Content-Type"].first == "application/schema+json")
            let document = try #require(try JSONSerialization.jsonObject(with: schema.body) as? [String: Any])
            #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
            #expect(String(decoding: schema.body, as: UTF8.self) == CardSchema.text)
            let missing = try await server.send("/nope", method: .GET, body: nil, headers: [])
            #expect(missing.status == 404)
        }
    }
}

@Suite struct RenderThreadCheckTests {
    @Test func aCairoWithoutTheGlyphCacheFixGetsOneRenderThreadOnly() throws {
        let old = CairoVersion.Release(major: 1, minor: 16, micro: 0)
        #expect(throws: RenderThreadCheck.self) { try RenderThreadCheck.check(workers: 2, cairo: old) }
        try RenderThreadCheck.check(workers: 1, cairo: old)
        try RenderThreadCheck.check(workers: 64, cairo: CairoVersion.glyphCacheFix)
        let refusal = #expect(throws: RenderThreadCheck.self) { try RenderThreadCheck.check(workers: 6, cairo: old) }
        let message = refusal?.description ?? ""
        #expect(message.contains("6 render threads") && message.contains("1.16.0") && message.contains("--workers 1"), "\(message)")
    }

    @Test func encodedVersionsReadAsCairoWritesThem() {
        #expect(CairoVersion.Release(encoded: 11804).description == "1.18.4")
        #expect(CairoVersion.Release(encoded: 11600) < CairoVersion.glyphCacheFix)
        #expect(CairoVersion.Release(encoded: 11702) == CairoVersion.glyphCacheFix)
    }
}
