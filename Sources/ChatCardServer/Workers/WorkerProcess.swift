import CServiceSystem
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One render worker process (`EXECUTABLE --render-worker`) and the two pipes to it, driven by one pool
/// thread: it renders one card at a time. The thread kills it when a render overruns and reaps it when
/// it dies, so no zombie or stray process outlives it.
final class WorkerProcess {
    static let argument = "--render-worker"

    let pid: pid_t
    /// The worker's standard input (requests) and output (replies).
    private let requests: Int32
    private let replies: Int32
    private var ended: Termination?
    /// CPU seconds it used in all, once it has been reaped.
    private var usedInAll: Double?

    /// How a worker process ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let code): "exit status \(code)"
            case .signalled(let signal): "signal \(signal) (\(systemText(strsignal(signal)) ?? "unknown"))"
            }
        }
    }

    init(executable: String) throws(WorkerFailure) {
        var toWorker: [Int32] = [-1, -1], fromWorker: [Int32] = [-1, -1]
        var pid = pid_t()
        // Both pipes close on exec from birth: a worker another thread spawns meanwhile inherits neither.
        let rc: Int32 = {
            guard chatcard_pipe_cloexec(&toWorker) == 0 else { return errno }
            guard chatcard_pipe_cloexec(&fromWorker) == 0 else {
                let e = errno
                toWorker.forEach { close($0) }
                return e
            }
            let rc = Self.spawn(executable, stdin: toWorker[0], stdout: fromWorker[1], pid: &pid)
            close(toWorker[0])
            close(fromWorker[1])
            return rc
        }()
        guard rc == 0 else {
            [toWorker[1], fromWorker[0]].filter { $0 >= 0 }.forEach { close($0) }
            throw .spawn(rc)
        }
        (self.pid, requests, replies) = (pid, toWorker[1], fromWorker[0])
        Self.widen(replies)
    }

    /// Linux's F_SETPIPE_SZ: room for a whole ordinary reply (a card's PNG is ~100 KB), so the worker
    /// writes it in one go and the thread reads it in one wake-up instead of 64 KB at a time.
    static let replyPipeBytes: Int32 = 1 << 20

    private static func widen(_ fd: Int32) {
        #if os(Linux)
        let setPipeSize: Int32 = 1031
        _ = fcntl(fd, setPipeSize, replyPipeBytes)
        #endif
    }

    /// Sends one request frame; fails when the worker is gone.
    func send(_ request: Data) throws(FramedPipe.Failure) { try FramedPipe.write(request, to: requests) }

    /// Waits for the reply frame until `until`.
    func receive(until: ContinuousClock.Instant?) throws(FramedPipe.Failure) -> Data {
        try FramedPipe.read(from: replies, until: until)
    }

    /// Kills the worker if it still runs and reaps it; how it ended (a worker that had already crashed
    /// keeps its own signal: killing a zombie changes nothing).
    @discardableResult
    func stop() -> Termination {
        if let ended { return ended }
        close(requests)
        close(replies)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        usedInAll = ProcessCPU.seconds(of: usage)
        // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import (they are macros).
        let signal = status & 0x7f
        let termination: Termination = signal != 0 ? .signalled(signal) : .exited((status >> 8) & 0xff)
        ended = termination
        return termination
    }

    deinit { stop() }

    /// CPU seconds the worker has used so far (all of them, once stopped); nil where that cannot be read.
    var cpuSeconds: Double? { usedInAll ?? ProcessCPU.seconds(of: pid) }

    /// posix_spawn with the pipes as standard input and output and nothing else of the service's open
    /// (`SpawnedDescriptors`), default signal handling (the service
    /// ignores SIGPIPE and blocks its shutdown signals; a worker must not inherit that), and no Swift
    /// backtracer: a crashed worker is replaced at once, not after seconds of symbolication.
    private static func spawn(_ executable: String, stdin: Int32, stdout: Int32, pid: inout pid_t) -> Int32 {
        // An opaque pointer on Darwin, a struct on Linux.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        let closesTheRest = SpawnedDescriptors.closeAllButStandard(&actions)

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), mask = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | SpawnedDescriptors.flag)
        if !closesTheRest { SpawnedDescriptors.markOpenOnesCloseOnExec() }

        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv: [UnsafeMutablePointer<CChar>?] = [executable, argument].map { (s: String) in strdup(s) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { (key, value) in strdup("\(key)=\(value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        return posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    }
}

/// A render that a worker process could not bring back.
public enum WorkerFailure: Error, Equatable, CustomStringConvertible {
    /// The worker died during the render (a crash in a codec or a library); the request gets 500.
    case crashed(String)
    /// The render ran past its deadline and the grace period; its worker was killed.
    case wedged(Duration)
    /// The worker reported an error that is neither the card's nor the deadline's.
    case failed(String)
    /// No worker process could be started (errno).
    case spawn(Int32)

    public var description: String {
        switch self {
        case .crashed(let how): "the renderer crashed on this card (\(how)); it was replaced and the server goes on"
        case .wedged(let grace): "the render was still running \(grace) past its deadline; its worker was stopped and replaced"
        case .failed(let message): "the render failed: \(message)"
        case .spawn(let code): "no render worker could be started: \(systemText(strerror(code)) ?? "error \(code)")"
        }
    }
}

/// A C library's message (strsignal, strerror), whether the platform imports it as optional or not.
private func systemText(_ text: UnsafeMutablePointer<CChar>?) -> String? { text.map { String(cString: $0) } }
