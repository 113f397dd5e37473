import Canvas
import ChatCard
@testable import ChatCardServer
import Foundation
import Testing

/// Renders in worker processes (`chatcard-server --render-worker`, built next to this test bundle): a
/// crash or a hang costs one request, the service goes on, and no process is left behind.
@Suite(.serialized) struct WorkerProcessTests {
    static let executable: String = {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("chatcard-server").path), dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("chatcard-server").path
    }()

    static func settings(memoryLimit: Int = ServerSettings().workerMemoryLimit) -> ServerSettings {
        var s = ServerSettings()
        s.workers = 2
        s.workerExecutable = executable
        s.workerMemoryLimit = memoryLimit
        return s
    }

    static let sample = Data(SampleCard.json.utf8)
    static func fault(_ kind: String) -> [(String, String)] { [("Content-Type", "application/json"), (RenderFault.header, kind)] }

    static func restarts(_ server: RunningServer, _ cause: String) async throws -> Int {
        let metrics = String(decoding: try await server.send("/metrics", method: .GET).body, as: UTF8.self)
        let line = metrics.split(separator: "\n").first { $0.hasPrefix(#"chatcard_worker_restarts_total{cause="\#(cause)"}"#) }
        return line.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
    }

    /// This test process's children: (pid, state) from /proc.
    static func children() -> [(pid: Int, state: Character)] {
        let me = getpid()
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int.init) ?? []
        return pids.compactMap { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == me else { return nil }
            return (pid, fields[0].first ?? "?")
        }
    }

    @Test func rendersTheSameBytesAsTheLibrary() async throws {
        try await RunningServer.with(settings: Self.settings()) { server in
            let response = try await server.send("/v1/render", body: Self.sample)
            #expect(response.status == 200)
            #expect(response.body == (try SampleCard.card.render()))
            let refused = try await server.send("/v1/render", body: Data(#"{"messages": [{"from": "me", "text": 5}]}"#.utf8))
            #expect(refused.status == 400)
            let health = String(decoding: try await server.send("/healthz", method: .GET).body, as: UTF8.self)
            #expect(health.contains(#""isolation":"process""#))
        }
    }

    @Test func aCrashCostsOneRequest() async throws {
        try await RunningServer.with(settings: Self.settings()) { server in
            let crashed = try await server.send("/v1/render", body: Self.sample, headers: Self.fault("crash"))
            #expect(crashed.status == 500)
            #expect(try ServerTests.errorJSON(crashed.body)["message"]?.contains("crashed on this card (signal 11") == true)
            for _ in 0..<6 {
                #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
            }
            #expect(try await Self.restarts(server, "crashed") == 1)
            #expect(try await server.send("/healthz", method: .GET).status == 200)
        }
    }

    @Test func aHangIsStoppedAndTheOtherWorkerGoesOn() async throws {
        var settings = Self.settings()
        settings.renderTimeout = .seconds(2)
        settings.wedgeGrace = .milliseconds(500)
        try await RunningServer.with(settings: settings) { server in
            async let hung = server.send("/v1/render", body: Self.sample, headers: Self.fault("hang"))
            // Meanwhile the other worker answers (a 2 s deadline is ample for the sample card alone).
            try await Task.sleep(for: .milliseconds(200))
            #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
            let start = ContinuousClock.now
            let answer = try await hung
            #expect(answer.status == 503)
            #expect(try ServerTests.errorJSON(answer.body)["message"]?.contains("stopped and replaced") == true)
            #expect(ContinuousClock.now - start < .seconds(3))
            #expect(try await Self.restarts(server, "wedged") == 1)
            #expect(try await server.send("/healthz", method: .GET).status == 200)
            #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
        }
    }

    @Test func crashesLeaveNoProcessesAndNoMemoryBehind() async throws {
        try await RunningServer.with(settings: Self.settings()) { server in
            _ = try await server.send("/v1/render", body: Self.sample)
            let before = ResidentMemory.bytes()
            for _ in 0..<24 {
                #expect(try await server.send("/v1/render", body: Self.sample, headers: Self.fault("crash")).status == 500)
            }
            #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
            #expect(try await Self.restarts(server, "crashed") == 24)
            #if os(Linux)  // processes and memory read from /proc
            let children = Self.children()
            #expect(children.count == 2, "two workers, no more: \(children)")
            #expect(!children.contains { $0.state == "Z" }, "no zombie: \(children)")
            #expect(ResidentMemory.bytes() - before < 16 << 20, "the service's memory stays flat")
            #endif
        }
        #if os(Linux)
        try await eventually(timeout: .seconds(10)) { Self.children().isEmpty }
        #endif
    }

    @Test func aWorkerPastItsMemoryBoundIsReplacedAfterItsRender() async throws {
        try await RunningServer.with(settings: Self.settings(memoryLimit: 1)) { server in
            for _ in 0..<4 {
                let response = try await server.send("/v1/render", body: Self.sample)
                #expect(response.status == 200)
                #expect(response.body == (try SampleCard.card.render()))
            }
            #expect(try await Self.restarts(server, "memory") >= 4)
        }
    }

    @Test func noWorkerToStartIsA500AndAnUnhealthyService() async throws {
        var settings = Self.settings()
        settings.workerExecutable = "/nonexistent/chatcard-server"
        try await RunningServer.with(settings: settings) { server in
            let response = try await server.send("/v1/render", body: Self.sample)
            #expect(response.status == 500)
            #expect(try ServerTests.errorJSON(response.body)["message"]?.contains("no render worker could be started") == true)
            let health = try await server.send("/healthz", method: .GET)
            #expect(health.status == 503)
            #expect(String(decoding: health.body, as: UTF8.self).contains(#""status":"unavailable""#))
        }
    }
}
