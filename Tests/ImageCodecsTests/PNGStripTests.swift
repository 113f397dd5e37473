import CDeflate
import CScanlineDeflate.Testing
import Foundation
import GoldenImage
import ImageCodecs
import Testing

/// Strips of rows compressed separately (as threads would) and joined into one zlib stream must decode
/// to the same pixels as the whole image: each strip rebuilds the 32 KiB of scanlines before it.
@Suite struct PNGStripTests {
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = typed.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// The image compressed in strips ending at `cuts`, as a PNG.
    static func stripPNG(_ image: RGBAImage, cuts: [Int]) throws -> Data {
        var image = image
        let opaque = image.isOpaque
        var zlib: [UInt8] = [0x78, 0x01], adler: UInt32 = 1
        try image.pixels.withUnsafeMutableBufferPointer { pixels in
            var source = sd_image(pixels: pixels.baseAddress, stride: image.width * 4, width: UInt32(image.width),
                                  height: UInt32(image.height), format: SD_RGBA8, write_alpha: opaque ? 0 : 1)
            let scanline = UInt64(sd_scanline_bytes(&source))
            var first = 0
            for end in cuts {
                let encoder = sd_encoder_new()
                defer { sd_encoder_free(encoder) }
                var out: UnsafePointer<UInt8>?, count = 0, stripAdler: UInt32 = 0
                let status = sd_encode_strip(encoder, &source, UInt32(first), UInt32(end), &out, &count, &stripAdler)
                try #require(status == SD_OK)
                zlib += UnsafeBufferPointer(start: out, count: count)
                adler = sd_adler32_combine(adler, stripAdler, scanline * UInt64(end - first))
                first = end
            }
        }
        zlib += bigEndian(adler)
        let header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, opaque ? 2 : 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    @Test(arguments: [[200], [1, 200], [37, 90, 91, 200], [10, 20, 30, 40, 50, 60, 199, 200]])
    func stripsJoinIntoTheSamePixels(cuts: [Int]) throws {
        for kind in ["ui", "noise", "gradient"] {
            for opaque in [true, false] {
                let image = PNGRoundTripTests.synthetic(kind, width: 150, height: 200, opaque: opaque)
                let png = try Self.stripPNG(image, cuts: cuts)
                #expect(try RGBAImage(png: png) == image, "\(kind), strips ending at \(cuts)")
                #expect(try ReferencePNGDecoder.decode(png) == image, "\(kind), strips ending at \(cuts)")
            }
        }
    }

    @Test func invalidStripsAreRefused() {
        var pixels = [UInt8](repeating: 255, count: 16)
        pixels.withUnsafeMutableBufferPointer { p in
            var source = sd_image(pixels: p.baseAddress, stride: 8, width: 2, height: 2, format: SD_RGBA8, write_alpha: 0)
            let encoder = sd_encoder_new()
            defer { sd_encoder_free(encoder) }
            var out: UnsafePointer<UInt8>?, count = 0, adler: UInt32 = 0
            #expect(sd_encode_strip(encoder, &source, 1, 1, &out, &count, &adler) == SD_INVALID_IMAGE)
            #expect(sd_encode_strip(encoder, &source, 0, 3, &out, &count, &adler) == SD_INVALID_IMAGE)
            source.stride = 4
            #expect(sd_encode(encoder, &source, &out, &count) == SD_INVALID_IMAGE)
        }
    }
}
