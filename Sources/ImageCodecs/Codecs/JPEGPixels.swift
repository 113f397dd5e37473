import CJpegDecode
import Foundation

/// JPEG → opaque ARGB32 through libjpeg-turbo, reduced by the DCT (1/2, 1/4, 1/8) when the caller needs
/// fewer pixels: the cheapest reduction there is; the resampler does the rest (under 2× after 1/2, 2× to
/// 4× after 1/4 and 1/8).
enum JPEGPixels {
    /// A progressive JPEG re-walks the whole image per scan; real encoders write about ten.
    static let maxScans = 100

    static func decode(_ data: Data, info: ImageInfo, covering: (Int, Int)?) throws(ImageError) -> DecodedImage {
        let eighths = reduction(info, covering: covering)
        var (width, height) = (UInt32(0), UInt32(0))
        cj_scaled_size(UInt32(info.storedWidth), UInt32(info.storedHeight), UInt32(eighths), &width, &height)
        return try DecodedImage(width: Int(width), height: Int(height), orientation: info.orientation) { (pixels, stride) throws(ImageError) in
            var message = cj_header().message
            let status = data.withUnsafeBytes { raw in
                withUnsafeMutablePointer(to: &message) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(CJ_MESSAGE_LENGTH)) { text in
                        cj_decode_argb32(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, UInt32(eighths),
                                         Int32(maxScans), pixels, stride, width, height, text)
                    }
                }
            }
            if status != CJ_OK { throw error(status, &message) }
            return true
        }
    }

    /// The DCT's 1/4 and 1/8 reductions keep whatever of a fine pattern their 2- and 1-pixel blocks can
    /// still hold and fold the rest back as coarse, high-contrast stripes (a fence or a photographed
    /// screen beat across an album cell); 1/2 keeps every pattern its 4-pixel blocks can show. So those two
    /// are used only where they leave this many times the pixels needed: the box filter's reduction after
    /// them then averages the folded stripes away.
    static let deepReductionMargin = 2

    /// The fewest eighths that still leave the `covering` pixels (`deepReductionMargin` times them for 1/8
    /// and 1/4): 1, 2, 4 or 8, the scales libjpeg-turbo has SIMD code for (3/8 and the other odd ones
    /// decode slower than 1/2).
    static func reduction(_ info: ImageInfo, covering: (Int, Int)?) -> Int {
        guard let (w, h) = covering else { return 8 }
        return [1, 2, 4, 8].first { m in
            let margin = m < 4 ? deepReductionMargin : 1
            return (info.storedWidth * m + 7) / 8 >= w * margin && (info.storedHeight * m + 7) / 8 >= h * margin
        } ?? 8
    }

    /// The refusal for a decoder's error code (`CJ_…`); libjpeg's own text for a corrupt stream.
    static func error<T>(_ status: Int32, _ message: inout T) -> ImageError {
        switch Int(status) {
        case Int(CJ_TRUNCATED): return ImageError("JPEG data is truncated")
        case Int(CJ_TOO_MANY_SCANS): return ImageError("JPEG has too many progressive scans")
        default:
            let text = withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return ImageError("JPEG data is corrupt: " + text)
        }
    }
}
