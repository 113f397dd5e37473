import CDeflate
import Foundation

/// Writes PNG files of rendered pixels: IHDR, one IDAT holding the compressed scanlines, IEND.
///
/// Two compressors, one choice:
/// - `.fast` (the default): ChatCard's own scanline compressor (`ScanlineDeflate`), which finds matches
///   the way rendered UI repeats itself (rows equal to the row above, pixel runs, glyph shapes) and
///   converts Cairo's premultiplied pixels in the same pass, skipping rows equal to the one above.
/// - `.small(level:)`: libdeflate at a level from 1 (fastest) to 12 (smallest; 6 is zlib's default),
///   for when bytes matter more than milliseconds.
/// Every PNG either writes decodes to exactly the pixels given (see PNGRoundTripTests).
public struct PNGEncoder: Sendable {
    public enum Compression: Sendable, Hashable, CustomStringConvertible {
        case fast
        case small(level: Int)

        /// libdeflate's best compression.
        public static let smallest = Compression.small(level: LibdeflateScanlines.levels.upperBound)

        public var description: String {
            switch self {
            case .fast: "fast"
            case .small(let level): "small (libdeflate level \(level))"
            }
        }
    }

    public static let defaultCompression = Compression.fast
    public let compression: Compression

    public init(_ compression: Compression = PNGEncoder.defaultCompression) {
        self.compression = compression
    }

    /// Encodes Cairo's premultiplied pixels.
    package func encode(_ raster: RasterView, knownOpaque: Bool = false) throws(ImageCodecError) -> Data {
        defer { withExtendedLifetime(raster.owner) {} }
        let opaque = knownOpaque || PixelConversion.isOpaque(raster)
        let pixels = PixelSource(base: raster.base, stride: raster.stride, width: raster.width, height: raster.height,
                                 format: .cairoARGB32, opaque: opaque)
        return try encode(pixels)
    }

    /// Encodes Cairo's premultiplied 0xAARRGGBB words read from memory (the encoder's fuzz target).
    package func encode(premultipliedARGB base: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) throws(ImageCodecError) -> Data {
        try encode(RasterView(base: base, width: width, height: height, stride: stride, owner: PixelSourceOwner()))
    }

    /// Encodes straight-alpha RGBA pixels.
    public func encode(_ image: RGBAImage) throws(ImageCodecError) -> Data {
        let opaque = image.isOpaque
        return try image.pixels.withUnsafeBufferPointer { (px) throws(ImageCodecError) -> Data in
            guard let base = px.baseAddress else { throw .png(operation: "encode", message: "empty image") }
            return try encode(PixelSource(base: base, stride: image.width * 4, width: image.width, height: image.height,
                                          format: .rgba8, opaque: opaque))
        }
    }

    private func encode(_ pixels: PixelSource) throws(ImageCodecError) -> Data {
        guard pixels.width > 0, pixels.height > 0, pixels.width <= Int(Int32.max), pixels.height <= Int(Int32.max) else {
            throw .png(operation: "encode", message: "invalid image size \(pixels.width)×\(pixels.height)")
        }
        var png = PNGChunkWriter(capacity: 4096)
        png.writeSignature()
        png.writeChunk("IHDR") { body in
            body.appendUInt32(UInt32(pixels.width)); body.appendUInt32(UInt32(pixels.height))
            body.append(contentsOf: [8, pixels.opaque ? 2 : 6, 0, 0, 0])  // depth 8, RGB or RGBA, deflate, filters, no interlace
        }
        switch compression {
        case .fast:
            try ScanlineDeflate.current.compress(pixels) { zlib in png.writeChunk("IDAT") { $0.append(zlib) } }
        case .small(let level):
            try LibdeflateScanlines(level: level).compress(pixels) { zlib in png.writeChunk("IDAT") { $0.append(zlib) } }
        }
        png.writeChunk("IEND") { _ in }
        return png.data
    }
}

private final class PixelSourceOwner {}

/// Rows of pixels to encode: Cairo's premultiplied words or straight RGBA bytes, written as RGB when
/// every pixel is opaque.
struct PixelSource {
    enum Format { case cairoARGB32, rgba8 }
    let base: UnsafePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int
    let format: Format
    let opaque: Bool
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
        let crc = data.withUnsafeBytes { raw in UInt32(libdeflate_crc32(0, raw.baseAddress! + typeAt, data.count - typeAt)) }
        data.appendUInt32(crc)
    }
}

extension Data {
    mutating func appendUInt32(_ v: UInt32) { append(contentsOf: v.bigEndianBytes) }
}

extension UInt32 {
    var bigEndianBytes: [UInt8] { [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)] }
}
