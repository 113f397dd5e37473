import CScanlineDeflate.Testing
import Foundation
import GoldenImage
import ImageCodecs
import PropertyBased
import Testing

/// The fast encoder must never write a PNG that a decoder reads differently: every image here goes
/// through libspng (RGBAImage(png:)) and through ReferencePNGDecoder (libdeflate's inflate and our own
/// unfiltering), and both must give back exactly the pixels.
@Suite struct PNGRoundTripTests {
    static func expectRoundTrip(_ image: RGBAImage, _ compression: PNGEncoder.Compression = .fast,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let png = try image.pngData(compression: compression)
        #expect(try RGBAImage(png: png) == image, "libspng", sourceLocation: sourceLocation)
        #expect(try ReferencePNGDecoder.decode(png) == image, "reference decoder", sourceLocation: sourceLocation)
    }

    /// Pixels from a seeded generator, so that a failure can be replayed from its seed.
    struct Pixels {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    static func synthetic(_ kind: String, width: Int, height: Int, opaque: Bool = true, seed: UInt64 = 1) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
        var random = Pixels(state: seed)
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = opaque ? 255 : random.next()
                switch kind {
                case "noise": image[x, y] = (random.next(), random.next(), random.next(), alpha)
                case "gradient": image[x, y] = (UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), UInt8((x + y) & 0xFF), alpha)
                case "alternating": image[x, y] = y % 2 == 0 ? (20, 30, 40, alpha) : (200, 100, 50, alpha)
                case "transparent": image[x, y] = (0, 0, 0, 0)
                case "ui":  // flat fills, repeated rows and a sprinkle of "glyph" pixels
                    let glyph = (x / 3 + y / 5) % 7 == 0 && y % 11 > 3
                    image[x, y] = glyph ? (UInt8(x % 256), 40, 90, alpha) : (x < width / 3 ? (0, 122, 255, alpha) : (242, 242, 247, alpha))
                default: fatalError(kind)
                }
            }
        }
        return image
    }

    @Test(arguments: ["noise", "gradient", "alternating", "transparent", "ui"])
    func syntheticImagesRoundTrip(kind: String) throws {
        for (width, height) in [(1, 1), (1, 40), (40, 1), (2, 2), (5, 3), (97, 61), (300, 200)] {
            try Self.expectRoundTrip(Self.synthetic(kind, width: width, height: height))
            try Self.expectRoundTrip(Self.synthetic(kind, width: width, height: height, opaque: false))
        }
    }

    /// Rows longer than deflate's 32 KiB window take the Up filter instead of matches to the row above.
    @Test(arguments: [8192, 10923])
    func rowsWiderThanTheWindowRoundTrip(width: Int) throws {
        for kind in ["ui", "alternating", "gradient"] {
            try Self.expectRoundTrip(Self.synthetic(kind, width: width, height: 6))
            try Self.expectRoundTrip(Self.synthetic(kind, width: width, height: 5, opaque: false))
        }
    }

    /// Tall enough for several Huffman blocks and window slides.
    @Test func tallImagesRoundTrip() throws {
        try Self.expectRoundTrip(Self.synthetic("ui", width: 600, height: 900))
        try Self.expectRoundTrip(Self.synthetic("noise", width: 300, height: 700))
    }

    /// The encoder's SIMD paths (AVX2 row masks, SSSE3 conversion of Cairo's words) and its portable code
    /// (what ARM and older CPUs run) must write the same bytes, straight RGBA and Cairo's premultiplied
    /// words alike. Other tests encoding meanwhile may take the portable code too: the same bytes.
    @Test(arguments: ["noise", "gradient", "alternating", "transparent", "ui"])
    func portableCodeWritesTheSameBytesAsSIMD(kind: String) throws {
        defer { sd_set_simd(1) }
        for (width, height) in [(1, 1), (5, 3), (21, 40), (97, 61), (300, 200), (8192, 3)] {
            for opaque in [true, false] {
                let image = Self.synthetic(kind, width: width, height: height, opaque: opaque)
                // Cairo's premultiplied 0xAARRGGBB words of the same pixels.
                let words = image.pixels.withUnsafeBufferPointer { p in
                    (0..<width * height).map { i -> UInt32 in
                        let a = UInt32(p[4 * i + 3])
                        let c = { (v: UInt8) in (UInt32(v) * a + 127) / 255 }
                        return a << 24 | c(p[4 * i]) << 16 | c(p[4 * i + 1]) << 8 | c(p[4 * i + 2])
                    }
                }
                func both(_ encode: () throws -> Data) throws -> (Data, Data) {
                    sd_set_simd(1)
                    let simd = try encode()
                    sd_set_simd(0)
                    return (simd, try encode())
                }
                let (rgba, rgbaPortable) = try both { try image.pngData(compression: .fast) }
                let (cairo, cairoPortable) = try both {
                    try words.withUnsafeBytes { raw in
                        try PNGEncoder(.fast).encode(premultipliedARGB: raw.bindMemory(to: UInt8.self).baseAddress!,
                                                     stride: width * 4, width: width, height: height)
                    }
                }
                // Compared apart: a failed #expect on two Data would diff them byte by byte (minutes).
                let (sameRGBA, sameCairo) = (rgba == rgbaPortable, cairo == cairoPortable)
                #expect(sameRGBA, "\(kind) \(width)×\(height) RGBA, opaque: \(opaque)")
                #expect(sameCairo, "\(kind) \(width)×\(height) Cairo words, opaque: \(opaque)")
                #expect(try RGBAImage(png: rgbaPortable) == image, "\(kind) \(width)×\(height), opaque: \(opaque)")
            }
        }
    }

    /// The same pixels give the same bytes whatever this thread's encoder compressed before (its window
    /// and buffers are kept between images): the bytes past a row's end it reads are cleared, not left over.
    @Test func theSamePixelsGiveTheSameBytes() throws {
        let first = Self.synthetic("ui", width: 21, height: 40, opaque: false)
        let before = try first.pngData(compression: .fast)
        for kind in ["noise", "gradient", "alternating", "ui"] {
            _ = try Self.synthetic(kind, width: 97, height: 61, opaque: kind != "ui", seed: 7).pngData(compression: .fast)
            let same = try first.pngData(compression: .fast) == before
            #expect(same, "after \(kind)")
        }
    }

    @Test func randomImagesRoundTrip() async {
        let kinds = ["noise", "gradient", "alternating", "transparent", "ui"]
        await propertyCheck(count: 1500, input: Gen.int(in: 0...kinds.count - 1), Gen.int(in: 1...48), Gen.int(in: 1...48),
                            Gen.int(in: 0...1), Gen.int(in: 0...Int.max)) { kind, width, height, opaqueFlag, seed in
            let opaque = opaqueFlag == 1
            await Task.yield()
            var image = Self.synthetic(kinds[kind], width: width, height: height, opaque: opaque, seed: UInt64(seed))
            // Copy random rows over others: rows equal to the one above, and to rows further up.
            var random = Pixels(state: UInt64(seed) ^ 0x9E37)
            for _ in 0..<height / 2 {
                let from = Int(random.next()) % height, to = Int(random.next()) % height
                for x in 0..<width { image[x, to] = image[x, from] }
            }
            #expect(throws: Never.self) { try Self.expectRoundTrip(image) }
        }
    }
}
