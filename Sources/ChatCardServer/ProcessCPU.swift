import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time a process has used (user plus system), from /proc/PID/stat: how a worker that spins while
/// idle is seen, and what `chatcard_worker_cpu_seconds_total` and `process_cpu_seconds_total` count.
enum ProcessCPU {
    /// Clock ticks per second, the unit of /proc's utime and stime.
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// Seconds of CPU `pid` has used; nil where /proc has no such process (or no /proc).
    static func seconds(of pid: pid_t) -> Double? { seconds(statPath: "/proc/\(pid)/stat") }

    /// This process's own.
    static func ownSeconds() -> Double? { seconds(statPath: "/proc/self/stat") }

    private static func seconds(statPath: String) -> Double? {
        #if os(Linux)
        let fd = open(statPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return nil }
        return seconds(stat: buffer[..<n])
        #else
        return nil
        #endif
    }

    /// utime and stime: the 14th and 15th fields, counted after the command name's closing parenthesis
    /// (the name itself may hold spaces and parentheses).
    static func seconds(stat: ArraySlice<UInt8>) -> Double? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        // After the name: state is field 3, so utime (14) is the 12th and stime (15) the 13th here.
        guard fields.count > 12, let user = Int(String(decoding: fields[11], as: UTF8.self)),
              let system = Int(String(decoding: fields[12], as: UTF8.self)) else { return nil }
        return Double(user + system) / ticksPerSecond
    }

    /// A reaped child's CPU time, from the usage `wait4` reports.
    static func seconds(of usage: rusage) -> Double {
        func value(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1_000_000 }
        return value(usage.ru_utime) + value(usage.ru_stime)
    }
}
