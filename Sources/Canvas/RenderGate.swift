#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One render at a time, process-wide, where Cairo cannot draw text on several threads at once.
///
/// Before 1.17.2 Cairo's glyph page cache can deadlock every thread laying out or drawing text
/// (`CairoVersion`). A package that depends on ChatCard builds against the system's Cairo (Debian
/// bookworm: 1.16), so the library guards itself: on such a Cairo every card render, text layout and
/// text drawing runs inside this gate, one thread at a time (correct, slower), and the first one says so
/// once on stderr. On a fixed Cairo the gate is a single flag test and everything runs in parallel.
/// The lock is recursive: a render holds it and the layouts inside it enter again.
public enum RenderGate {
    /// 0: decided by the running Cairo; 1: forced on; 2: forced off (tests).
    private static let forced = Atomic<Int>(0)
    private static let noticed = Atomic<Bool>(false)
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(lock, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return lock
    }()
    private static let cairoIsSafe = CairoVersion.isSafeOnManyThreads

    /// Whether renders run one at a time in this process.
    public static var serialises: Bool {
        switch forced.load(ordering: .relaxed) {
        case 1: true
        case 2: false
        default: !cairoIsSafe
        }
    }

    /// What the first serialised render writes to stderr.
    public static var notice: String {
        if forced.load(ordering: .relaxed) == 1 { return "chatcard: renders run one at a time in this process (forced)\n" }
        return "chatcard: Cairo \(CairoVersion.running) is older than \(CairoVersion.glyphCacheFix), whose glyph cache can deadlock "
            + "threads that draw text at once: renders run one at a time in this process (a fixed Cairo: scripts/setup.sh here, scripts/cairo-for-dependents.sh for a package using ChatCard; README, Threads)\n"
    }

    /// Runs `body` inside the gate where renders are serialised, else directly.
    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard serialises else { return try body() }
        if !noticed.exchange(true, ordering: .relaxed) { writeToStandardError(notice) }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return try body()
    }

    private static func writeToStandardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(2, &bytes, bytes.count)
    }

    /// Forces the gate on or off whatever Cairo runs (nil: the running Cairo decides). For tests.
    package static func force(serialising: Bool?) {
        forced.store(serialising.map { $0 ? 1 : 2 } ?? 0, ordering: .relaxed)
    }
}
