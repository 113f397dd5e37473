import ChatCard
import ChatCardServer
import Foundation
import Testing

/// What an attacker on the open internet can try against the service: every case must end in a clear
/// answer or a closed connection, soon, and never hold a socket or a worker.
@Suite(.serialized) struct HostileClientTests {
    static var shortTimeouts: ServerSettings {
        var s = ServerSettings()
        s.idleTimeout = .seconds(1)
        s.bodyTimeout = .seconds(1)
        return s
    }

    static func status(of response: Data) -> Int? {
        let line = String(decoding: response.prefix(while: { $0 != 0x0D }), as: UTF8.self)
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    static func body(of response: Data) -> Data {
        guard let range = response.range(of: Data("\r\n\r\n".utf8)) else { return Data() }
        return response[range.upperBound...]
    }

    @Test func anIdleConnectionIsClosed() async throws {
        try await RunningServer.with(settings: Self.shortTimeouts) { server in
            let connection = try RawConnection(port: server.port)
            let response = try await connection.readUntilClosed(timeout: 20)
            #expect(response == Data(), "closed without a response after the idle timeout")
        }
    }

    @Test func headersSentOneByteAtATimeDoNotKeepTheConnection() async throws {
        try await RunningServer.with(settings: Self.shortTimeouts) { server in
            let connection = try RawConnection(port: server.port)
            let start = Date()
            var open = true
            for byte in "POST /v1/render HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8 where open {
                open = connection.send(Data([byte]))
                try await Task.sleep(for: .milliseconds(100))
            }
            _ = try await connection.readUntilClosed(timeout: 3)
            #expect(!open || Date().timeIntervalSince(start) < 7, "the trickle was cut off")
            #expect(!connection.send("more"), "the server closed the connection")
        }
    }

