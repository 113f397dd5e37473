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
