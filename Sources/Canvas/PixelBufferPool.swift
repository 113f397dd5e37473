import Foundation
import Synchronization

/// Pixel memory for image canvases, one buffer kept per thread. A fresh surface the size of a card
/// (3.5 MB at 780×1132) costs about 0.7 ms in allocation, page faults and zeroing: more than drawing the
/// whole card. Reusing the last buffer removes that from every render after the first.
final class PixelBufferPool: Sendable {
    /// Larger buffers are not kept (a server thread should not hold on to a 100-megapixel card).
    static let maxKeptBytes = 32 << 20

    struct Buffer: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let capacity: Int
    }

    private let kept = Mutex<Buffer?>(nil)

    static var current: PixelBufferPool { ThreadLocal.object("chatcard.pixel-buffers", make: PixelBufferPool.init) }

    /// A buffer of at least `bytes`, 64-byte aligned; its contents are undefined.
    func take(bytes: Int) -> Buffer {
        let reused = kept.withLock { kept -> Buffer? in
            guard let b = kept, b.capacity >= bytes else { return nil }
            kept = nil
            return b
        }
        return reused ?? Buffer(pointer: UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64), capacity: bytes)
    }

    /// Keeps `buffer` for the next canvas (the larger of it and the one kept), frees the rest.
    func give(_ buffer: Buffer) {
        guard buffer.capacity <= Self.maxKeptBytes else { return buffer.pointer.deallocate() }
        let evicted = kept.withLock { kept -> Buffer? in
            if let old = kept, old.capacity >= buffer.capacity { return buffer }
            defer { kept = buffer }
            return kept
        }
        evicted?.pointer.deallocate()
    }

    deinit { kept.withLock { $0 }?.pointer.deallocate() }
}
