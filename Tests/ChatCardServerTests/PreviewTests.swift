import AsyncHTTPClient
import ChatCard
import ChatCardPreview
import Foundation
import ImageCodecs
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle
import Testing

/// `chatcard preview`'s server over real HTTP on loopback: the page, the picture following the file as it
/// is saved, a problem shown with its path and line while the last good picture stays, the title escaped.
@Suite struct PreviewTests {
    static func card(width: Int, count: String = "3") -> String {
        """
        {
          "width": \(width),
          "scale": 2,
          "messages": [
            {"from": "them", "author": "Maya", "text": "Ship it?",
             "reactions": [{"emoji": "🔥", "count": \(count)}]}
          ]
        }
        """
    }

    static func get(_ port: Int, _ path: String) async throws -> (status: Int, type: String, body: Data, headers: HTTPHeaders) {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)"), timeout: .seconds(60))
        let bytes = try await response.body.collect(upTo: 16 << 20)
        return (Int(response.status.code), response.headers["Content-Type"].first ?? "", Data(bytes.readableBytesView), response.headers)
    }

    static func state(_ port: Int, after version: Int) async throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: try await get(port, "/state?after=\(version)").body) as? [String: Any])
    }

    /// Writes as editors do: a new file renamed over the old one.
    static func save(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    @Test func followsTheFileAndShowsProblemsAtTheirLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("<b>card.json").path
        try Self.save(Self.card(width: 300), to: path)
        let state = PreviewState()
        let watcher = FileWatcher(path: path, state: state) { PreviewOutcome.card(at: path) }
        watcher.start()
        defer { watcher.stop() }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = PreviewServer(state: state, port: 0, title: "<b>card.json").application { continuation.yield($0) }
        let group = ServiceGroup(configuration: .init(services: [app], logger: Logger(label: "preview-test")))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())

            let page = try await Self.get(port, "/")
            #expect(page.status == 200 && page.type.hasPrefix("text/html"))
            let html = String(decoding: page.body, as: UTF8.self)
            #expect(html.contains("&lt;b&gt;card.json") && !html.contains("<b>card.json"), "the title is escaped")
            #expect(page.headers["Content-Security-Policy"].first?.contains("default-src 'self'") == true)
            #expect(try await Self.get(port, "/preview.js").status == 200)

            let first = try await Self.state(port, after: 0)
            let v1 = try #require(first["version"] as? Int)
            #expect(first["problem"] == nil && first["hasPicture"] as? Bool == true)
            #expect(try RGBAImage(png: try await Self.get(port, "/card.png").body).width == 600)

            // Saved wider: the next version is the new picture.
            try Self.save(Self.card(width: 360), to: path)
            let second = try await Self.state(port, after: v1)
            let v2 = try #require(second["version"] as? Int)
            #expect(v2 > v1 && second["problem"] == nil)
            #expect(try RGBAImage(png: try await Self.get(port, "/card.png").body).width == 720)

            // A refused value: its path and its line (6); the last good picture stays.
            try Self.save(Self.card(width: 200, count: "\"lots\""), to: path)
            let third = try await Self.state(port, after: v2)
            let problem = try #require(third["problem"] as? [String: Any])
            #expect(problem["path"] as? String == "messages[0].reactions[0].count")
            #expect(problem["line"] as? Int == 6)
            // Closures out of the macro: Swift 6.3 gives a closure inside #expect in a closure the same symbol as the
            // next closure there, so one of the two runs the other's body.
            let quotesTheValue = (problem["excerpt"] as? [String])?.contains { $0.contains("\"lots\"") } == true
            #expect(quotesTheValue)
            #expect(try RGBAImage(png: try await Self.get(port, "/card.png").body).width == 720)

            // Broken JSON: the parser's line.
            try Self.save("{\n  \"width\": 300,\n  \"messages\": [\n}", to: path)
            let fourth = try await Self.state(port, after: try #require(third["version"] as? Int))
            #expect((fourth["problem"] as? [String: Any])?["line"] as? Int == 4)

            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }
}
