import CGif
import Foundation
import ImageCodecs
import Testing

/// GIFs are read as their first frame on the logical screen: palette colours, the transparent index, frames
/// smaller than the screen, interlaced rows, animations (later frames never shown) and damaged data.
@Suite struct GIFDecodingTests {
    @Test func aFrameIsDrawnInItsPaletteColours() throws {
        let gif = try GIFWriter(width: 4, height: 2, palette: [(200, 30, 30), (30, 30, 200)])
            .frame(rows: [[0, 1, 0, 1], [1, 1, 0, 0]]).data()
        let image = try Self.decode(gif)
        #expect(image.width == 4 && image.height == 2 && image.isOpaque)
        #expect(Self.pixel(image, 1, 0) == 0xFF1E1EC8 && Self.pixel(image, 0, 0) == 0xFFC81E1E && Self.pixel(image, 3, 1) == 0xFFC81E1E)
    }

    @Test func theTransparentIndexAndTheUncoveredScreenStayClear() throws {
        let gif = try GIFWriter(width: 5, height: 5, palette: [(0, 0, 0), (0, 200, 0)])
            .frame(left: 1, top: 2, rows: [[1, 0], [1, 1]], transparent: 0).data()
        let image = try Self.decode(gif)
        #expect(!image.isOpaque)
        #expect(Self.pixel(image, 1, 2) == 0xFF00C800 && Self.pixel(image, 2, 3) == 0xFF00C800)
        #expect(Self.pixel(image, 2, 2) == 0 && Self.pixel(image, 0, 0) == 0 && Self.pixel(image, 4, 4) == 0)
    }

    @Test func interlacedRowsLandWhereTheyBelong() throws {
        let rows = (0..<10).map { y in [UInt8](repeating: UInt8(y % 2), count: 3) }
        let plain = try Self.decode(GIFWriter(width: 3, height: 10, palette: [(255, 255, 255), (0, 0, 0)]).frame(rows: rows).data())
        let interlaced = try Self.decode(GIFWriter(width: 3, height: 10, palette: [(255, 255, 255), (0, 0, 0)])
            .frame(rows: rows, interlaced: true).data())
        for y in 0..<10 { #expect(Self.pixel(interlaced, 1, y) == Self.pixel(plain, 1, y)) }
        #expect(Self.pixel(plain, 0, 1) == 0xFF000000 && Self.pixel(plain, 0, 2) == 0xFFFFFFFF)
    }

    @Test func anAnimationShowsItsFirstFrame() throws {
        let gif = try GIFWriter(width: 2, height: 2, palette: [(255, 0, 0), (0, 0, 255)])
            .frame(rows: [[0, 0], [0, 0]]).frame(rows: [[1, 1], [1, 1]]).data()
        let image = try Self.decode(gif)
        #expect(Self.pixel(image, 0, 0) == 0xFFFF0000 && Self.pixel(image, 1, 1) == 0xFFFF0000)
    }

    @Test func damagedGIFsAreRefusedInWords() throws {
        let whole = try GIFWriter(width: 40, height: 40, palette: [(1, 2, 3), (4, 5, 6)])
            .frame(rows: (0..<40).map { y in (0..<40).map { UInt8(($0 * 7 + y * 3) % 2) } }).data()
        #expect(throws: ImageError("GIF data is truncated")) { try Self.decode(whole.prefix(whole.count / 2)) }
        // A screen and no frame.
        #expect(throws: ImageError("GIF holds no frame")) { try Self.decode(whole.prefix(13 + 6) + Data([0x3B])) }
        // A 2×2 screen whose frame claims 2,000×2,000 rows: refused before a row is decoded.
        let huge = try GIFWriter(width: 2, height: 2, palette: [(0, 0, 0), (9, 9, 9)]).frame(rows: [[0, 1], [1, 0]]).data()
        var claimed = [UInt8](huge)
        let descriptor = try #require(claimed.firstIndex(of: 0x2C))
        claimed.replaceSubrange(descriptor + 5..<descriptor + 9, with: [0xD0, 0x07, 0xD0, 0x07])
        #expect(throws: ImageError("GIF frame is far larger than its screen")) { try Self.decode(Data(claimed)) }
        #expect(throws: ImageError("GIF image has no pixels (0×3)")) { try ImageInfo(Data("GIF89a\u{0}\u{0}\u{3}\u{0}".utf8)) }
        #expect(throws: ImageError("GIF image is 9000×2 pixels; the limit is 8192 pixels a side")) {
            try ImageInfo(Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x28, 0x23, 0x02, 0x00]))
        }
    }

    static func decode(_ data: Data) throws -> DecodedImage {
        try DecodedImage.decode(data, info: ImageInfo(data))
    }

    static func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> UInt32 {
        image.pixels.load(fromByteOffset: y * image.bytesPerRow + x * 4, as: UInt32.self)
    }
}

/// GIFs made with giflib's own encoder, frame by frame.
struct GIFWriter {
    struct Frame { var left, top: Int; var rows: [[UInt8]]; var transparent: Int?; var interlaced: Bool }
    let width: Int, height: Int
    let palette: [(UInt8, UInt8, UInt8)]
    var frames: [Frame] = []

    init(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)]) throws {
        (self.width, self.height, self.palette) = (width, height, palette)
    }

    func frame(left: Int = 0, top: Int = 0, rows: [[UInt8]], transparent: Int? = nil, interlaced: Bool = false) -> GIFWriter {
        var copy = self
        copy.frames.append(Frame(left: left, top: top, rows: rows, transparent: transparent, interlaced: interlaced))
        return copy
    }

    final class Sink { var bytes = Data() }

    func data() throws -> Data {
        let sink = Sink()
        var error: Int32 = 0
        let gif = try #require(EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, bytes, count in
            let sink = Unmanaged<Sink>.fromOpaque(gif!.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(bytes!, count: Int(count))
            return count
        }, &error))
        var colors = palette.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
        while colors.count < 2 || colors.count & (colors.count - 1) != 0 { colors.append(GifColorType(Red: 0, Green: 0, Blue: 0)) }
        let map = GifMakeMapObject(Int32(colors.count), colors)
        defer { GifFreeMapObject(map) }
        EGifSetGifVersion(gif, true)
        #expect(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK)
        for frame in frames {
            if let transparent = frame.transparent {
                var block: [UInt8] = [0x01, 0, 0, UInt8(transparent)]
                #expect(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &block) == GIF_OK)
            }
            let (w, h) = (frame.rows[0].count, frame.rows.count)
            #expect(EGifPutImageDesc(gif, Int32(frame.left), Int32(frame.top), Int32(w), Int32(h), frame.interlaced, nil) == GIF_OK)
            // Rows go out in the order the decoder reads them: interlaced, in its four passes.
            let order = frame.interlaced ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { stride(from: $0.0, to: h, by: $0.1) } : Array(0..<h)
            for y in order {
                var row = frame.rows[y]
                #expect(EGifPutLine(gif, &row, Int32(w)) == GIF_OK)
            }
        }
        #expect(EGifCloseFile(gif, &error) == GIF_OK)
        return sink.bytes
    }
}
