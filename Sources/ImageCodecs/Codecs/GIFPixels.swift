import CGifDecode
import Foundation

/// A GIF's first frame → premultiplied ARGB32 through giflib, on its logical screen (an animation shows
/// its opening frame; what plays after it is never decoded). Decoded at full size: GIFs are small, and
/// the canvas reduces them as it reduces any picture.
enum GIFPixels {
    static func header(_ data: Data) throws(ImageError) -> (width: Int, height: Int, working: ImageInfo.WorkingMemory) {
        var (width, height): (UInt32, UInt32) = (0, 0)
        let status = data.withUnsafeBytes { raw in cg_read_header(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &width, &height) }
        if status != Int32(CG_OK) { throw error(status) }
        // One row of indices beside the pixels.
        return (Int(width), Int(height), .streamed)
    }

    static func decode(_ data: Data, info: ImageInfo) throws(ImageError) -> DecodedImage {
        try DecodedImage(width: info.storedWidth, height: info.storedHeight, orientation: .up) { (pixels, stride) throws(ImageError) in
            var opaque: Int32 = 0
            let status = data.withUnsafeBytes { raw in
                cg_decode_first_frame(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, pixels, stride,
                                      UInt32(info.storedWidth), UInt32(info.storedHeight), &opaque)
            }
            if status != Int32(CG_OK) { throw error(status) }
            return opaque != 0
        }
    }

    static func error(_ status: Int32) -> ImageError {
        switch Int(status) {
        case Int(CG_TRUNCATED): ImageError("GIF data is truncated")
        case Int(CG_NO_FRAME): ImageError("GIF holds no frame")
        case Int(CG_NO_COLORS): ImageError("GIF frame has no colour table")
        case Int(CG_OUT_OF_MEMORY): ImageError("out of memory decoding a GIF image")
        case Int(CG_FRAME_TOO_LARGE): ImageError("GIF frame is far larger than its screen")
        default: ImageError("GIF data is corrupt")
        }
    }
}
