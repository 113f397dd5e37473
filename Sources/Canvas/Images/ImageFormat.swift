import Foundation

/// The image formats ChatCard decodes, told apart by their first bytes (never by a name or a MIME type).
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, webp

    public var name: String { switch self { case .png: "PNG"; case .jpeg: "JPEG"; case .webp: "WebP" } }

    /// The format of `data`, or an error naming the format found when it is one we do not read.
    public static func sniff(_ data: Data) throws(ImageError) -> ImageFormat {
        let head = [UInt8](data.prefix(32))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if head.isEmpty { throw ImageError("image data is empty") }
        throw ImageError(refusal(head))
    }

    /// Formats people try, by name, so the refusal says what was sent.
    private static func refusal(_ head: [UInt8]) -> String {
        let text = String(decoding: head.prefix(32), as: UTF8.self).lowercased()
        func starts(_ s: String, at offset: Int = 0) -> Bool {
            head.count >= offset + s.utf8.count && Array(head[offset..<offset + s.utf8.count]) == Array(s.utf8)
        }
        let found: String? =
            starts("GIF87a") || starts("GIF89a") ? "GIF"
            : starts("BM") ? "BMP"
            : starts("II*\u{0}") || starts("MM\u{0}*") ? "TIFF"
            : head.starts(with: [0, 0, 1, 0]) ? "ICO"
            : starts("%PDF") ? "PDF"
            : starts("ftyp", at: 4) && ["heic", "heix", "hevc", "mif1", "msf1"].contains(where: { starts($0, at: 8) }) ? "HEIC"
            : starts("ftyp", at: 4) && starts("avif", at: 8) ? "AVIF"
            : starts("\u{0}\u{0}\u{0}\u{C}JXL ") || head.starts(with: [0xFF, 0x0A]) ? "JPEG XL"
            : text.contains("<svg") || text.hasPrefix("<?xml") ? "SVG"
            : nil
        if let found { return "\(found) images are not supported; use PNG, JPEG or WebP" }
        return "data is not a PNG, JPEG or WebP image"
    }
}
