import ChatCard
import ChatCardServer
import Foundation
import Synchronization
import Testing

/// The pool's refusals: a full queue, a deadline passed while queued, shutdown and cancellation. A job
/// runs at most once and its caller hears back exactly once.
@Suite struct RenderPoolTests {
    /// A pool whose single worker is held until `release` is signalled.
    static func blockedPool(queueLimit: Int) async throws -> (RenderPool, DispatchSemaphore, Task<Void, any Error>) {
        let pool = RenderPool(workers: 1, queueLimit: queueLimit)
        let release = DispatchSemaphore(value: 0)  // waited on by the worker thread only
        let blocker = Task { try await pool.run(deadline: .none) { release.wait() } }
        try await eventually { pool.load.busy == 1 }
        return (pool, release, blocker)
    }

    @Test func aFullQueueIsRefusedAtOnce() async throws {
        let (pool, release, blocker) = try await Self.blockedPool(queueLimit: 0)
        await #expect(throws: RenderPoolError.queueFull) { try await pool.run(deadline: .none) { 1 } }
        release.signal()
        try await blocker.value
        #expect(try await pool.run(deadline: .none) { 2 } == 2)
        pool.shutdown()
    }

    @Test func aDeadlinePassedInTheQueueDropsTheJobUnrun() async throws {
        let (pool, release, blocker) = try await Self.blockedPool(queueLimit: 4)
        let ran = Mutex(false)
        await #expect(throws: RenderPoolError.timedOut) {
            try await pool.run(deadline: RenderDeadline(after: .milliseconds(50))) { ran.withLock { $0 = true } }
        }
        release.signal()
        try await blocker.value
        _ = try await pool.run(deadline: .none) { 0 }  // the queue has drained past the dropped job
        #expect(!ran.withLock { $0 }, "a job dropped at its deadline never runs")
        pool.shutdown()
    }

    @Test func aJobDroppedAtItsDeadlineGivesUpItsPlaceInTheQueue() async throws {
        let (pool, release, blocker) = try await Self.blockedPool(queueLimit: 1)
        await #expect(throws: RenderPoolError.timedOut) { try await pool.run(deadline: RenderDeadline(after: .milliseconds(20))) { 1 } }
        #expect(pool.load.queued == 0)
        let next = Task { try await pool.run(deadline: .none) { 2 } }  // takes the freed place, not queueFull
        try await eventually { pool.load.queued == 1 }
        release.signal()
        try await blocker.value
        #expect(try await next.value == 2)
        pool.shutdown()
    }

    @Test func shutdownAnswersQueuedJobsAndLetsTheRunningOneFinish() async throws {
        let (pool, release, blocker) = try await Self.blockedPool(queueLimit: 4)
        let queued = Task { try await pool.run(deadline: .none) { 1 } }
        try await eventually { pool.load.queued == 1 }
        pool.shutdown()
        await #expect(throws: RenderPoolError.shuttingDown) { try await queued.value }
        await #expect(throws: RenderPoolError.shuttingDown) { try await pool.run(deadline: .none) { 1 } }
        release.signal()
        try await blocker.value
    }

    /// The pool is a service of the application: it renders until the server has drained, then stops.
    @Test func theApplicationStopsThePoolWhenItShutsDown() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 1)
        try await RunningServer.with(renderer: pool) { (server: RunningServer) async throws in
            #expect(try await server.send("/v1/render", body: ServerTests.sample).status == 200)
            #expect(try await pool.run(deadline: .none) { 3 } == 3)
        }
        await #expect(throws: RenderPoolError.shuttingDown) { try await pool.run(deadline: .none) { 1 } }
    }

    @Test func aCancelledRequestIsAnsweredAtOnce() async throws {
        let (pool, release, blocker) = try await Self.blockedPool(queueLimit: 4)
        let ran = Mutex(false)
        let waiting = Task { try await pool.run(deadline: .none) { ran.withLock { $0 = true } } }
        try await eventually { pool.load.queued == 1 }
        waiting.cancel()
        await #expect(throws: RenderPoolError.shuttingDown) { try await waiting.value }
        release.signal()
        try await blocker.value
        _ = try await pool.run(deadline: .none) { 0 }
        #expect(!ran.withLock { $0 })
        pool.shutdown()
    }
}

/// A render stuck inside C never reaches a deadline check: the watchdog notices its thread, `/healthz`
/// answers 503 naming it (so an orchestrator restarts the process) and `/metrics` counts it; the other
/// thread keeps rendering, and once the stuck render returns the service is healthy again.
@Suite struct RenderWatchdogTests {
    @Test func aRenderStuckPastItsDeadlineMarksItsThreadWedged() async throws {
        let pool = RenderPool(workers: 2, queueLimit: 4, wedgeGrace: .milliseconds(300))
        let release = DispatchSemaphore(value: 0)  // waited on by the worker thread only, as a hang in C would
        try await RunningServer.with(renderer: pool) { server in
            let deadline = RenderDeadline(after: .seconds(1))
            let stuck = Task { try await pool.run(deadline: deadline) { release.wait() } }
            try await eventually { pool.load.busy == 1 }
            // Judged at chosen instants, however fast this shared machine is: within its deadline and grace
            // a render is only slow; past them its thread is wedged.
            let due = try #require(deadline.instant)
            #expect(pool.wedged(at: due).isEmpty && pool.wedged(at: due + .milliseconds(299)).isEmpty, "only slow")
            #expect(pool.wedged(at: due + .milliseconds(301)).map(\.worker).count == 1, "wedged")
            try await eventually(timeout: .seconds(60)) { !pool.wedged.isEmpty }
            #expect(pool.wedged.map(\.worker).count == 1)

            let health = try await server.send("/healthz", method: .GET, body: nil, headers: [])
            #expect(health.status == 503)
            let fields = try #require(try JSONSerialization.jsonObject(with: health.body) as? [String: Any])
            #expect(fields["status"] as? String == "wedged" && fields["wedged"] as? Int == 1)
            #expect((fields["reason"] as? String)?.contains("past its render's deadline") == true, "\(fields)")
            let metrics = try await server.send("/metrics", method: .GET, body: nil, headers: [])
            #expect(String(decoding: metrics.body, as: UTF8.self).contains("chatcard_workers_wedged 1"))
            // The other thread still renders.
            let sample = try await server.send("/v1/sample.png", method: .GET, body: nil, headers: [])
            #expect(sample.status == 200)

            release.signal()
            try await stuck.value
            try await eventually { pool.wedged.isEmpty }
            #expect(try await server.send("/healthz", method: .GET, body: nil, headers: []).status == 200)
        }
    }
}
