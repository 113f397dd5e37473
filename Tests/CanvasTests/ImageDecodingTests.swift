import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import PropertyBased
import Testing

/// The fixture images (made by scripts/fixture-images.py), read from the source tree.
enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/GoldenCases/Images").standardized
    static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }
    static func decode(_ name: String, covering: (width: Int, height: Int)? = nil) throws -> DecodedImage {
        let data = try data(name)
        return try DecodedImage.decode(data, info: ImageInfo(data), covering: covering)
    }
}

@Suite struct ImageDecodingTests {
    typealias RGB = (r: Int, g: Int, b: Int)
    /// The quadrants image: red, green / blue, white.
    static let quadrants: [RGB] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]

    /// The colour at the centre of each quadrant, top-left, top-right, bottom-left, bottom-right.
    func quadrantColors(_ image: DecodedImage) -> [RGB] {
        let (w, h) = (image.width, image.height)
        return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)].map { x, y in
            let p = image.pixel(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
    }

    func expectQuadrants(_ image: DecodedImage, tolerance: Int, _ expected: [RGB] = quadrants) {
        for (got, want) in zip(quadrantColors(image), expected) {
            #expect(abs(got.r - want.r) <= tolerance && abs(got.g - want.g) <= tolerance && abs(got.b - want.b) <= tolerance,
                    "\(got) is not \(want)")
        }
    }

    @Test(arguments: [("quadrants.png", 0), ("quadrants.webp", 0), ("quadrants.jpg", 8), ("quadrants-progressive.jpg", 8)])
    func eachDecoderGivesTheKnownPixels(name: String, tolerance: Int) throws {
        let image = try Fixture.decode(name)
        #expect((image.width, image.height) == (64, 48))
        expectQuadrants(image, tolerance: tolerance)
    }

    @Test(arguments: [3, 6, 8])
    func exifOrientationIsApplied(orientation: Int) throws {
        let data = try Fixture.data("quadrants-exif\(orientation).jpg")
        let info = try ImageInfo(data)
        #expect(info.orientation.rawValue == orientation)
        #expect((info.width, info.height) == (64, 48))
        #expect(info.storedWidth == (orientation == 3 ? 64 : 48))
        expectQuadrants(try DecodedImage.decode(data, info: info), tolerance: 8)
    }

    @Test func grayAndCMYKJPEGsDecode() throws {
        let gray = try Fixture.decode("quadrants-gray.jpg")
        let luma = Self.quadrants.map { (c: RGB) -> Int in
            let y: Double = 0.299 * Double(c.r) + 0.587 * Double(c.g) + 0.114 * Double(c.b)
            return Int(y.rounded())
        }
        expectQuadrants(gray, tolerance: 8, luma.map { ($0, $0, $0) })
        expectQuadrants(try Fixture.decode("quadrants-cmyk.jpg"), tolerance: 12)
    }

    @Test func jpegIsReducedWhileDecodingButNeverBelowWhatIsCovered() throws {
        // 1/2 needs what is covered; 1/4 and 1/8 twice that (JPEGPixels.deepReductionMargin).
        #expect(try (Fixture.decode("landscape.jpg", covering: (300, 225)).width) == 800)  // 2/8 = 400 < 600
        #expect(try (Fixture.decode("landscape.jpg", covering: (522, 392)).width) == 800)  // 4/8
        #expect(try (Fixture.decode("landscape.jpg", covering: (200, 150)).width) == 400)  // 2/8 = 400 ≥ 400, 1/8 = 200 < 400
        #expect(try (Fixture.decode("landscape.jpg", covering: (100, 75)).width) == 200)   // 1/8
        #expect(try (Fixture.decode("landscape.jpg", covering: (1601, 10)).width) == 1600)
        // Covering is upright: a stored-sideways photo reduces by its upright sides.
        let portrait = try Fixture.decode("portrait-exif6.jpg", covering: (450, 600))
        #expect((portrait.width, portrait.height) == (450, 600))
    }

    @Test func webpIsScaledWhileDecoding() throws {
        let image = try Fixture.decode("square.webp", covering: (200, 100))
        #expect((image.width, image.height) == (200, 200))
    }

    @Test func translucentPNGKeepsItsAlpha() throws {
        let image = try Fixture.decode("translucent.png")
        let corner = image.pixel(x: 0, y: 0), body = image.pixel(x: 20, y: 150)
        #expect(corner.a == 0)
        #expect(body.a == 110 && abs(Int(body.b) - 255) <= 2 && abs(Int(body.r) - 30) <= 2)
    }

    @Test(arguments: [("BM\u{0}\u{0}\u{0}\u{0}", "BMP images are not supported; use PNG, JPEG, WebP or GIF"),
                      ("<svg xmlns='http://www.w3.org/2000/svg'/>", "SVG images are not supported; use PNG, JPEG, WebP or GIF"),
                      ("\u{0}\u{0}\u{0}\u{18}ftypheic\u{0}\u{0}", "HEIC images are not supported; use PNG, JPEG, WebP or GIF"),
                      ("hello there", "data is not a PNG, JPEG, WebP or GIF image"),
                      ("", "image data is empty")])
    func otherFormatsAreRefusedByName(bytes: String, message: String) {
        #expect(throws: ImageError(message)) { try ImageInfo(Data(bytes.utf8)) }
    }

    @Test(arguments: ["quadrants.png", "landscape.jpg", "square.webp", "sticker.webp"])
    func truncatedDataIsAnError(name: String) throws {
        let data = try Fixture.data(name)
        let cut = data.prefix(data.count * 2 / 3)
        let format = try ImageFormat.sniff(data)
        #expect(throws: ImageError("\(format.name) data is truncated")) {
            try DecodedImage.decode(cut, info: ImageInfo(cut))
        }
    }

    @Test func hugeHeadersAreRefusedWithoutDecoding() throws {
        let clock = ContinuousClock()
        for (data, message) in [
            (HostilePNG.header(width: 100_000, height: 100_000), "PNG image is 100000×100000 pixels; the limit is 8192 pixels a side"),
            (HostileHeaders.jpeg(width: 65_000, height: 65_000), "JPEG image is 65000×65000 pixels; the limit is 8192 pixels a side"),
            (HostilePNG.header(width: 8_000, height: 8_000), "PNG image is 8000×8000 pixels (64000000); the limit is 40000000 pixels"),
            (HostileHeaders.webp(width: 16_000, height: 16_000), "WebP image is 16000×16000 pixels; the limit is 8192 pixels a side"),
        ] {
            let elapsed = clock.measure { #expect(throws: ImageError(message)) { try ImageInfo(data) } }
            #expect(elapsed < .milliseconds(50))
        }
    }

    /// Decoders that hold the whole image while they work get 128 MB for it, known from the header: a
    /// progressive (or multi-scan) JPEG's coefficients, an interlaced PNG's full-size pixels.
    @Test func decodersThatHoldTheWholeImageStayWithinTheirBudget() throws {
        let unbounded = ImageLimits(maxWorkingBytes: .max)
        // Full-resolution chroma: 3 planes × 1000 × 625 blocks × 64 coefficients × 2 bytes.
        let full = HostileHeaders.jpegToFirstScan(progressive: true, width: 8_000, height: 5_000)
        #expect(try ImageInfo(full, limits: unbounded).working.bytes == 240_000_000)
        #expect(throws: ImageError("JPEG image is 8000×5000 pixels and progressive (its coefficients are held whole), 229 MB to decode; "
                                   + "the limit is 128 MB an image: save it as a baseline JPEG, or smaller")) { try ImageInfo(full) }
        // 4:2:0: luma padded to whole 2×2 MCUs (1000 × 626 blocks), two 500 × 313 chroma planes: 120 MB passes.
        let subsampled = HostileHeaders.jpegToFirstScan(progressive: true, width: 8_000, height: 5_000, chroma: (2, 2))
        #expect(try ImageInfo(subsampled).working.bytes == (1000 * 626 + 2 * 500 * 313) * 128)
        // Sequential: interleaved streams decode row by row; one component a scan needs every coefficient.
        #expect(try ImageInfo(HostileHeaders.jpegToFirstScan(progressive: false, width: 8_000, height: 5_000)).working.bytes == 0)
        let separate = HostileHeaders.jpegToFirstScan(progressive: false, width: 8_000, height: 5_000, scanComponents: 1)
        #expect(try ImageInfo(separate, limits: unbounded).working.bytes == 240_000_000)
        #expect(throws: ImageError.self) { try ImageInfo(separate) }
        // Interlaced PNG: 4 bytes a pixel at full size.
        #expect(throws: ImageError("PNG image is 6000×6000 pixels and interlaced (decoded whole at full size), 138 MB to decode; "
                                   + "the limit is 128 MB an image: save it without interlacing, or smaller")) {
            try ImageInfo(HostilePNG.header(width: 6_000, height: 6_000, interlaced: true))
        }
        #expect(try ImageInfo(HostilePNG.header(width: 5_000, height: 5_000, interlaced: true)).working.bytes == 100_000_000)
        #expect(try ImageInfo(HostilePNG.header(width: 6_000, height: 6_000)).working.bytes == 0)
    }

    /// Random bytes, fixtures cut anywhere and fixtures with bytes flipped: an image or an error, never a
    /// crash or a hang.
    @Test func randomAndDamagedBytesNeverCrashADecoder() async throws {
        let sources = try ["quadrants.png", "quadrants.jpg", "quadrants-progressive.jpg", "quadrants.webp", "sticker.webp",
                           "avatar-maya.jpg"].map(Fixture.data)
        await propertyCheck(count: 1500, input: Gen.int(in: 0...sources.count), Gen.int(in: 0...Int.max), Gen.int(in: 0...3)) { pick, seed, damage in
            var rng = SplitMix64(UInt64(seed))
            var bytes: [UInt8]
            if pick == sources.count {
                bytes = (0..<Int(rng.next() % 512)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
                // Give some random bytes a real signature so they reach each decoder.
                let heads: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0xFF, 0xD8, 0xFF], Array("RIFF\0\0\0\0WEBPVP8 ".utf8)]
                bytes = heads[Int(rng.next() % 3)] + bytes
            } else {
                bytes = [UInt8](sources[pick])
                if damage & 1 == 1 { bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count + 1)))) }
                if damage & 2 == 2, !bytes.isEmpty {
                    for _ in 0..<1 + Int(rng.next() % 8) { bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next()) }
                }
            }
            let data = Data(bytes)
            if let info = try? ImageInfo(data), let image = try? DecodedImage.decode(data, info: info) {
                #expect(image.width > 0 && image.height > 0)
            }
        }
    }
}

