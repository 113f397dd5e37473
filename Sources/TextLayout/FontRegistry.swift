import Foundation
import CPango
import Synchronization

public enum FontRegistryError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case rejected(String)
    case tooLate(String)
    public var description: String {
        switch self {
        case .notFound(let p): "font path \(p) does not exist"
        case .rejected(let p): "fontconfig could not load fonts from \(p)"
        case .tooLate(let p): "cannot register \(p): fonts must be registered before the first text layout"
        }
    }
}

/// Adds application fonts to fontconfig. Pango font maps snapshot the font set when they are built, so
/// registration is only allowed before the first layout on any thread.
public enum FontRegistry {
    private static let state = Mutex<(layoutsStarted: Bool, registered: [String])>((false, []))

    public static func registerFont(file path: String) throws(FontRegistryError) {
        try register(path) { FcConfigAppFontAddFile(nil, $0) }
    }

    public static func registerFonts(in directory: String) throws(FontRegistryError) {
        try register(directory) { FcConfigAppFontAddDir(nil, $0) }
    }

    /// Opens every installed font once and keeps it open, so renders on several threads never make
    /// Cairo close a face another thread is using (see `FontFacePins`). The first layout does this by
    /// itself; a server calls it before it takes requests so no request waits for it (about 30 ms with
    /// warm files). Registration is refused from then on.
    public static func prepareForConcurrentRendering() {
        FontFacePins.pinInstalledFonts()
    }

    /// Called by every layout: from now on registration is refused.
    static func noteLayoutStarted() {
        state.withLock { $0.layoutsStarted = true }
    }

    private static func register(_ path: String, _ add: (UnsafePointer<FcChar8>) -> FcBool) throws(FontRegistryError) {
        guard access(path, R_OK) == 0 else { throw .notFound(path) }
        let outcome: FontRegistryError? = state.withLock { s in
            if s.layoutsStarted { return .tooLate(path) }
            let ok = path.withCString { add(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            if ok == 0 { return .rejected(path) }
            s.registered.append(path)
            return nil
        }
        if let outcome { throw outcome }
    }
}
