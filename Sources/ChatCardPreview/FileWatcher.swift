import ChatCard
import Foundation
import Synchronization

/// Renders a file again whenever it changes, on one thread of its own (a render runs on one thread with
/// its own fonts): every `interval` it compares the file's modification time, size and inode with the last
/// ones — a stat call, so an idle preview costs next to nothing — and publishes what `render` made of it.
public final class FileWatcher: Sendable {
    /// A saved file shows within this plus a render.
    public static let interval = Duration.milliseconds(40)
    private let path: String
    private let render: @Sendable () -> PreviewOutcome
    private let state: PreviewState
    private let stopped = Atomic<Bool>(false)

    public init(path: String, state: PreviewState, render: @escaping @Sendable () -> PreviewOutcome) {
        (self.path, self.state, self.render) = (path, state, render)
    }

    /// Renders once now, then watches until `stop()`.
    public func start() {
        let thread = Thread { [self] in watch() }
        thread.name = "chatcard preview"
        thread.start()
    }

    public func stop() { stopped.store(true, ordering: .relaxed) }

    /// What tells one version of the file from the next (an editor that saves by renaming changes the inode).
    private struct Stamp: Equatable { var seconds: Int, nanoseconds: Int, size: Int64, inode: UInt64 }

    private func stamp() -> Stamp? {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        #if os(Linux)
        let modified = s.st_mtim
        #else
        let modified = s.st_mtimespec
        #endif
        return Stamp(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int64(s.st_size), inode: UInt64(s.st_ino))
    }

    private func watch() {
        var last: Stamp?, first = true
        let pause = Self.interval.inSeconds
        while !stopped.load(ordering: .relaxed) {
            let now = stamp()
            if first || now != last {
                (first, last) = (false, now)
                let start = ContinuousClock.now
                let outcome = render()
                state.publish(outcome, milliseconds: (ContinuousClock.now - start).inMilliseconds)
            }
            Thread.sleep(forTimeInterval: pause)
        }
    }
}
