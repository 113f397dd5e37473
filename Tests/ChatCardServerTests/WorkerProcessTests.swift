import Canvas
import ChatCard
@testable import ChatCardServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
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

    /// The service runs as its own process here, so its memory and descriptors are its own, not those of
    /// this test process with other suites allocating beside.
    @Test func crashesLeaveNoProcessesAndNoMemoryBehind() async throws {
        #if os(Linux)  // processes and memory read from /proc
        let service = try ServiceProcess(executable: Self.executable, arguments: ["--workers", "2", "--timeout", "120"])
        defer { service.stop() }
        let server = service.server
        for _ in 0..<2 { #expect(try await server.send("/v1/render", body: Self.sample).status == 200) }
        let before = service.residentBytes(), descriptors = service.openDescriptors()
        for _ in 0..<24 {
            #expect(try await server.send("/v1/render", body: Self.sample, headers: Self.fault("crash")).status == 500)
        }
        #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
        #expect(try await Self.restarts(server, "crashed") == 24)
        let children = service.children()
        #expect(children.count == 2, "two workers, no more: \(children)")
        #expect(!children.contains { $0.state == "Z" }, "no zombie: \(children)")
        // Far below what 24 leaked workers' buffers would add. Pipes: two a worker, 48 if they leaked.
        let grown = service.residentBytes() - before
        #expect(grown < 8 << 20, "the service's memory stays flat: grew \(grown >> 20) MB")
        #expect(service.openDescriptors() - descriptors < 8, "no pipe of a dead worker stays open")
        // Stopped, the service takes its workers with it.
        service.stop()
        try await eventually(timeout: .seconds(10)) {
            children.allSatisfy { !FileManager.default.fileExists(atPath: "/proc/\($0.pid)") }
        }
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

    @Test func anIdleWorkerThatGrewIsReplacedOnce() async throws {
        let restarts = Mutex<[WorkerProcesses.Restart]>([])
        // A slack below zero: any worker that rendered counts as grown.
        let processes = WorkerProcesses(.init(executable: Self.executable, memoryLimit: 1 << 40, grace: .seconds(10),
                                              idleAfter: .milliseconds(300), idleSlack: -(1 << 40)),
                                        restarted: { cause in restarts.withLock { $0.append(cause) } })
        let pool = RenderPool(workers: 1, queueLimit: 4, processes: processes)
        try await RunningServer.with(renderer: pool) { server in
            #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
            try await eventually(timeout: .seconds(20)) { restarts.withLock { $0 } == [.idle] }
            // The fresh worker has not rendered: it is not replaced again, however long it idles.
            try await Task.sleep(for: .milliseconds(900))
            let seen = restarts.withLock { $0 }  // out of #expect: see PreviewTests
            #expect(seen == [.idle])
            let response = try await server.send("/v1/render", body: Self.sample)
            let expected = try SampleCard.card.render()
            #expect(response.status == 200 && response.body == expected)
        }
    }

    /// A descriptor the service holds without close-on-exec when it spawns its workers (here a pipe's
    /// write end; in the service, say, a client's socket) is not kept open by them: closed here, the pipe
    /// ends at once.
    @Test func workersKeepNothingTheServiceHadOpen() async throws {
        var pipeEnds: [Int32] = [-1, -1]
        #expect(Glibc.pipe(&pipeEnds) == 0)
        let ends = pipeEnds
        let processes = WorkerProcesses(.init(executable: Self.executable, memoryLimit: 1 << 40, grace: .seconds(10)))
        let pool = RenderPool(workers: 2, queueLimit: 4, processes: processes)
        let pids = Mutex<[pid_t]>([])
        try await RunningServer.with(renderer: pool) { (server: RunningServer) async throws in
            // A render proves the workers have started (and run past their first steps).
            #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
            _ = Glibc.close(ends[1])
            var byte: UInt8 = 0
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&poller, 1, 5000)
            #expect(ready == 1, "the pipe's end never came: a worker holds its write end")
            if ready == 1 {  // reading with a write end held elsewhere would wait forever
                let got = Glibc.read(ends[0], &byte, 1)
                #expect(got == 0)
            }
            _ = Glibc.close(ends[0])
            pids.withLock { $0 = processes.cpu.pids }
            #expect(processes.cpu.pids.allSatisfy(Self.isChild), "running workers are this process's children")
        }
        // The pool's run() has joined its threads, and they have killed and reaped their workers.
        let workers = pids.withLock { $0 }
        #expect(workers.count == 2, "a worker per thread: \(workers)")
        #expect(workers.allSatisfy { !Self.isChild($0) }, "workers left after the service stopped: \(workers)")
    }

    /// Whether `pid` is a child of this process (a zombie too: a worker killed but not reaped), from /proc.
    static func isChild(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        // After "pid (comm)": the state, then the parent's pid.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 && Int32(fields[1]) == getpid()
    }
}
