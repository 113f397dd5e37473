import CServiceSystem
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a worker process inherits: its two pipes as standard input and output, standard error, and
/// nothing else the service had open (a client's socket accepted a moment before would otherwise stay
/// open in the worker, its client never seeing the end). The rest is closed by the spawn itself, before
/// the worker runs a single instruction: a worker closing them after it started would close descriptors
/// its own runtime had opened by then (libdispatch's epoll, which then spun a core on a reused number).
enum SpawnedDescriptors {
    /// Lowest descriptor the spawn closes: past standard error.
    static let firstClosed: Int32 = 3

    /// Adds "close every descriptor from 3 up" to `actions` (glibc 2.34 and later); false where the C
    /// library has no such action, and the caller marks the open ones close-on-exec instead.
    #if canImport(Darwin)
    static func closeAllButStandard(_ actions: inout posix_spawn_file_actions_t?) -> Bool { true }
    #else
    static func closeAllButStandard(_ actions: inout posix_spawn_file_actions_t) -> Bool {
        chatcard_spawn_close_from(&actions, firstClosed) == 0
    }
    #endif

    /// The spawn attribute that closes on exec everything the file actions do not name (Darwin's own).
    #if canImport(Darwin)
    static let flag = Int16(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
    static let flag: Int16 = 0
    #endif

    /// Where the C library cannot close the rest at spawn: every descriptor the service has open past
    /// standard error is marked close-on-exec (the service spawns nothing else, so none needs to cross).
    static func markOpenOnesCloseOnExec() {
        #if os(Linux)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        for fd in open where fd >= firstClosed {
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
        }
        #endif
    }
}
