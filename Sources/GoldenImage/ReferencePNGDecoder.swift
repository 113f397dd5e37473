import CDeflate
import ImageCodecs
import Foundation

/// A second, independent PNG reader for checking ChatCard's encoder: it splits the chunks itself
/// (verifying every CRC-32), inflates the joined IDAT data with libdeflate (which verifies the Adler-32),
/// and undoes the five scanline filters here, by the book. Only what the encoder writes is supported:
/// 8-bit RGB or RGBA, no interlacing.
public enum ReferencePNGDecoder {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func decode(_ png: Data) throws -> RGBAImage {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure(description: "not a PNG signature")
        }
        var header: [UInt8] = [], idat: [UInt8] = [], ended = false, at = 8
        while at + 12 <= bytes.count, !ended {
            let length = Int(bigEndian32(bytes, at))
            guard length <= bytes.count - at - 12 else { throw Failure(description: "chunk at \(at) overruns the file") }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let body = Array(bytes[at + 8..<at + 8 + length])
            let crc = bytes[at + 4..<at + 8 + length].withContiguousStorageIfAvailable { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
            guard crc == bigEndian32(bytes, at + 8 + length) else { throw Failure(description: "\(type): CRC-32 mismatch") }
            switch type {
            case "IHDR": header = body
            case "IDAT": idat += body
            case "IEND": ended = true
            default: break
            }
            at += 12 + length
        }
        guard ended, header.count == 13 else { throw Failure(description: "missing IHDR or IEND") }
        let width = Int(bigEndian32(header, 0)), height = Int(bigEndian32(header, 4))
        guard header[8] == 8, header[10] == 0, header[11] == 0, header[12] == 0, [2, 6].contains(header[9]) else {
            throw Failure(description: "unsupported format: depth \(header[8]), colour type \(header[9])")
        }
        let channels = header[9] == 6 ? 4 : 3
        let rowBytes = 1 + width * channels
        let scanlines = try inflate(idat, expected: rowBytes * height)
        return try unfilter(scanlines, width: width, height: height, channels: channels)
    }

    private static func bigEndian32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    private static func inflate(_ zlib: [UInt8], expected: Int) throws -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw Failure(description: "out of memory") }
        defer { libdeflate_free_decompressor(decompressor) }
        var out = [UInt8](repeating: 0, count: expected)
        var produced = 0
        let result = zlib.withUnsafeBytes { input in
            out.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, expected, &produced)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, produced == expected else {
            throw Failure(description: "zlib stream did not inflate to \(expected) bytes (result \(result.rawValue), \(produced) bytes)")
        }
        return out
    }

    private static func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> RGBAImage {
        let rowBytes = width * channels
        var previous = [UInt8](repeating: 0, count: rowBytes), row = previous
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let filter = data[y * (rowBytes + 1)]
            let start = y * (rowBytes + 1) + 1
            for i in 0..<rowBytes {
                let x = data[start + i]
                let a = i >= channels ? Int(row[i - channels]) : 0, b = Int(previous[i]), c = i >= channels ? Int(previous[i - channels]) : 0
                let prediction: Int
                switch filter {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure(description: "row \(y): filter type \(filter)")
                }
                row[i] = x &+ UInt8(truncatingIfNeeded: prediction)
            }
            for px in 0..<width {
                for k in 0..<channels { pixels[(y * width + px) * 4 + k] = row[px * channels + k] }
            }
            swap(&previous, &row)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
