import ChatCardSupport
import Foundation
import Testing

@Suite struct AtomicFileTests {
    let directory: String = {
        let d = NSTemporaryDirectory() + "chatcard-atomic-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }()

    static let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })

    @Test func writesTheFileAndLeavesNoTemporaries() throws {
        try AtomicFile.write(Self.bytes, to: directory + "/out.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.png"])
        #expect(FileManager.default.contents(atPath: directory + "/out.png") == Self.bytes)
    }

    @Test func missingFolderFailsAndWritesNothing() throws {
        let path = directory + "/missing/out.png"
        let error = #expect(throws: FileWriteError.self) { try AtomicFile.write(Self.bytes, to: path) }
        #expect(error?.path == path && error?.reason.contains("does not exist") == true)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    // Root ignores folder permissions (the missing-folder test covers failure there).
    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func unwritableFolderFailsAndLeavesNothing() throws {
        let locked = directory + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked) }
        #expect(throws: FileWriteError.self) { try AtomicFile.write(Self.bytes, to: locked + "/out.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
    }

    @Test func replacingAnExistingFileIsAllOrNothing() throws {
        let path = directory + "/card.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try AtomicFile.write(Data("new contents".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new contents".utf8))
    }
}
