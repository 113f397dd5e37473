#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A conversation file read in place: the pages are the file's own (nothing is copied), and what a streamed
/// import has read past is handed back to the system as it goes, so an export of any size costs the memory
/// of what the import keeps, not of the file.
final class MappedFile {
    let bytes: UnsafeRawBufferPointer
    private var released = 0

    /// Pages are given back in steps of this many bytes (one system call per step).
    private static let releaseStep = 16 << 20

    init(path: String) throws(ImportError) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ImportError(path: "", message: "cannot read the file: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw ImportError(path: "", message: "cannot read the file: not a regular file")
        }
        let size = Int(info.st_size)
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw ImportError(path: "", message: "cannot read the file: \(String(cString: strerror(errno)))")
        }
        _ = madvise(base, size, MADV_SEQUENTIAL)
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    /// The reader is past `offset`: the pages before it go back (read again from the file if ever needed,
    /// as an error's line number is).
    func release(upTo offset: Int) {
        guard let base = bytes.baseAddress, offset - released >= Self.releaseStep else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = offset / page * page
        guard end > released else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + released), end - released, MADV_DONTNEED)
        released = end
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
