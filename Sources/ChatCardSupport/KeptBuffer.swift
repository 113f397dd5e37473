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
