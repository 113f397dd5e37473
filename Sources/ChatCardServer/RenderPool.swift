import ChatCard
import DequeModule
import Foundation
import ServiceLifecycle
import Synchronization

/// A fixed set of render threads fed by a bounded queue. Each thread keeps its font map and caches (or
/// its worker process) for the life of the pool; the event loop never renders, it only awaits. A service:
/// handed to the application, `run()` starts the threads, and once the HTTP server has drained it stops
/// them and waits for them (their worker processes reaped) before it returns.
public final class RenderPool: CardRenderer {
    public let workers: Int
    public let queueLimit: Int
    /// Set: each thread renders through a worker process of its own. Nil: the threads render.
    public let processes: WorkerProcesses?
    /// Called on the render thread after each job (the service returns freed memory to the system there).
    private let afterJob: @Sendable () -> Void
    private let watchdog: RenderWatchdog
    private let state = Mutex(State())
    /// One signal per queued job and per thread at shutdown; a thread that finds nothing waits again.
    private let wakeUps = DispatchSemaphore(value: 0)

    /// `run()` was called on a pool that runs (or ran) already: a pool's threads start once.
    public struct AlreadyRunning: Error, Equatable {}

    /// Left when a thread ends; `run()` waits for it.
    private let threadsEnded = DispatchGroup()
    private let wedgeGrace: Duration

    private struct State {
        var queue = Deque<any QueuedJob>()
        var running = true
        var started = false
        var busy = 0
    }

    /// `wedgeGrace`: how long past its deadline a render may run before its worker counts as wedged.
    public init(workers: Int, queueLimit: Int, wedgeGrace: Duration = ServerSettings().wedgeGrace, processes: WorkerProcesses? = nil,
                afterJob: @escaping @Sendable () -> Void = {}) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        self.processes = processes
        self.afterJob = afterJob
        self.wedgeGrace = wedgeGrace
        watchdog = RenderWatchdog(workers: self.workers, grace: wedgeGrace)
    }

    public var load: (queued: Int, busy: Int) { state.withLock { ($0.queue.count, $0.busy) } }
    public var wedged: [WedgedWorker] { wedged(at: .now) }
    /// The render threads that would count as wedged at `now` (their render that far past its deadline and
    /// the grace).
    public func wedged(at now: ContinuousClock.Instant) -> [WedgedWorker] { watchdog.wedged(at: now) }
    public var unavailable: String? { processes?.unavailable }

    /// Starts the render threads and serves until the application shuts down (or the task is cancelled),
    /// then stops the pool and waits for its threads: those in a render get until its deadline and the
    /// wedge grace (a thread still stuck then is left to the process's exit). Jobs sent before `run()`
    /// wait in the queue. Throws `alreadyRunning` when called a second time.
    public func run() async throws {
        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started
        }
        guard first else { throw AlreadyRunning() }
        for i in 0..<workers {
            threadsEnded.enter()
            let thread = Thread { [self] in
                workerLoop(i)
                threadsEnded.leave()
            }
            thread.name = "chatcard-render-\(i)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        try? await gracefulShutdown()
        shutdown()
        await ThreadJoin.wait(for: threadsEnded, atMost: wedgeGrace)
    }

    public func render(_ request: RenderRequest, deadline: RenderDeadline) async throws -> RenderedCard {
        try await run(deadline: deadline) { [processes] in
            if let processes { return try processes.render(request, deadline: deadline) }
            return try request.render(deadline: deadline)
        }
    }

    /// Runs `body` on a render thread. Throws `queueFull` at once when the queue is full, `timedOut` when
    /// the deadline passes while the job is queued, `shuttingDown` when the pool stops or the calling task
    /// is cancelled (the job is dropped if it has not started; a running render ends at its deadline).
    public func run<T: Sendable>(deadline: RenderDeadline, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        let job = RenderJob(deadline: deadline.instant, body: body)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { caller in
                if job.attach(caller) { enqueue(job) }
            }
        } onCancel: {
            if job.abandon(with: .shuttingDown) { remove(job) }
        }
    }

    /// Stops taking jobs and drops the queued ones (their requests get 503). Threads exit when idle.
    public func shutdown() {
        let dropped = state.withLock { state in
            state.running = false
            defer { state.queue.removeAll() }
            return state.queue
        }
        for _ in 0..<workers { wakeUps.signal() }
        for job in dropped { job.abandon(with: .shuttingDown) }
    }

    private func enqueue<T>(_ job: RenderJob<T>) {
        let refused: RenderPoolError? = state.withLock { state in
            guard state.running else { return .shuttingDown }
            // Jobs waiting for a thread; a free thread takes a job at once, so it does not count.
            guard state.queue.count < queueLimit + max(0, workers - state.busy) else { return .queueFull }
            state.queue.append(job)
            return nil
        }
        if let refused { job.abandon(with: refused); return }
        wakeUps.signal()
        if let instant = job.deadline {
            job.setTimer(Task {
                try? await Task.sleep(until: instant, clock: .continuous)
                if !Task.isCancelled, job.abandon(with: .timedOut) { self.remove(job) }
            })
        }
    }

    /// Takes an abandoned job out of the queue, so it holds no place there until a thread reaches it.
    private func remove(_ job: any QueuedJob) {
        state.withLock { state in
            if let i = state.queue.firstIndex(where: { $0 === job }) { state.queue.remove(at: i) }
        }
    }

    private func workerLoop(_ worker: Int) {
        processes?.prepare(place: worker)
        while let job = nextJob() {
            // A worker process that overruns is killed, so its thread never counts as wedged.
            if processes == nil { watchdog.started(worker: worker, deadline: job.deadline) }
            // Free before the caller hears back: a request sent right after the answer finds the thread free.
            job.runIfWaiting(release: {
                watchdog.finished(worker: worker)
                state.withLock { $0.busy -= 1 }
            })
            afterJob()
        }
        processes?.release()
    }

    /// The next job, counted busy; nil once the pool has stopped. A worker process left idle is checked
    /// meanwhile: replaced if it spins, or if it grew and may give its memory back (`WorkerProcesses.idle`).
    private func nextJob() -> (any QueuedJob)? {
        while true {
            let (job, stopped): ((any QueuedJob)?, Bool) = state.withLock { state in
                guard let job = state.queue.popFirst() else { return (nil, !state.running) }
                state.busy += 1
                return (job, false)
            }
            if let job { return job }
            if stopped { return nil }
            guard let processes else { wakeUps.wait(); continue }
            let check = min(processes.settings.idleCheck, processes.settings.idleAfter)
            if wakeUps.wait(timeout: .now() + .nanoseconds(Int(check.inNanoseconds))) == .timedOut, load.queued == 0 {
                processes.idle()
            }
        }
    }
}
