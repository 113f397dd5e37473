import ChatCard
import Foundation
import Synchronization

public enum RenderPoolError: Error, Equatable {
    /// Every worker is busy and the queue is full: the client should retry later (503).
    case queueFull
    /// The job waited in the queue longer than its deadline and was dropped (503).
    case timedOut
    case shuttingDown
}

/// A fixed set of worker threads that render cards, fed by a bounded queue. Each worker keeps its thread
/// (and so its Pango font map) for the life of the pool; the event loop never renders, it only awaits.
public final class RenderPool: Sendable {
    public let workers: Int
    public let queueLimit: Int

    private final class Job: Sendable {
        let work: @Sendable () -> Void
        /// Claimed by exactly one side: the worker that runs it, or the deadline that drops it.
        let claimed = Mutex(false)
        init(work: @escaping @Sendable () -> Void) { self.work = work }
        func claim() -> Bool { claimed.withLock { c in defer { c = true }; return !c } }
    }

    private struct State {
        var queue: [Job] = []
        var head = 0
        var running = true
        var busy = 0
        var pending: Int { queue.count - head }
    }

    private let condition = NSCondition()
    private nonisolated(unsafe) var state = State()  // guarded by `condition`

    public init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        for i in 0..<self.workers {
            let thread = Thread { [self] in self.workerLoop() }
            thread.name = "chatcard-render-\(i)"
            thread.start()
        }
    }

    /// Queued plus running jobs, for health reporting.
    public var load: (queued: Int, busy: Int) {
        condition.lock(); defer { condition.unlock() }
        return (state.pending, state.busy)
    }

    /// Renders on a worker thread. Throws `queueFull` at once when the queue is full, `timedOut` when
    /// the job is still queued after `timeout`.
    public func render(_ card: Card, format: OutputFormat, timeout: Duration) async throws -> Data {
        try await run(timeout: timeout) { try card.render(format: format) }
    }

    /// Runs `body` on a worker thread (also used by tests to occupy workers).
    public func run<T: Sendable>(timeout: Duration, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let job = Job { continuation.resume(with: Result { try body() }) }
            condition.lock()
            guard state.running else {
                condition.unlock()
                return continuation.resume(throwing: RenderPoolError.shuttingDown)
            }
            // Jobs waiting for a worker; a free worker takes a job at once, so it does not count.
            guard state.pending < queueLimit + max(0, workers - state.busy) else {
                condition.unlock()
                return continuation.resume(throwing: RenderPoolError.queueFull)
            }
            state.queue.append(job)
            condition.signal()
            condition.unlock()
            Task {
                try? await Task.sleep(for: timeout)
                if job.claim() { continuation.resume(throwing: RenderPoolError.timedOut) }
            }
        }
    }

    /// Stops taking jobs; queued jobs still run. Workers exit when the queue is empty.
    public func shutdown() {
        condition.lock()
        state.running = false
        condition.broadcast()
        condition.unlock()
    }

    private func workerLoop() {
        while true {
            condition.lock()
            while state.pending == 0 && state.running { condition.wait() }
            if state.pending == 0 && !state.running { condition.unlock(); return }
            let job = state.queue[state.head]
            state.head += 1
            if state.head > 64 && state.head * 2 > state.queue.count {
                state.queue.removeFirst(state.head); state.head = 0
            }
            state.busy += 1
            condition.unlock()
            if job.claim() { job.work() }
            condition.lock()
            state.busy -= 1
            condition.unlock()
        }
    }
}
