import CImageScale
import CSpng
import Foundation

/// PNG → premultiplied ARGB32 through libspng. A PNG much larger than the pixels it will cover is reduced
/// row by row while it decodes (never held whole: a 6000×6000 PNG of a few hundred kilobytes would
/// otherwise take 144 MB); the rest decode straight into the surface's memory.
enum PNGPixels {
    static func decode(_ data: Data, info: ImageInfo, covering: (Int, Int)?) throws(ImageError) -> DecodedImage {
        guard let ctx = spng_ctx_new(0) else { throw ImageError("out of memory") }
        defer { spng_ctx_free(ctx) }
        // spng reads from the buffer while decoding: everything happens inside withUnsafeBytes, which
        // does not pass typed errors on.
        let decoded = data.withUnsafeBytes { raw -> Result<DecodedImage, ImageError> in
            do throws(ImageError) { return .success(try decode(raw, ctx: ctx, info: info, covering: covering)) } catch { return .failure(error) }
        }
        return try decoded.get()
    }

    private static func decode(_ raw: UnsafeRawBufferPointer, ctx: OpaquePointer, info: ImageInfo,
                               covering: (Int, Int)?) throws(ImageError) -> DecodedImage {
        var status = spng_set_png_buffer(ctx, raw.baseAddress, raw.count)
        // Text and other ancillary chunks are skipped; a card never needs more than this of them.
        if status == 0 { status = spng_set_chunk_limits(ctx, 1 << 20, 4 << 20) }
        var header = spng_ihdr()
        if status == 0 { status = spng_get_ihdr(ctx, &header) }
        if status != 0 { throw error(status) }
        // Interlaced rows arrive pass by pass, not top to bottom: those are decoded whole.
        if header.interlace_method == 0, let reduced = reducedSize(info, covering: covering) {
            return try decodeReducing(ctx, info: info, to: reduced)
        }
        return try DecodedImage(width: info.storedWidth, height: info.storedHeight, orientation: .up) { (pixels, stride) throws(ImageError) in
            let status = spng_decode_image(ctx, pixels, stride * info.storedHeight, Int32(SPNG_FMT_RGBA8.rawValue),
                                           Int32(SPNG_DECODE_TRNS.rawValue))
            if status != 0 { throw error(status) }
            return DecodedImage.premultiply(pixels, count: info.storedWidth * info.storedHeight)
        }
    }

    /// The size to reduce to while decoding: the image divided by the largest whole factor (2 or more)
    /// that still leaves at least `covering`, so each pixel averages a whole block and the resampler does
    /// the rest (less than 2×), as for JPEG. Nil when no such factor exists.
    static func reducedSize(_ info: ImageInfo, covering: (Int, Int)?) -> (Int, Int)? {
        guard let (w, h) = covering, w > 0, h > 0 else { return nil }
        let factor = min(info.storedWidth / w, info.storedHeight / h)
        guard factor >= 2 else { return nil }
        return ((info.storedWidth + factor - 1) / factor, (info.storedHeight + factor - 1) / factor)
    }

    /// Decodes one row at a time into a row buffer, premultiplies it and hands it to the reducer.
    private static func decodeReducing(_ ctx: OpaquePointer, info: ImageInfo, to size: (Int, Int)) throws(ImageError) -> DecodedImage {
        try DecodedImage(width: size.0, height: size.1, orientation: .up) { (pixels, stride) throws(ImageError) in
            guard let reducer = is_reducer_new(UInt32(info.storedWidth), UInt32(info.storedHeight), pixels, stride,
                                               UInt32(size.0), UInt32(size.1), 1) else {
                throw ImageError("out of memory for a \(info.storedWidth) px wide image")
            }
            defer { is_reducer_free(reducer) }
            let row = UnsafeMutablePointer<UInt8>.allocate(capacity: info.storedWidth * 4)
            defer { row.deallocate() }
            var status = spng_decode_image(ctx, nil, 0, Int32(SPNG_FMT_RGBA8.rawValue),
                                           Int32(SPNG_DECODE_TRNS.rawValue | SPNG_DECODE_PROGRESSIVE.rawValue))
            var opaque = true
            while status == 0 {
                // 0 for a row, SPNG_EOI for the last one: either way `row` holds it.
                status = spng_decode_row(ctx, row, info.storedWidth * 4)
                guard status == 0 || status == Int32(SPNG_EOI.rawValue) else { break }
                opaque = DecodedImage.premultiply(row, count: info.storedWidth) && opaque
                is_reducer_push(reducer, row)
            }
            if status != Int32(SPNG_EOI.rawValue) { throw error(status) }
            return opaque
        }
    }

    static func error(_ status: Int32) -> ImageError {
        switch status {
        case Int32(SPNG_IO_EOF.rawValue), Int32(SPNG_EOF.rawValue): ImageError("PNG data is truncated")
        default: ImageError("PNG data is corrupt: " + String(cString: spng_strerror(status)))
        }
    }
}
