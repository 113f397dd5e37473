import CDeflate
import Foundation

/// Writes PNG files: the scanlines (filter "none") compressed in one pass by libdeflate, wrapped in
/// IHDR, IDAT and IEND chunks. On chat cards, libdeflate level 2 is about 5× faster than Cairo's own
/// writer (zlib level 6 with adaptive filters) and its files are about 10% smaller: flat UI graphics gain
/// little from filtering, and libdeflate's matcher beats zlib's at every speed. Decoding uses libspng.
public struct PNGEncoder: Sendable {
    public static let defaultLevel = 2
    /// libdeflate's scale: 0 stores, 1 is fastest, 6 is zlib's default, 12 is smallest.
    public static let levels: ClosedRange<Int> = 0...12
    public let compressionLevel: Int

    public init(compressionLevel: Int = PNGEncoder.defaultLevel) {
        self.compressionLevel = max(Self.levels.lowerBound, min(Self.levels.upperBound, compressionLevel))
    }

    /// Encodes Cairo's premultiplied pixels, converting one row at a time.
    func encode(_ raster: RasterView, knownOpaque: Bool = false) throws(CanvasError) -> Data {
        defer { withExtendedLifetime(raster.owner) {} }
        let opaque = knownOpaque || PixelConversion.isOpaque(raster)
        return try encode(width: raster.width, height: raster.height, opaque: opaque) { y, out in
            if opaque {
                PixelConversion.rowToRGB(raster.row(y), width: raster.width, into: out)
            } else {
                PixelConversion.rowToRGBA(raster.row(y), width: raster.width, into: out)
            }
        }
    }

    /// Encodes straight-alpha RGBA pixels.
    func encode(_ image: RGBAImage) throws(CanvasError) -> Data {
        let opaque = image.isOpaque
        return try image.pixels.withUnsafeBufferPointer { (px) throws(CanvasError) -> Data in
            try encode(width: image.width, height: image.height, opaque: opaque) { y, out in
                let row = px.baseAddress! + y * image.width * 4
                if opaque {
                    for x in 0..<image.width { for c in 0..<3 { out[3 * x + c] = row[4 * x + c] } }
                } else {
                    out.update(from: row, count: image.width * 4)
                }
            }
        }
    }

    /// `fillRow(y, buffer)` writes row y as RGB8 (opaque) or RGBA8 into `buffer`.
    private func encode(width: Int, height: Int, opaque: Bool,
                        fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws(CanvasError) -> Data {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .png(operation: "encode", message: "invalid image size \(width)×\(height)")
        }
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels  // a filter-type byte, then the pixels
        let (scanlineBytes, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow else { throw .png(operation: "encode", message: "image too large") }

        let scratch = DeflateCompressors.current
        let buffer = scratch.scanlines.take(bytes: scanlineBytes)
        defer { scratch.scanlines.give(buffer) }
        let scanlines = buffer.pointer.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = scanlines + y * rowBytes
            row[0] = 0  // filter: none
            fillRow(y, row + 1)
        }

        guard let compressor = DeflateCompressors.current.compressor(level: compressionLevel) else {
            throw .png(operation: "encode", message: "out of memory")
        }
        let bound = libdeflate_zlib_compress_bound(compressor, scanlineBytes)
        let compressed = UnsafeMutableRawPointer.allocate(byteCount: bound, alignment: 16)
        defer { compressed.deallocate() }
        let compressedBytes = libdeflate_zlib_compress(compressor, scanlines, scanlineBytes, compressed, bound)
        guard compressedBytes > 0 else { throw .png(operation: "encode", message: "compression failed") }

        var png = PNGChunkWriter(capacity: compressedBytes + 64)
        png.writeSignature()
        png.writeChunk("IHDR") { body in
            body.appendUInt32(UInt32(width)); body.appendUInt32(UInt32(height))
            body.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])  // depth 8, RGB or RGBA, deflate, filters, no interlace
        }
        png.writeChunk("IDAT") { body in body.append(compressed.assumingMemoryBound(to: UInt8.self), count: compressedBytes) }
        png.writeChunk("IEND") { _ in }
        return png.data
    }
}

/// libdeflate compressors kept per thread and level (allocating one costs more than compressing a small
/// card, and a compressor must not be shared between threads), and the thread's scanline buffer, whose
/// page faults would otherwise cost about a millisecond per card.
final class DeflateCompressors {
    private let byLevel = BoundedCache<Int, OpaquePointer>(maxEntries: PNGEncoder.levels.count) { libdeflate_free_compressor($0) }
    let scanlines = KeptBuffer()

    static var current: DeflateCompressors { ThreadLocal.object("chatcard.deflate", make: DeflateCompressors.init) }

    func compressor(level: Int) -> OpaquePointer? {
        if let c = byLevel.value(for: level) { return c }
        guard let c = libdeflate_alloc_compressor(Int32(level)) else { return nil }
        byLevel.insert(c, for: level)
        return c
    }
}

/// PNG's chunk framing: length, type, data, CRC-32 of type and data.
struct PNGChunkWriter {
    private(set) var data: Data

    init(capacity: Int) { data = Data(capacity: capacity) }

    mutating func writeSignature() { data.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }

    mutating func writeChunk(_ type: String, body: (inout Data) -> Void) {
        let lengthAt = data.count
        data.appendUInt32(0)
        let typeAt = data.count
        data.append(contentsOf: Array(type.utf8))
        body(&data)
        let length = data.count - typeAt - 4
        data.replaceSubrange(lengthAt..<lengthAt + 4, with: UInt32(length).bigEndianBytes)
        let crc = data.withUnsafeBytes { raw in
            UInt32(libdeflate_crc32(0, raw.baseAddress! + typeAt, data.count - typeAt))
        }
        data.appendUInt32(crc)
    }
}

extension Data {
    mutating func appendUInt32(_ v: UInt32) { append(contentsOf: v.bigEndianBytes) }
}

extension UInt32 {
    var bigEndianBytes: [UInt8] { [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)] }
}
