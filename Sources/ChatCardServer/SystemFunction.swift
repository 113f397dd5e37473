import Foundation

/// A C function looked up at run time in every loaded library (RTLD_DEFAULT, the null handle on Linux):
/// for what Swift's Glibc does not declare (malloc_trim, close_range) or cannot call (the variadic prctl,
/// called through its address with fixed arguments). Nil where there is none, and off Linux.
enum SystemFunction {
    static func named<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
        #else
        return nil
        #endif
    }
}