/// JPEG and WebP headers that claim more pixels than any card may hold, followed by nothing (PNG: HostilePNG).
enum HostileHeaders {
    static func jpeg(width: Int, height: Int) -> Data {
        // SOI, SOF0 (8-bit, 3 components), then the stream stops.
        Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
              1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
    }

    /// SOI, a frame header (SOF2 progressive or SOF0 baseline) and the first scan's header, whose
    /// components say whether the stream is interleaved: all that `ImageInfo` reads of a JPEG.
    static func jpegToFirstScan(progressive: Bool, width: Int, height: Int, chroma: (h: UInt8, v: UInt8) = (1, 1),
                                scanComponents: Int = 3) -> Data {
        let luma = chroma.h << 4 | chroma.v
        let frame: [UInt8] = [0xFF, progressive ? 0xC2 : 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF),
                              UInt8(width >> 8), UInt8(width & 0xFF), 3, 1, luma, 0, 2, 0x11, 0, 3, 0x11, 0]
        let spectrum: [UInt8] = progressive ? [0, 0, 0] : [0, 63, 0]
        let scan: [UInt8] = [0xFF, 0xDA, 0, UInt8(6 + 2 * scanComponents), UInt8(scanComponents)]
            + (1...scanComponents).flatMap { [UInt8($0), 0] } + spectrum
        return Data([0xFF, 0xD8] + frame + scan + [0, 0, 0xFF, 0xD9])
    }

    static func webp(width: Int, height: Int) -> Data {
        // An extended (VP8X) header: canvas size minus one in 24 bits each.
        var chunk: [UInt8] = Array("VP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
        for v in [width - 1, height - 1] { chunk += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
        let size = UInt32(4 + chunk.count)
        return Data(Array("RIFF".utf8) + withUnsafeBytes(of: size.littleEndian, Array.init) + Array("WEBP".utf8) + chunk)
    }
}

/// Reductions average by area: fine detail turns to its mean instead of aliasing, and orientation is
/// applied on the way.
@Suite struct ImageReductionTests {
    /// Draws `image` into a canvas of `width`×`height` pixels at scale 1 and reads it back.
    func drawn(_ image: DecodedImage, width: Int, height: Int) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: Double(width), height: Double(height)), scale: 1)
        canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        return try canvas.rgbaImage()
    }

    @Test func oneEachPixelStripesAverageToGrey() throws {
        // Alternating black and white columns, 400 wide, reduced to 100: every output pixel is mid grey,
        // where point sampling would give all black or all white.
        var stripes = RGBAImage(width: 400, height: 40)
        for y in 0..<40 { for x in 0..<400 { stripes[x, y] = x % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) } }
        let png = try stripes.pngData()
        let image = try DecodedImage.decode(png, info: ImageInfo(png))
        let reduced = try drawn(image, width: 100, height: 10)
        for x in [0, 1, 50, 66, 99] {
            let p = reduced[x, 5]
            #expect(abs(Int(p.r) - 128) <= 3 && p.r == p.g && p.g == p.b, "column \(x): \(p)")
        }
    }

    /// The landscape fixture's bottom eighth is 6-pixel stripes (2 light, 4 dark). Reduced 4.8× and more,
    /// neighbouring pixels there differ by a shade, not by the stripes' contrast (the DCT's 1/4 reduction
    /// folded them into bands of 33 and 139 that beat across an album cell: mean steps of 24–53 at these
    /// widths). Between 3× and 4× (widths 400–533) the box filter itself still lets stripes near its
    /// Nyquist limit through (mean steps 52–90); a wider kernel would be needed there.
    @Test(arguments: [90, 137, 180, 251, 300, 333])
    func finePatternsDoNotFoldIntoStripes(width: Int) throws {
        let height = width * 3 / 4
        let image = try Fixture.decode("landscape.jpg", covering: (width, height))
        let reduced = try drawn(image, width: width, height: height)
        let y = height * 96 / 100
        let steps = (1..<width).map { abs(Int(reduced[$0, y].r) - Int(reduced[$0 - 1, y].r)) }
        #expect(Double(steps.reduce(0, +)) / Double(steps.count) < 24, "mean step \(Double(steps.reduce(0, +)) / Double(steps.count))")
    }

    @Test(arguments: [3, 6, 8])
    func reducedImagesStandUpright(orientation: Int) throws {
        let image = try Fixture.decode("quadrants-exif\(orientation).jpg")
        let reduced = try drawn(image, width: 32, height: 24)
        for (x, y, want) in [(8, 6, (255, 0, 0)), (24, 6, (0, 255, 0)), (8, 18, (0, 0, 255)), (24, 18, (255, 255, 255))] {
            let p = reduced[x, y]
            #expect(abs(Int(p.r) - want.0) <= 10 && abs(Int(p.g) - want.1) <= 10 && abs(Int(p.b) - want.2) <= 10, "(\(x), \(y)): \(p)")
        }
    }

    @Test func translucentPixelsStayPremultipliedAndKeepTheirColour() throws {
        let image = try Fixture.decode("translucent.png")
        let reduced = try drawn(image, width: 48, height: 30)
        let body = reduced[2, 15]
        #expect(abs(Int(body.a) - 110) <= 2 && abs(Int(body.b) - 255) <= 3 && abs(Int(body.r) - 30) <= 3, "\(body)")
    }
}
