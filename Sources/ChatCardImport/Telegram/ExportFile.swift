import Foundation

/// A media path of a Telegram export (`photos/photo_1@01-03-2026_09-15-02.jpg`): usable when it is relative,
/// stays inside the folder and names a file there. Exports write placeholders instead of paths for media
/// they left out ("(File not included. …)"). The card's reader confines the path again when it reads it.
enum ExportFile {
    static func usable(_ path: String, in folder: String) -> String? {
        guard !path.hasPrefix("("), !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return path
    }

    /// The file's name from its path (`files/Trip plan.pdf` → "Trip plan.pdf"); nil for the notes exports
    /// write instead of a path ("(File not included. …)").
    static func name(_ path: String) -> String? {
        guard !path.hasPrefix("("), let last = path.split(separator: "/").last, !last.isEmpty else { return nil }
        return String(last)
    }
}
