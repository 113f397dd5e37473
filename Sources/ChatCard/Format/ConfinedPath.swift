import Foundation

/// Resolves a card's `{"file": PATH}` inside its folder, one component at a time, the way the kernel would
/// but never looking outside the folder: an absolute path, a `..` that climbs out and a symbolic link that
/// points out are all refused the same way, before anything outside is touched, so a card cannot read the
/// machine's files nor learn whether one exists.
struct ConfinedPath {
    enum Failure: Error, Equatable {
        case outside
        case missing
        case tooManyLinks
    }

    /// Links followed at most while resolving one path (Linux's own limit).
    static let maxLinks = 40

    /// The folder, with its own links resolved.
    let root: String

    init?(folder: String) {
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        root = String(cString: resolved)
    }

    /// The path inside `root` that `file` names, free of links, `.` and `..`.
    func resolve(_ file: String) throws(Failure) -> String {
        guard !file.hasPrefix("/") else { throw .outside }
        var pending = Self.components(file)
        var resolved: [String] = []
        var links = 0
        while !pending.isEmpty {
            let part = pending.removeFirst()
            if part == ".." {
                guard resolved.popLast() != nil else { throw .outside }
                continue
            }
            let candidate = path(resolved + [part])
            var info = stat()
            guard lstat(candidate, &info) == 0 else { throw .missing }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                resolved.append(part)
                continue
            }
            links += 1
            guard links <= Self.maxLinks else { throw .tooManyLinks }
            let target = try Self.linkTarget(candidate)
            if target.hasPrefix("/") {
                // An absolute link may still point inside the folder.
                guard target == root || target.hasPrefix(root + "/") else { throw .outside }
                resolved = []
                pending = Self.components(String(target.dropFirst(root.count))) + pending
            } else {
                pending = Self.components(target) + pending
            }
        }
        return path(resolved)
    }

    private func path(_ parts: [String]) -> String { ([root] + parts).joined(separator: "/") }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    private static func linkTarget(_ path: String) throws(Failure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { throw .missing }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
