import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP client on loopback, for what an HTTP client library will not do: send half a request,
/// trickle bytes, lie about the length, then watch whether the server answers and closes.
final class RawConnection {
    private let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(fd); throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(fd) }

    /// Sends everything; false once the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool { send(Data(text.utf8)) }

    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = Glibc.send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if n <= 0 { return false }
                sent += n
            }
            return true
        }
    }

    /// Everything the server sends until it closes the connection, or nil if it is still open after
    /// `timeout`. Polls without blocking: the server under test runs on the same concurrency threads.
    func readUntilClosed(timeout: Double) async throws -> Data? {
        let end = Date().addingTimeInterval(timeout)
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 0) <= 0 {
                // Checked after the poll: a test thread that was kept waiting still sees a close.
                if Date() >= end { return nil }
                try await Task.sleep(for: .milliseconds(5))
                continue
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { return received }  // closed (or reset)
            received.append(contentsOf: buffer[0..<n])
        }
    }
}
