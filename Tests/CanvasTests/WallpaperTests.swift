import Foundation
import Testing
@testable import Canvas
import ImageCodecs

/// A wallpaper's pattern: its ink where its strokes are and nowhere else, repeated without a seam at any
/// scale, and drawn on the vector targets too.
@Suite struct WallpaperTests {
    /// One vertical stroke 2 pt wide at x = 10 in a 20 pt tile.
    static func stripes(_ ink: WallpaperPattern.Ink) -> WallpaperPattern {
        var strokes = Path()
        strokes.move(to: Point(x: 10, y: -5)); strokes.line(to: Point(x: 10, y: 25))
        return WallpaperPattern(strokes: strokes, side: 20, lineWidth: 2, ink: ink)
    }

    static func render(_ wallpaper: Wallpaper, width: Double = 60, scale: Double = 1) throws -> RGBAImage {
        try Canvas(size: Size(width: width, height: 20), scale: scale, background: .white, wallpaper: wallpaper).rgbaImage()
    }

    @Test func softLightDarkensMidTonesUnderTheStrokesOnly() throws {
        let grey = Color(red: 128 / 255.0, green: 128 / 255.0, blue: 128 / 255.0)
        let image = try Self.render(Wallpaper(field: CornerGradient(grey), pattern: Self.stripes(.softLight(strength: 0.5))))
        for x in [9, 10, 29, 30, 49, 50] {
            // Fully covered: 128 − 0.5 · 128 · 127 / 255 ≈ 96 (the fixed point rounds down once more).
            #expect((95...97).contains(Int(image[x, 7].r)), "x \(x): \(image[x, 7])")
        }
        for x in [0, 5, 8, 12, 20, 40, 59] { #expect(image[x, 7].r == 128, "x \(x) is the field") }
    }

    @Test func aFieldInkShowsThroughAtItsOpacity() throws {
        let wallpaper = Wallpaper(field: CornerGradient(.black), pattern: Self.stripes(.field(CornerGradient(.white), opacity: 0.5)))
        let image = try Self.render(wallpaper)
        for x in [9, 10, 30, 50] { #expect((126...128).contains(Int(image[x, 3].g)), "x \(x): \(image[x, 3])") }
        for x in [0, 15, 59] { #expect(image[x, 3].g == 0) }
    }

    @Test(arguments: [0.5, 1, 1.5, 2.37, 3])
    func theTileRepeatsWithoutASeam(scale: Double) throws {
        let doodles = WallpaperPattern(strokes: Path.ellipse(in: Rect(x: -4, y: 3, width: 12, height: 9)), side: 20, lineWidth: 1.5,
                                       ink: .softLight(strength: 0.8))
        let image = try Self.render(Wallpaper(field: CornerGradient(Color(red: 0.6, green: 0.7, blue: 0.5)), pattern: doodles), width: 80, scale: scale)
        let period = doodles.pixelSide(scale: scale)
        for y in 0..<image.height { for x in 0..<(image.width - period) { #expect(image[x, y] == image[x + period, y]) } }
        #expect((0..<image.width).contains { image[$0, Int(7 * scale)].r != image[0, 0].r }, "the ellipse is drawn")
    }

    @Test(arguments: [CanvasTarget.pdf, .svg], [WallpaperPattern.Ink.softLight(strength: 0.5), .field(CornerGradient(.white), opacity: 0.3)])
    func vectorTargetsDrawThePattern(target: CanvasTarget, ink: WallpaperPattern.Ink) throws {
        func document(_ pattern: WallpaperPattern?) throws -> Data {
            try Canvas(size: Size(width: 60, height: 40), background: .white,
                       wallpaper: Wallpaper(field: CornerGradient(Color(red: 0.5, green: 0.6, blue: 0.4)), pattern: pattern), target: target).documentData()
        }
        let (patterned, plain) = (try document(Self.stripes(ink)), try document(nil))
        #expect(patterned.count > 200 && patterned != plain)
    }
}
