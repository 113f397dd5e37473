import ChatCard
import DequeModule
import Foundation
import Synchronization

public enum RenderPoolError: Error, Equatable {
    /// Every worker is busy and the queue is full: the client should retry later (503).
    case queueFull
    /// The deadline passed while the job waited for a worker (503).
    case timedOut
    /// The pool is shutting down, or the request was cancelled (503).
    case shuttingDown
}

/// What the routes render with: the pool in the service, anything that renders in tests.
public protocol CardRenderer: Sendable {
    var workers: Int { get }
    var load: (queued: Int, busy: Int) { get }
    /// Workers stuck in a render past its deadline and the grace period (`RenderWatchdog`).
    var wedged: [WedgedWorker] { get }
    /// Why no render can run at all (no worker process can be started), if so.
    var unavailable: String? { get }
    func run<T: Sendable>(deadline: RenderDeadline, _ body: @escaping @Sendable () throws -> T) async throws -> T
    /// Renders on a worker; the render itself stops at `deadline` (`RenderTimeout`).
    func render(_ request: RenderRequest, deadline: RenderDeadline) async throws -> (data: Data, timing: RenderTiming)
}

/// A fixed set of worker threads that render cards, fed by a bounded queue. Each worker keeps its thread
/// (and so its font map and caches, or its worker process) for the life of the pool; the event loop never
/// renders, it only awaits.
public final class RenderPool: CardRenderer {
    public let workers: Int
    public let queueLimit: Int
    /// Set: each thread renders through a worker process of its own. Nil: the threads render.
    public let processes: WorkerProcesses?
    /// Called on the worker after each job (the service returns freed memory to the system there).
    private let afterJob: @Sendable () -> Void
    private let watchdog: RenderWatchdog

    private let condition = NSCondition()
    private nonisolated(unsafe) var state = State()  // guarded by `condition`

    private struct State {
        var queue = Deque<RenderJob>()
        var running = true
        var busy = 0
    }

    /// `wedgeGrace`: how long past its deadline a render may run before its worker counts as wedged.
    public init(workers: Int, queueLimit: Int, wedgeGrace: Duration = ServerSettings().wedgeGrace, processes: WorkerProcesses? = nil,
                afterJob: @escaping @Sendable () -> Void = {}) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        self.processes = processes
        self.afterJob = afterJob
        watchdog = RenderWatchdog(workers: self.workers, grace: wedgeGrace)
        for i in 0..<self.workers {
            let thread = Thread { [self] in self.workerLoop(i) }
            thread.name = "chatcard-render-\(i)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    public var load: (queued: Int, busy: Int) {
        condition.lock(); defer { condition.unlock() }
        return (state.queue.count, state.busy)
    }

    public var wedged: [WedgedWorker] { watchdog.wedged() }
    public var unavailable: String? { processes?.unavailable }

    public func render(_ request: RenderRequest, deadline: RenderDeadline) async throws -> (data: Data, timing: RenderTiming) {
        try await run(deadline: deadline) { [processes] in
            if let processes { return try processes.render(request, deadline: deadline) }
            return try request.render(deadline: deadline)
        }
    }

