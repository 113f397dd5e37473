import Canvas
import Foundation
import ImageCodecs
import Testing

@Suite struct PNGTests {
    /// A busy scene: shapes, curves, a gradient and translucent strokes.
    static func scene(background: Color?, scale: Double = 2) throws -> Canvas {
        let canvas = try Canvas(size: Size(width: 120, height: 80), scale: scale, background: background)
        canvas.fill(.roundedRect(Rect(x: 8, y: 8, width: 70, height: 40), radius: 12),
                    with: .color(try Color(hex: "#0A84FF")))
        let r = Rect(x: 50, y: 30, width: 60, height: 40)
        canvas.fill(.ellipse(in: r), with: .linearGradient(.vertical(in: r, colors: [
            try Color(hex: "#FF3B3080"), try Color(hex: "#FFD60A")])))
        var wave = Path()
        wave.move(to: Point(x: 4, y: 70))
        wave.curve(to: Point(x: 116, y: 60), control1: Point(x: 40, y: 40), control2: Point(x: 80, y: 90))
        canvas.stroke(wave, style: StrokeStyle(width: 3, color: Color(red: 0, green: 0.6, blue: 0.2, alpha: 0.4), cap: .round))
        return canvas
    }

    @Test func opaqueRoundTripIsExactAndDropsAlpha() throws {
        let canvas = try Self.scene(background: .white)
        let png = try canvas.pngData()
        #expect(png[25] == 2, "color type should be truecolor without alpha")
        #expect(try RGBAImage(png: png) == canvas.rgbaImage())
    }

    @Test func translucentRoundTripIsExactAndKeepsAlpha() throws {
        let canvas = try Self.scene(background: nil)
        let png = try canvas.pngData()
        #expect(png[25] == 6, "color type should be truecolor with alpha")
        #expect(try RGBAImage(png: png) == canvas.rgbaImage())
    }

    @Test(arguments: [PNGEncoder.Compression.fast, .small(level: 1), .small(level: 2), .small(level: 6), .smallest])
    func everyCompressionDecodesToTheSamePixels(compression: PNGEncoder.Compression) throws {
        let canvas = try Self.scene(background: .white, scale: 1)
        #expect(try RGBAImage(png: canvas.pngData(compression: compression)) == canvas.rgbaImage())
    }

    @Test(arguments: [0, 13, -1])
    func libdeflateLevelsOutsideTheRangeAreRefused(level: Int) throws {
        let canvas = try Self.scene(background: .white, scale: 1)
        #expect(throws: CanvasError.self) { try canvas.pngData(compression: .small(level: level)) }
    }

    @Test func unpremultipliesTranslucentColors() throws {
        let canvas = try Canvas(size: Size(width: 4, height: 4))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), with: .color(Color(red: 1, green: 0.5, blue: 0.2, alpha: 0.5)))
        let pixel = try RGBAImage(png: canvas.pngData())[1, 1]
        #expect(abs(Int(pixel.a) - 128) <= 1)
        #expect(abs(Int(pixel.r) - 255) <= 1)
        #expect(abs(Int(pixel.g) - 128) <= 2)
        #expect(abs(Int(pixel.b) - 51) <= 2)
    }

    @Test func corruptBytesThrowInsteadOfCrashing() throws {
        let good = try Self.scene(background: .white).pngData()
        #expect(throws: ImageCodecError.self) { try RGBAImage(png: Data()) }
        #expect(throws: ImageCodecError.self) { try RGBAImage(png: Data("not a png at all".utf8)) }
        #expect(throws: ImageCodecError.self) { try RGBAImage(png: good.prefix(good.count / 2)) }
        var flipped = good
        flipped[40] ^= 0xFF
        #expect(throws: ImageCodecError.self) { try RGBAImage(png: flipped) }
    }

    @Test func rgbaImageEncodesToo() throws {
        var image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 255))
        image[2, 1] = (200, 100, 50, 60)
        #expect(try RGBAImage(png: image.pngData()) == image)
    }
}

@Suite struct PNGOddSizeTests {
    @Test(arguments: [(1, 1), (3, 2), (7, 5), (13, 9)])
    func oddWidthsRoundTrip(width: Int, height: Int) throws {
        let canvas = try Canvas(size: Size(width: Double(width), height: Double(height)), scale: 1, background: .white)
        canvas.fill(.ellipse(in: Rect(x: 0, y: 0, width: Double(width), height: Double(height))),
                    with: .color(Color(red: 0.9, green: 0.3, blue: 0.1)))
        #expect(try RGBAImage(png: canvas.pngData()) == canvas.rgbaImage())
    }
}
