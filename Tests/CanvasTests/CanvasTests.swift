import Canvas
import Foundation
import Testing

@Suite struct CanvasTests {
    @Test func scaleIsAppliedOnceAsDeviceScale() throws {
        let canvas = try Canvas(size: Size(width: 10, height: 10), scale: 2, background: .white)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
        let image = try canvas.rgbaImage()
        #expect(image.width == 20 && image.height == 20)
        #expect(image[9, 9] == (0, 0, 0, 255))
        #expect(image[10, 9] == (255, 255, 255, 255))
        #expect(image[9, 10] == (255, 255, 255, 255))
    }

    @Test func rejectsBadSizesAndScales() {
        #expect(throws: CanvasError.invalidScale(5)) { try Canvas(size: Size(width: 10, height: 10), scale: 5) }
        #expect(throws: CanvasError.invalidScale(0.01)) { try Canvas(size: Size(width: 10, height: 10), scale: 0.01) }
        #expect(throws: CanvasError.self) { try Canvas(size: Size(width: 0, height: 10)) }
        #expect(throws: CanvasError.self) { try Canvas(size: Size(width: .nan, height: 10)) }
        #expect(throws: CanvasError.self) { try Canvas(size: Size(width: 20_000, height: 10), scale: 2) }
    }

    @Test func evenOddFillLeavesAHole() throws {
        let canvas = try Canvas(size: Size(width: 30, height: 30), background: .white)
        var p = Path.rect(Rect(x: 0, y: 0, width: 30, height: 30))
        p.append(.rect(Rect(x: 10, y: 10, width: 10, height: 10)))
        canvas.fill(p, with: .color(.black), rule: .evenOdd)
        let image = try canvas.rgbaImage()
        #expect(image[5, 5] == (0, 0, 0, 255))
        #expect(image[15, 15] == (255, 255, 255, 255))
    }

    @Test func dashedStrokeHasGaps() throws {
        let canvas = try Canvas(size: Size(width: 40, height: 4), background: .white)
        var line = Path()
        line.move(to: Point(x: 0, y: 2)); line.line(to: Point(x: 40, y: 2))
        canvas.stroke(line, style: StrokeStyle(width: 2, color: .black, dash: [4, 4]))
        let image = try canvas.rgbaImage()
        #expect(image[1, 2] == (0, 0, 0, 255))
        #expect(image[5, 2] == (255, 255, 255, 255))
        #expect(image[9, 2] == (0, 0, 0, 255))
    }

    @Test func clipIsScopedToTheClosure() throws {
        let canvas = try Canvas(size: Size(width: 20, height: 10), background: .white)
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 10, height: 10))) {
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
        }
        var image = try canvas.rgbaImage()
        #expect(image[15, 5] == (255, 255, 255, 255))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
        image = try canvas.rgbaImage()
        #expect(image[15, 5] == (0, 0, 0, 255))
    }

    @Test func verticalGradientRunsTopToBottom() throws {
        let canvas = try Canvas(size: Size(width: 4, height: 100))
        let rect = Rect(x: 0, y: 0, width: 4, height: 100)
        canvas.fill(.rect(rect), with: .linearGradient(.vertical(in: rect, colors: [.black, .white])))
        let image = try canvas.rgbaImage()
        #expect(image[1, 0].r < 5 && image[1, 99].r > 250)
        #expect(abs(Int(image[1, 50].r) - 128) < 5)
    }

    @Test func vectorTargetsProduceDocuments() throws {
        for target in [CanvasTarget.pdf, .svg] {
            let canvas = try Canvas(size: Size(width: 100, height: 50), background: .white, target: target)
            canvas.fill(.roundedRect(Rect(x: 10, y: 10, width: 80, height: 30), radius: 8), with: .color(.black))
            let data = try canvas.encoded()
            let head = String(decoding: data.prefix(64), as: UTF8.self)
            #expect(target == .pdf ? head.hasPrefix("%PDF") : head.contains("<svg") || head.hasPrefix("<?xml"))
            #expect(throws: CanvasError.self) { try canvas.pngData() }
        }
    }

    @Test func pngIsNotAvailableFromAVectorCanvasButDocumentIsNotFromImage() throws {
        let image = try Canvas(size: Size(width: 10, height: 10))
        #expect(throws: CanvasError.wrongTarget(operation: "documentData", target: .image)) { try image.documentData() }
    }
}
