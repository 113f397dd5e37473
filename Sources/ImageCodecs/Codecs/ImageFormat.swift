import Foundation

/// The image formats ChatCard decodes (a GIF: its first frame), told apart by their first bytes (never by a name or a MIME type).
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, webp, gif

    public var name: String { switch self { case .png: "PNG"; case .jpeg: "JPEG"; case .webp: "WebP"; case .gif: "GIF" } }

    /// The format of `data`, or an error naming the format found when it is one we do not read.
    public static func sniff(_ data: Data) throws(ImageError) -> ImageFormat {
        let head = Head(bytes: [UInt8](data.prefix(32)))
        if head.starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts("RIFF"), head.starts("WEBP", at: 8) { return .webp }
        if head.starts("GIF87a") || head.starts("GIF89a") { return .gif }
        if head.bytes.isEmpty { throw ImageError("image data is empty") }
        if let found = refused(head) { throw ImageError("\(found) images are not supported; use PNG, JPEG, WebP or GIF") }
        throw ImageError("data is not a PNG, JPEG, WebP or GIF image")
    }

    /// The first bytes, asked whether they hold a signature at an offset.
    private struct Head {
        let bytes: [UInt8]
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        func starts(_ signature: String, at offset: Int = 0) -> Bool { starts(Array(signature.utf8), at: offset) }
    }

    /// Formats people try, by name, so the refusal says what was sent.
    private static func refused(_ head: Head) -> String? {
        let text = String(decoding: head.bytes, as: UTF8.self).lowercased()
        let isobmff = head.starts("ftyp", at: 4)
        return head.starts("BM") ? "BMP"
            : head.starts("II*\u{0}") || head.starts("MM\u{0}*") ? "TIFF"
            : head.starts([0, 0, 1, 0]) ? "ICO"
            : head.starts("%PDF") ? "PDF"
            : isobmff && ["heic", "heix", "hevc", "mif1", "msf1"].contains(where: { head.starts($0, at: 8) }) ? "HEIC"
            : isobmff && head.starts("avif", at: 8) ? "AVIF"
            : head.starts("\u{0}\u{0}\u{0}\u{C}JXL ") || head.starts([0xFF, 0x0A]) ? "JPEG XL"
            : text.contains("<svg") || text.hasPrefix("<?xml") ? "SVG"
            : nil
    }
}
