import CJpegDecode
import Foundation

/// JPEG → opaque ARGB32 through libjpeg-turbo, reduced by the DCT (1/2, 1/4, 1/8) when the caller needs
/// fewer pixels: the cheapest and sharpest reduction there is.
enum JPEGPixels {
    /// A progressive JPEG re-walks the whole image per scan; real encoders write about ten.
    static let maxScans = 100

    static func decode(_ data: Data, info: ImageInfo, covering: (Int, Int)?) throws(ImageError) -> DecodedImage {
        let denominator = reduction(info, covering: covering)
        var (width, height) = (UInt32(0), UInt32(0))
        cj_scaled_size(UInt32(info.storedWidth), UInt32(info.storedHeight), UInt32(denominator), &width, &height)
        return try DecodedImage.make(width: Int(width), height: Int(height), orientation: info.orientation) { (pixels, stride) throws(ImageError) in
            var message = cj_header().message
            let status = data.withUnsafeBytes { raw in
                withUnsafeMutablePointer(to: &message) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(CJ_MESSAGE_LENGTH)) { text in
                        cj_decode_argb32(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, UInt32(denominator),
                                         Int32(maxScans), pixels, stride, width, height, text)
                    }
                }
            }
            if status != 0 { throw error(&message) }
            return true
        }
    }

    /// The largest of 8, 4, 2, 1 that still leaves at least `covering` pixels.
    static func reduction(_ info: ImageInfo, covering: (Int, Int)?) -> Int {
        guard let (w, h) = covering else { return 1 }
        return [8, 4, 2].first { d in
            (info.storedWidth + d - 1) / d >= w && (info.storedHeight + d - 1) / d >= h
        } ?? 1
    }

    static func error<T>(_ message: inout T) -> ImageError {
        let text = withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if text.hasPrefix("JPEG data is truncated") || text.hasPrefix("JPEG has too many") { return ImageError(text) }
        return ImageError("JPEG data is corrupt: " + text)
    }
}