    @Test func aBodyShorterThanItsLengthGets408AndIsClosed() async throws {
        var settings = Self.shortTimeouts
        settings.idleTimeout = .seconds(30)  // the body timeout answers first
        try await RunningServer.with(settings: settings) { server in
            let connection = try RawConnection(port: server.port)
            connection.send("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"mess")
            let response = try #require(try await connection.readUntilClosed(timeout: 20), "the connection must not hang")
            #expect(Self.status(of: response) == 408)
        }
    }

    @Test func aRefusedBodyIsNotReadAndTheConnectionCloses() async throws {
        var settings = Self.shortTimeouts
        settings.idleTimeout = .seconds(30)
        try await RunningServer.with(settings: settings) { server in
            let connection = try RawConnection(port: server.port)
            connection.send("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(CardLimits.maxInputBytes + 1)\r\n\r\n")
            let response = try #require(try await connection.readUntilClosed(timeout: 20), "closed at once, not after the body or a timeout")
            #expect(Self.status(of: response) == 413)
            #expect(String(decoding: response, as: UTF8.self).lowercased().contains("connection: close"))
        }
    }

    @Test func anOversizedHeaderGets400AndTheConnectionCloses() async throws {
        var settings = Self.shortTimeouts
        settings.idleTimeout = .seconds(30)
        try await RunningServer.with(settings: settings) { server in
            let connection = try RawConnection(port: server.port)
            connection.send("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\n\r\n")
            let response = try #require(try await connection.readUntilClosed(timeout: 20))
            #expect(Self.status(of: response) == 400)
        }
    }

    @Test func errorsDoNotEchoHugeInput() async throws {
        try await RunningServer.with { server in
            let huge = Data(#"{"width": 1\#(String(repeating: "9", count: 4_000_000)), "messages": []}"#.utf8)
            let response = try await server.send("/v1/render", body: huge)
            #expect(response.status == 400)
            #expect(response.body.count < 500, "\(response.body.count) bytes")
        }
    }

    @Test func aCardTallerThanCairosLimitIs400() async throws {
        try await RunningServer.with { server in
            let messages = Array(repeating: #"{"from": "me", "text": "hi"}"#, count: 500).joined(separator: ",")
            let response = try await server.send("/v1/render", body: Data(#"{"messages": [\#(messages)]}"#.utf8))
            #expect(response.status == 400)
            let error = try ServerTests.errorJSON(response.body)
            #expect(error["message"]?.contains("taller than 32767 pixels") == true, "\(error)")
        }
    }

    @Test func aRenderPastItsDeadlineIs503() async throws {
        var settings = ServerSettings()
        settings.renderTimeout = .milliseconds(30)
        try await RunningServer.with(settings: settings) { server in
            let text = String(repeating: "words and more words ", count: 900)
            let messages = Array(repeating: #"{"from": "me", "text": "\#(text)"}"#, count: 60).joined(separator: ",")
            let response = try await server.send("/v1/render", body: Data(#"{"scale": 1, "messages": [\#(messages)]}"#.utf8))
            #expect(response.status == 503)
            #expect(response.headers["Retry-After"].first == "1")
            let message = try ServerTests.errorJSON(response.body)["message"] ?? ""
            #expect(message.contains("did not finish within 0.03 s") || message.contains("waited too long"), "\(message)")
        }
    }

    @Test func metricsShowRequestsRefusalsAndMemory() async throws {
        try await RunningServer.with { server in
            _ = try await server.send("/v1/render", body: ServerTests.sample)
            _ = try await server.send("/v1/render", body: Data("{".utf8))
            _ = try await server.send("/no/such/\(UUID())", method: .GET, body: nil, headers: [])
            let metrics = try await server.send("/metrics", method: .GET, body: nil, headers: [])
            let text = String(decoding: metrics.body, as: UTF8.self)
            #expect(metrics.status == 200)
            #expect(text.contains(#"chatcard_requests_total{route="/v1/render",status="200"} 1"#), "\(text)")
            #expect(text.contains(#"chatcard_refusals_total{reason="bad_input"} 1"#))
            #expect(text.contains(#"route="NotFound""#) && !text.contains("/no/such"), "paths never become labels")
            #expect(text.contains(#"chatcard_render_seconds_bucket{stage="encoding""#))
            #expect(text.contains("chatcard_queue_depth 0") && text.contains("process_resident_memory_bytes"))
        }
    }
}

/// SIGTERM's path: the service stops within its drain timeout even with a render stuck in flight.
@Suite struct DrainTests {
    @Test func shutdownEndsWithinTheDrainTimeoutWhateverIsInFlight() async throws {
        var settings = ServerSettings()
        settings.port = 0
        settings.drainTimeout = .milliseconds(500)
        // The pool waits at most its wedge grace for a thread stuck at shutdown.
        let pool = RenderPool(workers: 1, queueLimit: 4, wedgeGrace: .milliseconds(500))
        let release = DispatchSemaphore(value: 0)  // waited on by the worker thread only
        defer { release.signal(); pool.shutdown() }
        let server = ChatCardServer(settings: settings, renderer: pool)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let group = server.serviceGroup(signals: []) { continuation.yield($0) }
        let running = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        // The only worker is stuck, so the request below waits in the queue for the whole shutdown.
        let blocker = Task { try await pool.run(deadline: .none) { release.wait() } }
        try await eventually { pool.load.busy == 1 }
        let connection = try RawConnection(port: port)
        let card = ServerTests.sample
        connection.send("POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(card.count)\r\n\r\n")
        connection.send(card)
        try await eventually { pool.load.queued == 1 }  // the request is in flight
        let clock = ContinuousClock()
        let stopped = try await clock.measure {
            await group.triggerGracefulShutdown()
            try await running.value
        }
        // About a second (the drain's 500 ms, the wedge grace's 500 ms); the rest is room for a loaded machine.
        // Waiting for the stuck render would never end.
        #expect(stopped < .seconds(6), "stopped after \(stopped)")
        let response = try await connection.readUntilClosed(timeout: 2)
        #expect(response.map { HostileClientTests.status(of: $0) == 503 || $0.isEmpty } == true)
        release.signal()
        _ = try? await blocker.value
    }
}
