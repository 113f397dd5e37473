import ChatCard
import ChatCardServer
import Foundation
import Synchronization
import Testing

/// The pool's refusals: a full queue, a deadline passed while queued, shutdown and cancellation. A job
/// runs at most once and its caller hears back exactly once.
@Suite struct RenderPoolTests {
    /// A running pool whose single worker is held until `release` is signalled.
    static func blockedPool(queueLimit: Int) async throws -> (RunningPool, DispatchSemaphore, Task<Void, any Error>) {
        let pool = RunningPool(RenderPool(workers: 1, queueLimit: queueLimit))
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
        await pool.stop()
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
        await pool.stop()
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
        await pool.stop()
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
        await pool.stop()
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
        await pool.stop()
    }

    /// The threads start in `run()`: a job sent before waits for them; `run()` returns once they have
    /// ended, and a second `run()` is refused.
    @Test func runStartsTheThreadsAndWaitsForThemToEnd() async throws {
        let pool = RenderPool(workers: 2, queueLimit: 4)
        let early = Task { try await pool.run(deadline: .none) { Thread.isMainThread } }
        try await eventually { pool.load.queued == 1 }
        try await Task.sleep(for: .milliseconds(100))
        #expect(pool.load == (1, 0), "no thread takes a job before run()")
        let running = RunningPool(pool)
        #expect(try await early.value == false)
        await #expect(throws: RenderPool.AlreadyRunning.self) { try await pool.run() }
        let seen = ThreadRecord()
        let release = DispatchSemaphore(value: 0)
        let first = Task { try await pool.run(deadline: .none) { seen.hold(until: release) } }
        let second = Task { try await pool.run(deadline: .none) { seen.hold(until: release) } }
        try await eventually { pool.load.busy == 2 }
        release.signal(); release.signal()
        await running.stop()
        #expect(seen.ended.withLock { $0 } == 2, "run() returned before its threads ended")
        #expect(seen.threads.withLock { $0.count } == 2)
        try await first.value
        try await second.value
    }

    /// A thread stuck past every deadline does not hold the shutdown longer than the wedge grace.
    @Test func aStuckThreadHoldsTheShutdownAtMostTheGrace() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 4, wedgeGrace: .milliseconds(200))
        let running = RunningPool(pool)
        let release = DispatchSemaphore(value: 0)
        let stuck = Task { try await pool.run(deadline: .none) { release.wait() } }
        try await eventually { pool.load.busy == 1 }
        let took = try await ContinuousClock().measure { await running.stop() }
        #expect(took >= .milliseconds(200), "it waited for the thread: \(took)")
        #expect(took < .seconds(30), "it gave up after the grace: \(took)")
        release.signal()
        try await stuck.value
    }
}

/// The threads that ran a job, and how many of those jobs ended.
final class ThreadRecord: Sendable {
    let threads = Mutex(Set<UInt>())
    let ended = Mutex(0)

    /// Records this thread, waits for `release`, then stays a while: still running when `stop()` begins to wait.
    func hold(until release: DispatchSemaphore) {
        threads.withLock { _ = $0.insert(UInt(pthread_self())) }
        release.wait()
        Thread.sleep(forTimeInterval: 0.2)
        ended.withLock { $0 += 1 }
    }
}

/// A pool run as the application runs it (`run()` in a task); `stop()` ends that task and waits for it.
struct RunningPool: Sendable {
    let pool: RenderPool
    let task: Task<Void, any Error>

    init(_ pool: RenderPool) {
        self.pool = pool
        task = Task { try await pool.run() }
    }

    var load: (queued: Int, busy: Int) { pool.load }

    func run<T: Sendable>(deadline: RenderDeadline, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await pool.run(deadline: deadline, body)
    }

    func shutdown() { pool.shutdown() }

    func stop() async {
        task.cancel()
        _ = try? await task.value
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
