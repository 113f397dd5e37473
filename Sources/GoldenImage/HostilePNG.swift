import CDeflate
import Foundation

/// A PNG signature and a valid header claiming `width`×`height` pixels, and nothing after: what a
/// hostile client sends to make a decoder allocate (tests check it is refused from the header).
public enum HostilePNG {
    public static func header(width: UInt32, height: UInt32, interlaced: Bool = false) -> Data {
        var ihdr = Data("IHDR".utf8)
        for v in [width, height] { withUnsafeBytes(of: v.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, interlaced ? 1 : 0])  // 8-bit RGBA, Adam7 or no interlace
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        data.append(ihdr)
        let crc = ihdr.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        withUnsafeBytes(of: crc.bigEndian) { data.append(contentsOf: $0) }
        return data
    }
}
