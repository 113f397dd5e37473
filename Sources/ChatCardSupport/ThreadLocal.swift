#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A per-thread object (caches of Pango, libdeflate and pixel state that must not cross threads), made
/// on first use in each thread and released when that thread ends. Declare one as a `static let` per
/// kind of object. It sits in a pthread key: Foundation's thread dictionary cost a dictionary lookup,
/// string comparisons and a dynamic cast per use, about a tenth of laying out a short label.
package final class ThreadLocal<Object: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()
    private let make: () -> Object

    package init(_ make: @escaping () -> Object) {
        self.make = make
        // The key lives as long as the process; its destructor releases each thread's object.
        pthread_key_create(&key, releaseThreadObject)
    }

    package var value: Object {
        if let kept = pthread_getspecific(key) { return Unmanaged<Object>.fromOpaque(kept).takeUnretainedValue() }
        let made = make()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}

#if canImport(Glibc)
private func releaseThreadObject(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
}
#else
private func releaseThreadObject(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
#endif
