import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing

@Suite struct PixelMatchTests {
    static func scene(offsetX: Double = 0, fill: Color = .black) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: 80, height: 60), scale: 1, background: .white)
        canvas.fill(.roundedRect(Rect(x: 10 + offsetX, y: 10, width: 50, height: 36), radius: 12), with: .color(fill))
        var p = Path()
        p.arc(center: Point(x: 70 + offsetX, y: 50), radius: 7, startAngle: 0, endAngle: 2 * .pi)
        canvas.fill(p, with: .color(try Color(hex: "#0A84FF")))
        return try canvas.rgbaImage()
    }

    static func difference(_ result: ImageComparison) throws -> ImageDifference {
        guard case .compared(let d) = result else { throw ComparisonFailed(result.summary) }
        return d
    }
    struct ComparisonFailed: Error { let message: String; init(_ m: String) { message = m } }

    @Test func identicalImagesMatch() throws {
        let a = try Self.scene()
        let d = try Self.difference(PixelMatch.compare(a, a))
        #expect(d.mismatchedPixels == 0 && d.antiAliasedPixels == 0 && d.boundingBox == nil)
        #expect(PixelMatch.compare(a, a).matches())
    }

    @Test func aChangedBlockIsCountedAndBoxed() throws {
        let a = try Self.scene()
        var b = a
        for y in 2..<12 { for x in 64..<74 { b[x, y] = (255, 0, 255, 255) } }
        let d = try Self.difference(PixelMatch.compare(a, b))
        #expect(d.mismatchedPixels == 100)
        #expect(d.boundingBox == PixelRect(x: 64, y: 2, width: 10, height: 10))
        #expect(!PixelMatch.compare(a, b).matches())
        #expect(d.diffImage[66, 5] == (255, 0, 0, 255))
        #expect(d.diffImage[1, 1].r == d.diffImage[1, 1].g && d.diffImage[1, 1].r > 240, "faded, gray background")
    }

    @Test func aSubpixelShiftOnlyChangesAntiAliasedPixels() throws {
        let a = try Self.scene(), b = try Self.scene(offsetX: 0.3)
        let d = try Self.difference(PixelMatch.compare(a, b))
        #expect(d.antiAliasedPixels > 0)
        #expect(d.mismatchedPixels == 0)
        #expect(PixelMatch.compare(a, b).matches())
        // Counted when anti-aliasing is included.
        let strict = try Self.difference(PixelMatch.compare(a, b, options: .init(includeAntiAliasing: true)))
        #expect(strict.mismatchedPixels == d.antiAliasedPixels)
    }

    @Test func colorChangesPassBelowTheThresholdAndFailAbove() throws {
        let base = try Self.scene(fill: Color(red: 0.5, green: 0.5, blue: 0.5))
        let slight = try Self.scene(fill: Color(red: 0.52, green: 0.5, blue: 0.5))
        let strong = try Self.scene(fill: Color(red: 0.8, green: 0.4, blue: 0.4))
        #expect(PixelMatch.compare(base, slight).matches())
        #expect(!PixelMatch.compare(base, strong).matches())
        #expect(try Self.difference(PixelMatch.compare(base, strong)).mismatchedPixels > 1000)
    }

    @Test func differentSizesAreAMismatchNamingBoth() {
        let result = PixelMatch.compare(RGBAImage(width: 4, height: 3), RGBAImage(width: 5, height: 3))
        #expect(!result.matches())
        #expect(result.summary == "sizes differ: expected 4×3, actual 5×3")
    }

    @Test func corruptPNGBytesThrow() {
        #expect(throws: ImageCodecError.self) { try RGBAImage(png: Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3])) }
    }
}
