import ChatCard
@testable import ChatCardServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// An idle service uses no CPU, whatever replaced its workers before: workers replaced many times (for
/// memory after every render, after crashes, and after idling) all sit still afterwards, and a worker that
/// spins while idle anyway is found, reported and replaced.
@Suite(.serialized) struct IdleWorkerCPUTests {
    static let executable = WorkerProcessTests.executable
    static let sample = WorkerProcessTests.sample
    /// "Idle" is under this share of a core, per process.
    static let idleShare = 0.02
    static let window: Duration = .seconds(2)

    @Test func replacedWorkersAndTheServiceSitStillWhenIdle() async throws {
        #if os(Linux)
        // One service replaces its workers for memory after every render (each render passes 32 MB), the
        // other after a second idle (any growth counts); both after crashes.
        let forMemory = try ServiceProcess(executable: Self.executable, arguments: ["--workers", "2", "--timeout", "120", "--worker-memory", "32"])
        defer { forMemory.stop() }
        let forIdling = try ServiceProcess(executable: Self.executable, arguments: [
            "--workers", "2", "--timeout", "120", "--worker-idle", "1", "--worker-idle-growth", "0",
        ])
        defer { forIdling.stop() }
        for _ in 0..<3 {
            for service in [forMemory, forIdling] {
                for _ in 0..<3 {
                    #expect(try await service.server.send("/v1/render", body: Self.sample, headers: WorkerProcessTests.fault("crash")).status == 500)
                }
                // Two at once, so both workers render (and grow).
                let server = service.server
                async let one = server.send("/v1/render", body: Self.sample)
                async let two = server.send("/v1/render", body: Self.sample)
                #expect(try await [one.status, two.status] == [200, 200])
            }
            try await Task.sleep(for: .milliseconds(1500))
        }
        #expect(try await WorkerProcessTests.restarts(forMemory.server, "memory") >= 6)
        for service in [forMemory, forIdling] { #expect(try await WorkerProcessTests.restarts(service.server, "crashed") == 9) }
        try await settled([forMemory, forIdling])
        #expect(try await WorkerProcessTests.restarts(forIdling.server, "idle") >= 3)

        try await expectStill([forMemory, forIdling])
        #endif
    }

    /// A runtime that starts before the worker's own code (libdispatch's manager thread in a release
    /// build, or a library loaded with `LD_PRELOAD`) keeps the descriptor it polls: only the spawn drops
    /// what the service had open, never the worker itself. Workers that closed everything past standard
    /// error at their start left such a runtime polling a closed descriptor, at 100% of a core.
    @Test func aRuntimeStartedBeforeTheWorkerKeepsItsDescriptor() async throws {
        #if os(Linux)
        let service = try ServiceProcess(executable: Self.executable, arguments: ["--workers", "2", "--timeout", "120"],
                                         environment: ["LD_PRELOAD": try EarlyRuntime.build()])
        defer { service.stop() }
        for _ in 0..<2 {
            #expect(try await service.server.send("/v1/render", body: Self.sample, headers: WorkerProcessTests.fault("crash")).status == 500)
        }
        let server = service.server
        async let one = server.send("/v1/render", body: Self.sample)
        async let two = server.send("/v1/render", body: Self.sample)
        #expect(try await [one.status, two.status] == [200, 200])
        try await settled([service])
        try await expectStill([service])
        #endif
    }

    /// Every process of the services (each service and its two workers) uses under `idleShare` of a core
    /// over `window`, and no worker was ever found spinning.
    private func expectStill(_ services: [ServiceProcess]) async throws {
        let pids = services.flatMap { [Int($0.pid)] + $0.children().map(\.pid) }
        #expect(pids.count == 3 * services.count, "each service and its two workers: \(pids)")
        let before = pids.map { ProcessCPU.seconds(of: pid_t($0)) ?? 0 }
        try await Task.sleep(for: Self.window)
        let after = pids.map { ProcessCPU.seconds(of: pid_t($0)) ?? 0 }
        for (i, pid) in pids.enumerated() {
            let share = (after[i] - before[i]) / Self.window.inSeconds
            #expect(share < Self.idleShare, "process \(pid) used \(Int(share * 100))% of a core while idle")
        }
        for service in services {
            #expect(try await WorkerProcessTests.restarts(service.server, "spinning") == 0, "no worker was ever found spinning")
        }
    }

    /// Waits until each service's workers are the same two processes for a while, their CPU time unchanged
    /// (the idle replacements are done and the new workers have warmed up), at most 30 s: a spinning worker
    /// never settles, and then the reading after this fails.
    private func settled(_ services: [ServiceProcess]) async throws {
        let end = ContinuousClock.now + .seconds(30)
        var last: [Int: Double] = [:]
        while ContinuousClock.now < end {
            try await Task.sleep(for: .milliseconds(1200))
            let children = services.flatMap { $0.children() }
            let now = Dictionary(uniqueKeysWithValues: children.map { ($0.pid, ProcessCPU.seconds(of: pid_t($0.pid)) ?? -1) })
            if now.count == 2 * services.count, now == last { return }
            last = now
        }
    }

    @Test func aWorkerSpinningWhileIdleIsReportedAndReplaced() async throws {
        // A spinning worker takes a whole core when it can; on a machine busy with other tests it may get less than
        // the default limit's half, so the limit here is lower (an idle worker uses none).
        let processes = WorkerProcesses(.init(executable: Self.executable, memoryLimit: 1 << 40, grace: .seconds(10),
                                              idleCheck: .milliseconds(400), idleCPULimit: 0.2))
        let pool = RenderPool(workers: 1, queueLimit: 4, processes: processes)
        try await RunningServer.with(renderer: pool) { server in
            let spun = try await server.send("/v1/render", body: Self.sample, headers: WorkerProcessTests.fault("spin"))
            let expected = try SampleCard.card.render()
            #expect(spun.status == 200 && spun.body == expected, "the render itself is whole")
            try await eventually(timeout: .seconds(20)) { processes.cpu.spinning.count >= 1 }
            #expect(processes.cpu.spinning.latest?.contains("while idle; replaced") == true)
            let health = String(decoding: try await server.send("/healthz", method: .GET).body, as: UTF8.self)
            #expect(health.contains(#""spinning":{"replaced":1,"latest":"render worker 0 (pid "#), "\(health)")
            // The spinning worker's CPU stays counted after it is gone.
            let metrics = String(decoding: try await server.send("/metrics", method: .GET).body, as: UTF8.self)
            let line = metrics.split(separator: "\n").first { $0.hasPrefix(#"chatcard_worker_cpu_seconds_total{worker="0"}"#) }
            let seconds = line.flatMap { Double($0.split(separator: " ").last ?? "") } ?? 0
            #expect(seconds > 0.2, "\(line ?? "no chatcard_worker_cpu_seconds_total line")")
            #expect(metrics.contains("process_cpu_seconds_total"))
            #expect(try await server.send("/v1/render", body: Self.sample).status == 200)
        }
    }
}
