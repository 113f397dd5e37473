import CJpegDecode
import CSpng
import CWebP
import Foundation

/// What an image's header says: format, stored size and orientation. Reading it costs microseconds and
/// allocates nothing in proportion to the claimed size, so every limit is checked before decoding.
public struct ImageInfo: Sendable, Equatable {
    public let format: ImageFormat
    /// The size as stored, before orientation.
    public let storedWidth: Int
    public let storedHeight: Int
    public let orientation: ImageOrientation

    /// The upright size, in pixels.
    public var width: Int { orientation.swapsSides ? storedHeight : storedWidth }
    public var height: Int { orientation.swapsSides ? storedWidth : storedHeight }
    public var pixelCount: Int { storedWidth * storedHeight }

    public init(_ data: Data, limits: ImageLimits = ImageLimits()) throws(ImageError) {
        format = try ImageFormat.sniff(data)
        var orientation = ImageOrientation.up
        let size: (Int, Int)
        switch format {
        case .png: size = try Self.pngSize(data)
        case .jpeg:
            size = try Self.jpegSize(data, limits: limits)
            orientation = ImageOrientation.ofJPEG(data)
        case .webp: size = try Self.webpSize(data)
        }
        (storedWidth, storedHeight, self.orientation) = (size.0, size.1, orientation)
        try limits.check(width: storedWidth, height: storedHeight, format: format)
    }

    private static func pngSize(_ data: Data) throws(ImageError) -> (Int, Int) {
        guard let ctx = spng_ctx_new(0) else { throw ImageError("out of memory") }
        defer { spng_ctx_free(ctx) }
        var header = spng_ihdr()
        let status = data.withUnsafeBytes { raw in
            let s = spng_set_png_buffer(ctx, raw.baseAddress, raw.count)
            return s != 0 ? s : spng_get_ihdr(ctx, &header)
        }
        if status != 0 { throw PNGPixels.error(status) }
        return (Int(header.width), Int(header.height))
    }

    private static func jpegSize(_ data: Data, limits: ImageLimits) throws(ImageError) -> (Int, Int) {
        var header = cj_header()
        let status = data.withUnsafeBytes { raw in
            cj_read_header(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &header)
        }
        if status != 0 {
            // A size past a limit is the clearer refusal when the stream also breaks later.
            if header.width > 0 { try limits.check(width: Int(header.width), height: Int(header.height), format: .jpeg) }
            throw JPEGPixels.error(&header.message)
        }
        return (Int(header.width), Int(header.height))
    }

    private static func webpSize(_ data: Data) throws(ImageError) -> (Int, Int) {
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBytes { raw in
            WebPGetFeatures(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &features)
        }
        if status != VP8_STATUS_OK { throw WebPPixels.error(status) }
        if features.has_animation != 0 { throw ImageError("animated WebP images are not supported; send one frame") }
        return (Int(features.width), Int(features.height))
    }
}
