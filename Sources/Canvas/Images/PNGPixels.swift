import CSpng
import Foundation

/// PNG → premultiplied ARGB32 through libspng, decoding straight into the surface's memory.
enum PNGPixels {
    static func decode(_ data: Data, info: ImageInfo) throws(ImageError) -> DecodedImage {
        guard let ctx = spng_ctx_new(0) else { throw ImageError("out of memory") }
        defer { spng_ctx_free(ctx) }
        return try DecodedImage(width: info.storedWidth, height: info.storedHeight, orientation: .up) { (pixels, stride) throws(ImageError) in
            let status = data.withUnsafeBytes { raw -> Int32 in
                var s = spng_set_png_buffer(ctx, raw.baseAddress, raw.count)
                // Text and other ancillary chunks are skipped; a card never needs more than this of them.
                if s == 0 { s = spng_set_chunk_limits(ctx, 1 << 20, 4 << 20) }
                if s == 0 { s = spng_decode_image(ctx, pixels, stride * info.storedHeight, Int32(SPNG_FMT_RGBA8.rawValue),
                                                  Int32(SPNG_DECODE_TRNS.rawValue)) }
                return s
            }
            if status != 0 { throw error(status) }
            return DecodedImage.premultiply(pixels, count: info.storedWidth * info.storedHeight)
        }
    }

    static func error(_ status: Int32) -> ImageError {
        switch status {
        case Int32(SPNG_IO_EOF.rawValue), Int32(SPNG_EOF.rawValue): ImageError("PNG data is truncated")
        default: ImageError("PNG data is corrupt: " + String(cString: spng_strerror(status)))
        }
    }
}
