import CServiceSystem
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole frames over pipe file descriptors: a 4-byte little-endian length, then the bytes. Reads may
/// carry a deadline (poll), so a reader never waits on a stuck writer past it.
enum FramedPipe {
    enum Failure: Error, Equatable {
        /// The other end closed (or died) before the whole frame passed.
        case closed
        /// The deadline passed first.
        case timedOut
        /// A length beyond `WorkerFrame.maxLength`.
        case oversized(Int)
    }

    static func write(_ payload: Data, to fd: Int32) throws(Failure) {
        var frame = Data(capacity: payload.count + 4)
        withUnsafeBytes(of: UInt32(payload.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(payload)
        let ok = frame.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let n = systemWrite(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        if !ok { throw .closed }
    }

    /// The next frame's payload; `until` bounds the wait (nil: wait as long as it takes).
    static func read(from fd: Int32, until: ContinuousClock.Instant? = nil) throws(Failure) -> Data {
        let header = try exactly(4, from: fd, until: until)
        let length = Int(header.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })
        guard length <= WorkerFrame.maxLength else { throw .oversized(length) }
        return try exactly(length, from: fd, until: until)
    }

    private static func exactly(_ count: Int, from fd: Int32, until: ContinuousClock.Instant?) throws(Failure) -> Data {
        var data = Data(count: count)
        var done = 0
        while done < count {
            try wait(for: fd, until: until)
            let n = data.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + done, count - done) }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard n > 0 else { throw .closed }
            done += n
        }
        return data
    }

    private static func wait(for fd: Int32, until: ContinuousClock.Instant?) throws(Failure) {
        guard let until else { return }
        while true {
            let left = until - .now
            guard left > .zero else { throw .timedOut }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            // In slices of at most a minute, so the count fits poll's argument.
            let ms = Int32(min(60_000, (left / .milliseconds(1)).rounded(.up)))
            let n = poll(&p, 1, ms)
            if n > 0 { return }  // readable, or hung up: read() tells which
            if n < 0 && errno != EINTR { throw .closed }
        }
    }
}

// File-level names for the system calls: inside `FramedPipe`, `write` and `read` are its own.
/// A write that fails with EPIPE, never raising SIGPIPE, when the other end is gone (a worker that died,
/// a service that ended).
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { chatcard_write_without_sigpipe(fd, buffer, count) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
