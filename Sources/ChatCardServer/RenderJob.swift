import Synchronization

/// How a job ends for its caller: exactly one outcome, delivered once.
enum RenderJobOutcome<T: Sendable>: Sendable {
    /// A worker ran the job: its value or error.
    case finished(Result<T, any Error>)
    /// The job never ran (its deadline passed in the queue, the pool stopped, the request was cancelled),
    /// or it was running when the pool stopped or the request was cancelled and its caller stopped waiting.
    case abandoned(RenderPoolError)
}

/// What the pool's queue holds: a job of any result type.
protocol QueuedJob: AnyObject, Sendable {
    var deadline: ContinuousClock.Instant? { get }
    /// Runs the job on this thread if it is still waiting, calls `release` (the worker is free again), then
    /// answers the caller. `release` is called once either way.
    func runIfWaiting(release: () -> Void)
    /// Ends a job that has not started; see `RenderJob.abandon`.
    @discardableResult func abandon(with error: RenderPoolError) -> Bool
}

/// One request's work. It runs at most once, and its caller hears exactly one `RenderJobOutcome`: from the
/// worker, or from whatever abandons the job first (its deadline while queued, shutdown, cancellation).
final class RenderJob<T: Sendable>: QueuedJob {
    private enum Phase { case waiting, running, finished }
    private struct State {
        var phase = Phase.waiting
        var caller: CheckedContinuation<T, any Error>?
        /// Why the job ended before it ran (kept for a caller that attaches after that).
        var abandonedWith: RenderPoolError?
        var timer: Task<Void, Never>?

        mutating func stopTimer() {
            timer?.cancel()
            timer = nil
        }

        mutating func takeCaller() -> CheckedContinuation<T, any Error>? {
            defer { caller = nil }
            return caller
        }
    }

    let deadline: ContinuousClock.Instant?
    private let body: @Sendable () throws -> T
    private let state = Mutex(State())

    init(deadline: ContinuousClock.Instant?, body: @escaping @Sendable () throws -> T) {
        self.deadline = deadline
        self.body = body
    }

    /// Gives the job its caller. A job abandoned before (a task cancelled early) answers at once and
    /// returns false: do not queue it.
    func attach(_ caller: CheckedContinuation<T, any Error>) -> Bool {
        let early: RenderPoolError? = state.withLock { state in
            if let abandoned = state.abandonedWith { return abandoned }
            state.caller = caller
            return nil
        }
        if let early { Self.answer(caller, .abandoned(early)) }
        return early == nil
    }

    /// The queue-deadline task, cancelled once the job starts or ends.
    func setTimer(_ task: Task<Void, Never>) {
        let kept = state.withLock { state in
            guard state.phase == .waiting else { return false }
            state.timer = task
            return true
        }
        if !kept { task.cancel() }
    }

    func runIfWaiting(release: () -> Void) {
        let start = state.withLock { state in
            guard state.phase == .waiting else { return false }
            state.phase = .running
            state.stopTimer()
            return true
        }
        guard start else { return release() }
        let result = Result { try body() }
        release()
        let caller = state.withLock { state in
            state.phase = .finished
            return state.takeCaller()
        }
        if let caller { Self.answer(caller, .finished(result)) }
    }

    /// Fails a job that has not started. A running job finishes on its own (its render stops at the
    /// deadline), except on shutdown or cancellation, which answers the caller at once and lets the render
    /// end unseen. True when the job had not started (it will never run).
    @discardableResult
    func abandon(with error: RenderPoolError) -> Bool {
        let (caller, dropped): (CheckedContinuation<T, any Error>?, Bool) = state.withLock { state in
            switch state.phase {
            case .waiting:
                state.phase = .finished
                state.abandonedWith = error
                state.stopTimer()
                return (state.takeCaller(), true)
            case .running where error == .shuttingDown:
                return (state.takeCaller(), false)
            default:
                return (nil, false)
            }
        }
        if let caller { Self.answer(caller, .abandoned(error)) }
        return dropped
    }

    private static func answer(_ caller: CheckedContinuation<T, any Error>, _ outcome: RenderJobOutcome<T>) {
        switch outcome {
        case .finished(let result): caller.resume(with: result)
        case .abandoned(let error): caller.resume(throwing: error)
        }
    }
}
