import CSpng
import Foundation

/// Encodes canvas pixels with libspng, row by row (no full-image copy).
/// The default, zlib level 3 without filters, is about 4× faster than Cairo's own writer (zlib level 6
/// with adaptive filters) and on chat cards gives smaller files: flat UI graphics gain little from
/// filtering, and levels 1 to 3 all use zlib's fast matcher (level 3 searches a little longer).
public struct PNGEncoder: Sendable {
    public static let defaultLevel = 3
    public let compressionLevel: Int

    public init(compressionLevel: Int = PNGEncoder.defaultLevel) {
        self.compressionLevel = max(0, min(9, compressionLevel))
    }

    /// Encodes Cairo's premultiplied pixels, converting one row at a time.
    func encode(_ raster: RasterView, knownOpaque: Bool = false) throws(CanvasError) -> Data {
        defer { withExtendedLifetime(raster.owner) {} }
        let opaque = knownOpaque || PixelConversion.isOpaque(raster)
        return try encode(width: raster.width, height: raster.height, opaque: opaque) { y, out in
            if opaque {
                PixelConversion.rowToRGB(raster.row(y), width: raster.width, into: out)
            } else {
                PixelConversion.rowToRGBA(raster.row(y), width: raster.width, into: out)
            }
        }
    }

    /// Encodes straight-alpha RGBA pixels.
    func encode(_ image: RGBAImage) throws(CanvasError) -> Data {
        let opaque = image.isOpaque
        return try image.pixels.withUnsafeBufferPointer { (px) throws(CanvasError) -> Data in
            try encode(width: image.width, height: image.height, opaque: opaque) { y, out in
                let row = px.baseAddress! + y * image.width * 4
                if opaque {
                    for x in 0..<image.width { for c in 0..<3 { out[3 * x + c] = row[4 * x + c] } }
                } else {
                    out.update(from: row, count: image.width * 4)
                }
            }
        }
    }

    /// `fillRow(y, buffer)` writes row y as RGB8 (opaque) or RGBA8 into `buffer`.
    private func encode(width: Int, height: Int, opaque: Bool,
                        fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws(CanvasError) -> Data {
        guard let ctx = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw .png(operation: "encode", message: "out of memory")
        }
        defer { spng_ctx_free(ctx) }

        let channels = opaque ? 3 : 4
        var header = spng_ihdr(
            width: UInt32(width), height: UInt32(height), bit_depth: 8,
            color_type: UInt8(opaque ? SPNG_COLOR_TYPE_TRUECOLOR.rawValue : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
            compression_method: 0, filter_method: 0, interlace_method: 0)

        try check(spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1), "set_option")
        try check(spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, Int32(compressionLevel)), "set_option")
        if compressionLevel <= PNGEncoder.defaultLevel {
            // Filtering costs more than it saves at the fast level on flat graphics.
            try check(spng_set_option(ctx, SPNG_FILTER_CHOICE, Int32(SPNG_DISABLE_FILTERING.rawValue)), "set_option")
        }
        try check(spng_set_ihdr(ctx, &header), "set_ihdr")
        let flags = Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)
        try check(spng_encode_image(ctx, nil, 0, Int32(SPNG_FMT_PNG.rawValue), flags), "encode_image")

        let rowBytes = width * channels
        let rowBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { rowBuffer.deallocate() }
        for y in 0..<height {
            fillRow(y, rowBuffer)
            let status = spng_encode_row(ctx, rowBuffer, rowBytes)
            if status == Int32(SPNG_EOI.rawValue) { break }
            try check(status, "encode_row")
        }

        var length = 0
        var error: Int32 = 0
        guard let buffer = spng_get_png_buffer(ctx, &length, &error) else {
            throw .png(operation: "get_png_buffer", message: String(cString: spng_strerror(error)))
        }
        defer { free(buffer) }  // spng hands the buffer over to the caller
        return Data(bytes: buffer, count: length)
    }

    private func check(_ status: Int32, _ operation: String) throws(CanvasError) {
        if status != 0 { throw .png(operation: operation, message: String(cString: spng_strerror(status))) }
    }
}
