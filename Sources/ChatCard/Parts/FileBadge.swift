import Canvas
import Decorations

/// A file's badge: its extension, on a colour by kind as Telegram Desktop sorts them (documents blue,
/// sheets green, PDFs and slides red, archives and media orange), each deepened until white reads on it.
enum FileBadge {
    /// The label's size, of the badge's side (four letters smaller), and the contrast a white glyph needs on a badge.
    static let labelShare = 0.27, longLabelShare = 0.22
    static let minGlyphContrast = 3.0
    /// How far a kind's colour must stand out from the bubble to be used.
    static let minBadgeContrast = 1.5
    static let longestExtension = 4

    static let kinds: [(extensions: Set<String>, color: Color)] = [
        (["doc", "docx", "txt", "rtf", "odt", "md", "psd"], Color(red: 0x3a / 255.0, green: 0x86 / 255.0, blue: 0xc8 / 255.0)),
        (["xls", "xlsx", "csv", "ods", "numbers"], Color(red: 0x3f / 255.0, green: 0x9d / 255.0, blue: 0x47 / 255.0)),
        (["pdf", "ppt", "pptx", "key", "odp"], Color(red: 0xd6 / 255.0, green: 0x52 / 255.0, blue: 0x4f / 255.0)),
        (["zip", "rar", "7z", "gz", "tar", "ai", "mp3", "mov", "avi", "mp4", "apk"], Color(red: 0xc7 / 255.0, green: 0x77 / 255.0, blue: 0x1b / 255.0)),
    ]

    /// The extension after the name's last dot: one to four letters or digits, after a stem.
    static func fileExtension(of name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        guard (1...longestExtension).contains(ext.count), ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return String(ext)
    }

    /// What a file is, for its second line when its size is not known: "PDF file", else "File".
    static func kindName(of name: String) -> String { fileExtension(of: name).map { $0.uppercased() + " file" } ?? "File" }

    static func color(of ext: String) -> Color? {
        let lower = ext.lowercased()
        return kinds.first { $0.extensions.contains(lower) }?.color
    }
}
