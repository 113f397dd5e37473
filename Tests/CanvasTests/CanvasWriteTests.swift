import Canvas
import Foundation
import ImageCodecs
import Testing

/// `Canvas.write` goes through an atomic file: a PNG whole, or nothing and a `CanvasError`.
@Suite struct CanvasWriteTests {
    @Test func aCanvasIsWrittenWholeOrNotAtAll() throws {
        let dir = NSTemporaryDirectory() + "chatcard-canvas-write-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let canvas = try Canvas(size: Size(width: 10, height: 10), background: .white)
        try canvas.write(to: dir + "/out.png")
        #expect(try RGBAImage(pngFile: dir + "/out.png") == canvas.rgbaImage())
        #expect(throws: CanvasError.self) { try canvas.write(to: dir + "/missing/out.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
    }
}
