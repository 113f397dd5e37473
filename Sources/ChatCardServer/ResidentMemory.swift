import CServiceSystem
import Foundation
import Synchronization

/// The process's resident memory, and giving freed memory back to the system. glibc keeps what a render
/// freed in its per-thread arenas; after a heavy card (a large canvas, a rebuilt font map) that is tens
/// of megabytes held for good, so a worker trims once resident memory has grown by `trimStep`.
enum ResidentMemory {
    static let trimStep = 32 << 20
    private static let lastTrimmed = Mutex(0)

    /// /proc/self/statm, opened once: a worker process reads it after every render.
    private static let statm = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Resident bytes from /proc/self/statm (0 where there is none).
    static func bytes() -> Int {
        guard statm >= 0 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = buffer.withUnsafeMutableBytes { pread(statm, $0.baseAddress, $0.count, 0) }
        guard n > 0, let pages = String(decoding: buffer[..<n], as: UTF8.self).split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * pageSize
    }

    /// Trims the heap when resident memory grew by `trimStep` since the last trim (cheap otherwise).
    static func trimIfGrown() {
        let now = bytes()
        let due = lastTrimmed.withLock { last in
            if last == 0 { last = now }
            return now > last + trimStep
        }
        guard due else { return }
        _ = chatcard_malloc_trim(0)
        let after = bytes()
        lastTrimmed.withLock { $0 = after }
    }
}
