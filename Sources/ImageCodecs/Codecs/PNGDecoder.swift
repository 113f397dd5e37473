import CSpng
import Foundation

extension RGBAImage {
    /// Images larger than this many pixels are refused before allocation (a hostile header is cheap).
    public static let maxDecodedPixels = 100_000_000
    /// The longest side read: twice the largest canvas, so a comparison can hold any card side by side.
    public static let maxDecodedSide = 65_534

    /// Decodes PNG bytes into straight-alpha RGBA8. Corrupt, truncated or non-PNG data throws.
    public init(png data: Data) throws(ImageCodecError) {
        guard let ctx = spng_ctx_new(0) else { throw .png(operation: "decode", message: "out of memory") }
        defer { spng_ctx_free(ctx) }
        func check(_ status: Int32, _ op: String) throws(ImageCodecError) {
            if status != 0 { throw .png(operation: op, message: String(cString: spng_strerror(status))) }
        }
        // The decoder reads from `data`'s storage, which stays alive for this whole scope.
        let result: Result<RGBAImage, ImageCodecError> = data.withUnsafeBytes { raw in
            do throws(ImageCodecError) {
                try check(spng_set_png_buffer(ctx, raw.baseAddress, raw.count), "decode")
                try check(spng_set_image_limits(ctx, UInt32(Self.maxDecodedSide), UInt32(Self.maxDecodedSide)), "decode")
                try check(spng_set_chunk_limits(ctx, 64 << 20, 64 << 20), "decode")
                var header = spng_ihdr()
                try check(spng_get_ihdr(ctx, &header), "decode")
                let pixels = Int(header.width) * Int(header.height)
                guard pixels <= RGBAImage.maxDecodedPixels else {
                    throw .png(operation: "decode", message: "image of \(header.width)×\(header.height) is too large")
                }
                let format = Int32(SPNG_FMT_RGBA8.rawValue)
                var size = 0
                try check(spng_decoded_image_size(ctx, format, &size), "decode")
                var out = [UInt8](repeating: 0, count: size)
                let status = out.withUnsafeMutableBytes {
                    spng_decode_image(ctx, $0.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue))
                }
                try check(status, "decode")
                return .success(RGBAImage(width: Int(header.width), height: Int(header.height), pixels: out))
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Reads and decodes a PNG file.
    public init(pngFile path: String) throws(ImageCodecError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, reason: "cannot read the file")
        }
        try self.init(png: data)
    }

    /// Encodes these pixels as PNG (RGBA, or RGB when every pixel is opaque).
    public func pngData(compression: PNGEncoder.Compression = PNGEncoder.defaultCompression) throws(ImageCodecError) -> Data {
        try PNGEncoder(compression).encode(self)
    }
}