    /// Runs `body` on a worker thread. Throws `queueFull` at once when the queue is full, `timedOut` when
    /// the deadline passes while the job is queued, `shuttingDown` when the pool stops or the calling task
    /// is cancelled (the job is dropped if it has not started; a running render ends at its deadline).
    public func run<T: Sendable>(deadline: RenderDeadline, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        let job = RenderJob(deadline: deadline.instant)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                let ready = job.prepare(
                    work: {
                        let result = Result { try body() }
                        return { if job.answerOnce() { continuation.resume(with: result) } }
                    },
                    fail: { error in if job.answerOnce() { continuation.resume(throwing: error) } })
                if ready { enqueue(job, deadline: deadline) }
            }
        } onCancel: {
            if job.abandon(with: .shuttingDown) { remove(job) }
        }
    }

    /// Takes an abandoned job out of the queue, so it holds no place there until a worker reaches it.
    private func remove(_ job: RenderJob) {
        condition.lock()
        if let i = state.queue.firstIndex(where: { $0 === job }) { state.queue.remove(at: i) }
        condition.unlock()
    }

    private func enqueue(_ job: RenderJob, deadline: RenderDeadline) {
        condition.lock()
        guard state.running else { condition.unlock(); job.abandon(with: .shuttingDown); return }
        // Jobs waiting for a worker; a free worker takes a job at once, so it does not count.
        guard state.queue.count < queueLimit + max(0, workers - state.busy) else {
            condition.unlock()
            job.abandon(with: .queueFull)
            return
        }
        state.queue.append(job)
        condition.signal()
        condition.unlock()
        if let instant = deadline.instant {
            job.setTimer(Task {
                try? await Task.sleep(until: instant, clock: .continuous)
                if !Task.isCancelled, job.abandon(with: .timedOut) { self.remove(job) }
            })
        }
    }

    /// Stops taking jobs and drops the queued ones (their requests get 503). Workers exit when idle.
    public func shutdown() {
        condition.lock()
        state.running = false
        let dropped = state.queue
        state.queue.removeAll()
        condition.broadcast()
        condition.unlock()
        for job in dropped { job.abandon(with: .shuttingDown) }
    }

    private func workerLoop(_ worker: Int) {
        processes?.prepare()
        while true {
            condition.lock()
            while state.queue.isEmpty && state.running {
                guard let processes else { condition.wait(); continue }
                // A worker process left idle may give its memory back (`WorkerProcesses.idle`).
                let idleAfter = Double(processes.settings.idleAfter.components.seconds)
                    + Double(processes.settings.idleAfter.components.attoseconds) / 1e18
                if !condition.wait(until: Date(timeIntervalSinceNow: idleAfter)), state.queue.isEmpty {
                    condition.unlock()
                    processes.idle()
                    condition.lock()
                }
            }
            guard let job = state.queue.popFirst() else { condition.unlock(); return }
            state.busy += 1
            condition.unlock()
            // A worker process that overruns is killed, so its thread never counts as wedged.
            if processes == nil { watchdog.started(worker: worker, deadline: job.deadline) }
            let deliver = job.runIfWaiting()
            watchdog.finished(worker: worker)
            // Free before the caller hears back: a request sent right after the answer finds the worker free.
            condition.lock()
            state.busy -= 1
            condition.unlock()
            deliver?()
            afterJob()
        }
    }
}

/// One request's render. It runs at most once, and its caller is answered exactly once: by the worker
/// with the result, or by whatever abandons the job first (its deadline while queued, shutdown, the
/// request's cancellation).
final class RenderJob: @unchecked Sendable {
    private enum Phase { case waiting, running, finished }
    let deadline: ContinuousClock.Instant?
    private let lock = NSLock()
    private var phase = Phase.waiting
    private var answered = false
    private var abandonedWith: RenderPoolError?
    /// Renders and returns the delivery of the result (run after the worker is marked free).
    private var work: (() -> () -> Void)?
    private var fail: ((RenderPoolError) -> Void)?
    private var timer: Task<Void, Never>?

    init(deadline: ContinuousClock.Instant?) { self.deadline = deadline }

    /// `work` renders and returns the answer to deliver through `answerOnce`; `fail` answers with an error
    /// the same way. A job abandoned before this (a task cancelled early) fails at once and returns false:
    /// do not queue it.
    func prepare(work: @escaping () -> () -> Void, fail: @escaping (RenderPoolError) -> Void) -> Bool {
        let early: RenderPoolError? = lock.withLock {
            if let abandonedWith { return abandonedWith }
            self.work = work
            self.fail = fail
            return nil
        }
        if let early { fail(early) }
        return early == nil
    }

    /// True for the first caller only.
    func answerOnce() -> Bool {
        lock.withLock {
            defer { answered = true }
            return !answered
        }
    }

    /// The queue-deadline task, cancelled once the job starts or ends.
    func setTimer(_ task: Task<Void, Never>) {
        let keep = lock.withLock { phase == .waiting ? { timer = task; return true }() : false }
        if !keep { task.cancel() }
    }

    /// Renders if the job is still waiting; returns the delivery of its answer.
    func runIfWaiting() -> (() -> Void)? {
        let work: (() -> () -> Void)? = lock.withLock {
            guard phase == .waiting else { return nil }
            phase = .running
            timer?.cancel()
            return self.work
        }
        let deliver = work?()
        lock.withLock { phase = .finished; self.work = nil; self.fail = nil }
        return deliver
    }

    /// Fails a job that has not started. A running job finishes on its own (its render stops at the
    /// deadline), except on shutdown or cancellation, which answers the caller at once and lets the render
    /// end unseen.
    /// True when the job had not started (it will never run).
    @discardableResult
    func abandon(with error: RenderPoolError) -> Bool {
        let (fail, dropped): (((RenderPoolError) -> Void)?, Bool) = lock.withLock {
            switch phase {
            case .waiting:
                phase = .finished
                abandonedWith = error
                timer?.cancel()
                defer { self.work = nil; self.fail = nil }
                return (self.fail, true)
            case .running where error == .shuttingDown:
                return (self.fail, false)
            default:
                return (nil, false)
            }
        }
        fail?(error)
        return dropped
    }
}
