import AsyncHTTPClient
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `chatcard-server` run as its own process (the debug build next to this test bundle, which obeys the
/// fault header): its memory, descriptors and workers are read from /proc apart from this test process,
/// where other suites allocate beside.
final class ServiceProcess {
    let process = Process()
    let server: RunningServer
    var pid: Int32 { process.processIdentifier }

    /// Starts the service on a free loopback port and waits (at most `timeout`) for it to listen.
    init(executable: String, arguments: [String], environment: [String: String] = [:], timeout: Duration = .seconds(60)) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--port", "0"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        guard let port = Self.listeningPort(log.fileHandleForReading, timeout: timeout) else {
            process.terminate()
            throw ServiceProcessError.notListening
        }
        server = RunningServer(port: port, client: HTTPClient.shared)
        // Keep draining the log, so the service never blocks on a full pipe.
        log.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
    }

    deinit { stop() }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// The port from Hummingbird's "listening on 127.0.0.1:PORT" line.
    private static func listeningPort(_ log: FileHandle, timeout: Duration) -> Int? {
        let end = ContinuousClock.now + timeout
        var text = ""
        while ContinuousClock.now < end {
            // Wait with a bound: a service that never prints must not hang the test.
            var waiting = pollfd(fd: log.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 1000) == 1 else { continue }
            let chunk = log.availableData
            if chunk.isEmpty { return nil }  // the service ended
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: "listening on 127.0.0.1:") {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits), text[range.upperBound...].count > digits.count { return port }
            }
        }
        return nil
    }

    /// Resident bytes of the service process (not its workers), from /proc.
    func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8),
              let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func openDescriptors() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? 0 }

    /// The service's child processes: (pid, state) from /proc.
    func children() -> [(pid: Int, state: Character)] { ProcessTable.children(of: pid) }
}

enum ServiceProcessError: Error { case notListening }

/// Child processes read from /proc/*/stat.
enum ProcessTable {
    static func children(of parent: Int32) -> [(pid: Int, state: Character)] {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int.init) ?? []
        return pids.compactMap { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == parent else { return nil }
            return (pid, fields[0].first ?? "?")
        }
    }
}
