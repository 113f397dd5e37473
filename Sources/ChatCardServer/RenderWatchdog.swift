import Synchronization

/// A render thread stuck past its render's deadline plus a grace period: inside C (a codec, the text
/// stack) where the deadline checks never come. It takes no other job while stuck, and `/healthz` turns
/// 503 naming it, so an orchestrator restarts the process.
public struct WedgedWorker: Sendable, Equatable, CustomStringConvertible {
    public let worker: Int
    /// How long past its deadline the render has run.
    public let overdue: Duration

    public var description: String {
        let tenths = Int(overdue.inMilliseconds) / 100
        return "render thread \(worker) is \(tenths / 10).\(tenths % 10) s past its render's deadline"
    }
}

/// Each worker's deadline while it renders; read on demand by `/healthz` and `/metrics`.
final class RenderWatchdog: Sendable {
    let grace: Duration
    private let deadlines: Mutex<[ContinuousClock.Instant?]>

    init(workers: Int, grace: Duration) {
        self.grace = grace
        deadlines = Mutex(Array(repeating: nil, count: workers))
    }

    /// A render without a deadline is never wedged.
    func started(worker: Int, deadline: ContinuousClock.Instant?) { deadlines.withLock { $0[worker] = deadline } }
    func finished(worker: Int) { deadlines.withLock { $0[worker] = nil } }

    func wedged(at now: ContinuousClock.Instant = .now) -> [WedgedWorker] {
        deadlines.withLock { deadlines in
            deadlines.enumerated().compactMap { worker, deadline in
                guard let deadline, now - deadline > grace else { return nil }
                return WedgedWorker(worker: worker, overdue: now - deadline)
            }
        }
    }
}
