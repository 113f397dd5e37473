import Canvas
import Foundation
import ImageCodecs
import Testing

@Suite struct AtomicFileTests {
    let directory: String = {
        let d = NSTemporaryDirectory() + "chatcard-atomic-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }()

    @Test func writesTheFileAndLeavesNoTemporaries() throws {
        let canvas = try Canvas(size: Size(width: 10, height: 10), background: .white)
        try canvas.write(to: directory + "/out.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.png"])
        #expect(try RGBAImage(pngFile: directory + "/out.png") == canvas.rgbaImage())
    }

    @Test func missingFolderFailsAndWritesNothing() throws {
        let canvas = try Canvas(size: Size(width: 10, height: 10))
        let path = directory + "/missing/out.png"
        #expect(throws: CanvasError.self) { try canvas.write(to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    // Root ignores folder permissions (the missing-folder test covers failure there).
    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func unwritableFolderFailsAndLeavesNothing() throws {
        let locked = directory + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked) }
        let canvas = try Canvas(size: Size(width: 10, height: 10))
        #expect(throws: CanvasError.self) { try canvas.write(to: locked + "/out.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
    }

    @Test func replacingAnExistingFileIsAllOrNothing() throws {
        let path = directory + "/card.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try AtomicFile.write(Data("new contents".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("new contents".utf8))
    }
}
