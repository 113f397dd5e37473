import ArgumentParser
import Foundation

/// `--out-dir`: the folder is made (with its parents) when it does not exist, as `mkdir -p` would; only a
/// path that is a file or cannot be made is refused, with the system's reason.
enum OutputFolder {
    static func prepare(_ dir: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw failure("--out-dir \(dir): is a file, not a folder") }
            return
        }
        // mkdir(2) on each missing parent, for the system's reason ("Not a directory", "Permission denied")
        // rather than Foundation's error codes.
        var path = dir.hasPrefix("/") ? "/" : ""
        for part in dir.split(separator: "/") where part != "." {
            path += (path.isEmpty || path.hasSuffix("/") ? "" : "/") + part
            if mkdir(path, 0o777) != 0 && errno != EEXIST {
                throw failure("--out-dir \(dir): cannot be made: \(String(cString: strerror(errno)))")
            }
        }
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw failure("--out-dir \(dir): cannot be made: Not a directory")
        }
    }
}
