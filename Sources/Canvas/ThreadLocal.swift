import Foundation

/// Per-thread objects (caches of Pango, libdeflate and pixel state that must not cross threads).
/// Each lives in the thread's dictionary and is released when the thread ends.
package enum ThreadLocal {
    package static func object<T: AnyObject>(_ key: String, make: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? T { return existing }
        let made = make()
        dictionary[key] = made
        return made
    }
}
