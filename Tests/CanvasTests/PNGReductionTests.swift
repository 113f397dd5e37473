import Canvas
import Foundation
import ImageCodecs
import Testing

/// A PNG far larger than what it covers is reduced row by row while it decodes (never held whole); the
/// pixels are those of decoding it whole and reducing it.
@Suite struct PNGReductionTests {
    /// 1200×900: one-pixel stripes, a gradient and a translucent band, so averaging shows.
    static let big: Data = {
        var image = RGBAImage(width: 1200, height: 900)
        for y in 0..<900 {
            for x in 0..<1200 {
                let stripe: UInt8 = x % 2 == 0 ? 0 : 255
                image[x, y] = y < 300 ? (stripe, stripe, stripe, 255)
                    : y < 600 ? (UInt8(x * 255 / 1199), UInt8(y % 256), 90, 255)
                    : (200, 40, UInt8(x % 256), UInt8(60 + x * 150 / 1199))
            }
        }
        return try! image.pngData()
    }()

    func drawn(_ image: DecodedImage, width: Int, height: Int) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: Double(width), height: Double(height)), scale: 1)
        canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        return try canvas.rgbaImage()
    }

    @Test func bigPNGIsReducedWhileDecodingToTheSamePixels() throws {
        let info = try ImageInfo(Self.big)
        let streamed = try DecodedImage.decode(Self.big, info: info, covering: (width: 100, height: 80))
        // The largest whole factor leaving 100×80: 11, so 110×82 pixels are held, not 1200×900.
        #expect(streamed.pixelWidth == 110 && streamed.pixelHeight == 82)
        #expect(!streamed.isOpaque)
        let whole = try DecodedImage.decode(Self.big, info: info)
        #expect(whole.pixelWidth == 1200)
        let a = try drawn(streamed, width: 110, height: 82), b = try drawn(whole, width: 110, height: 82)
        var worst = 0
        for y in 0..<82 {
            for x in 0..<110 {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            }
        }
        #expect(worst <= 2, "worst channel difference \(worst)")
        // The stripes averaged to grey on the way.
        #expect(abs(Int(a[50, 10].r) - 128) <= 3)
    }

    @Test func smallPNGsAndInterlacedOnesDecodeWhole() throws {
        let interlaced = try Fixture.data("quadrants-interlaced.png")
        let image = try DecodedImage.decode(interlaced, info: ImageInfo(interlaced), covering: (width: 8, height: 6))
        #expect(image.pixelWidth == 64 && image.pixelHeight == 48)
        for (x, y, want) in [(5, 5, (255, 0, 0)), (60, 5, (0, 255, 0)), (5, 45, (0, 0, 255)), (60, 45, (255, 255, 255))] {
            let p = image.pixel(x: x, y: y)
            #expect((Int(p.r), Int(p.g), Int(p.b)) == want, "(\(x), \(y)): \(p)")
        }
        let plain = try Fixture.data("quadrants.png")
        let near = try DecodedImage.decode(plain, info: ImageInfo(plain), covering: (width: 40, height: 30))
        #expect(near.pixelWidth == 64, "a factor below 2 decodes whole")
        let reduced = try DecodedImage.decode(plain, info: ImageInfo(plain), covering: (width: 8, height: 6))
        #expect(reduced.pixelWidth == 8 && reduced.pixelHeight == 6)
        #expect(reduced.pixel(x: 1, y: 1).r == 255 && reduced.pixel(x: 6, y: 4).b == 255)
    }

    @Test func truncatedDataIsAnErrorWhenReducingToo() throws {
        let cut = Self.big.prefix(Self.big.count / 2)
        #expect(throws: ImageError("PNG data is truncated")) {
            try DecodedImage.decode(cut, info: ImageInfo(cut), covering: (width: 100, height: 80))
        }
    }
}
