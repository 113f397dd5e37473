import Foundation
import Synchronization

/// Memory that is expensive to get fresh and cheap to reuse, one buffer kept per owner: the largest
/// given back so far, up to its owner's limit (a server thread does not hold on to a 100-megapixel card).
package final class KeptBuffer: Sendable {
    package static let maxKeptBytes = 32 << 20

    package struct Buffer: @unchecked Sendable {
        package let pointer: UnsafeMutableRawPointer
        package let capacity: Int
    }

    private static let key = 0
    private let kept: Mutex<BoundedCache<Int, Buffer>>

    package init(maxKeptBytes: Int = KeptBuffer.maxKeptBytes) {
        kept = Mutex(BoundedCache<Int, Buffer>(maxEntries: 1, maxCost: maxKeptBytes) { $0.pointer.deallocate() })
    }

    /// A buffer of at least `bytes`, 64-byte aligned; its contents are undefined.
    package func take(bytes: Int) -> Buffer {
        let reused = kept.withLock { cache -> Buffer? in
            guard let b = cache.value(for: Self.key), b.capacity >= bytes else { return nil }
            return cache.take(Self.key)
        }
        return reused ?? Buffer(pointer: UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64), capacity: bytes)
    }

    /// Keeps `buffer` if it is larger than the one kept (and within the limit), frees the other.
    package func give(_ buffer: Buffer) {
        kept.withLock { cache in
            if let old = cache.value(for: Self.key), old.capacity >= buffer.capacity { return buffer.pointer.deallocate() }
            cache.insert(buffer, for: Self.key, cost: buffer.capacity)
        }
    }
}

/// Pixel memory for image canvases, per thread. A fresh surface the size of a card (3.5 MB at 780×1132)
/// costs about 0.7 ms in allocation, page faults and zeroing: more than drawing the whole card. Reusing
/// the last buffer removes that from every render after the first.
enum PixelBufferPool {
    /// 16.7 megapixels: a 40-message conversation with replies and reactions at scale 2 (780×13,384,
    /// 41.7 MB) is kept; page-faulting it fresh was a fifth of its drawing time. The largest cards
    /// (50 megapixels) are still given back.
    static let maxKeptBytes = 64 << 20

    static var current: KeptBuffer { perThread.value }
    private static let perThread = ThreadLocal { KeptBuffer(maxKeptBytes: maxKeptBytes) }
}
