import Dispatch
import Synchronization

/// Waits without blocking a thread of the concurrency pool for a `DispatchGroup` to empty, at most a
/// bound: a render thread stuck past its deadline must not hold a shutdown forever.
enum ThreadJoin {
    static func wait(for group: DispatchGroup, atMost bound: Duration) async {
        await withCheckedContinuation { (caller: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(caller)
            group.notify(queue: .global()) { once.resume() }
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(bound.inNanoseconds))) { once.resume() }
        }
    }
}

/// A continuation the first of two events resumes.
private final class ResumeOnce: Sendable {
    private let caller: Mutex<CheckedContinuation<Void, Never>?>

    init(_ caller: CheckedContinuation<Void, Never>) { self.caller = Mutex(caller) }

    func resume() { caller.withLock { $0.take() }?.resume() }
}
