import CPango
import Synchronization

/// The font families a card may name: every family fontconfig has installed or registered, matched
/// without regard to case, and the generic names fontconfig resolves itself. Read once, on first use
/// (registration is closed from then on, as for a layout).
///
/// Pango treats an unknown family as a new font to sort fallbacks for, and keeps it: one unknown name per
/// request grew a server by 200 MB. A name that is not here is an input error, not a silent fallback.
public enum FontFamilies {
    /// CSS-style generic names fontconfig's configuration maps to installed fonts.
    public static let generic = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "emoji", "cursive", "fantasy"]
    /// Names in one `font.family` list ("Inter, sans-serif").
    public static let maxListLength = 4

    private static let byLowercasedName = Mutex<[String: String]?>(nil)

    /// The installed families (sorted), for error messages and `--help`.
    public static var installed: [String] { Set(names.values).subtracting(generic).sorted() }

    /// The family list as fontconfig spells it, or nil when a name in it is not installed.
    public static func resolve(_ list: String) -> String? {
        let parts = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard (1...maxListLength).contains(parts.count) else { return nil }
        let known = names
        var resolved: [String] = []
        for part in parts {
            guard let name = known[part.lowercased()] else { return nil }
            resolved.append(name)
        }
        return resolved.joined(separator: ",")
    }

    private static var names: [String: String] {
        byLowercasedName.withLock { cached in
            if let cached { return cached }
            FontRegistry.noteLayoutStarted()
            var map = Dictionary(generic.map { ($0, $0) }, uniquingKeysWith: { a, _ in a })
            for family in listFamilies() { map[family.lowercased()] = map[family.lowercased()] ?? family }
            cached = map
            return map
        }
    }

    /// Every family name of every font in fontconfig's current configuration (app fonts included).
    private static func listFamilies() -> [String] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var families: [String] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, FC_FAMILY, n, &value) == FcResultMatch, let value {
                families.append(String(cString: value))
                n += 1
            }
        }
        return families
    }
}
