import Foundation
import Synchronization

/// What the preview shows: the latest good picture, the latest problem (nil once the file renders again), and a
/// version that grows with every render. Pages wait for the next version (`next(after:timeout:)`) instead of polling.
public struct PreviewSnapshot: Sendable {
    public var version = 0
    public var picture: Data?
    public var problem: PreviewProblem?
    /// Milliseconds the latest render took, reading the file included.
    public var renderMilliseconds = 0.0
}

public final class PreviewState: Sendable {
    private struct Box {
        var snapshot = PreviewSnapshot()
        var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    }
    private let box = Mutex(Box())

    public init() {}

    public var snapshot: PreviewSnapshot { box.withLock { $0.snapshot } }

    /// A render's outcome: a picture replaces the last one; a problem keeps it (the last good picture stays).
    public func publish(_ outcome: PreviewOutcome, milliseconds: Double) {
        let waiters = box.withLock { box in
            box.snapshot.version += 1
            if let picture = outcome.picture { box.snapshot.picture = picture }
            box.snapshot.problem = outcome.problem
            box.snapshot.renderMilliseconds = milliseconds
            defer { box.waiters = [:] }
            return Array(box.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The snapshot once its version passes `version`, or the current one after `timeout`.
    public func next(after version: Int, timeout: Duration) async -> PreviewSnapshot {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.waitForVersion(after: version) }
            group.addTask { try? await Task.sleep(for: timeout) }
            await group.next()
            group.cancelAll()
        }
        return snapshot
    }

    private func waitForVersion(after version: Int) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                // Checked and registered under one lock: no render is missed between the two.
                let now = box.withLock { box -> Bool in
                    if box.snapshot.version > version || Task.isCancelled { return true }
                    box.waiters[id] = waiter
                    return false
                }
                if now { waiter.resume() }
            }
        } onCancel: {
            box.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }
}
