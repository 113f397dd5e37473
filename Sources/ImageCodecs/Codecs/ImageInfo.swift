import CGifDecode
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
    /// What its decoder holds beyond the pixels it writes, known from the header.
    public let working: WorkingMemory

    /// Decoders that cannot stream hold the whole image in some form while they work: a progressive
    /// JPEG its DCT coefficients (at full resolution whatever the output size), an interlaced PNG its
    /// full-size pixels (rows arrive pass by pass, so it cannot be reduced while it decodes), a lossless
    /// WebP its full-size ARGB words, a lossy WebP with alpha its alpha plane.
    public struct WorkingMemory: Sendable, Equatable {
        public var bytes = 0
        public var reason = ""
        public var remedy = ""
        static let streamed = WorkingMemory()
    }

    public init(_ data: Data, limits: ImageLimits = ImageLimits()) throws(ImageError) {
        format = try ImageFormat.sniff(data)
        var orientation = ImageOrientation.up
        let header: (width: Int, height: Int, working: WorkingMemory)
        switch format {
        case .png: header = try Self.pngHeader(data)
        case .jpeg:
            header = try Self.jpegHeader(data, limits: limits)
            orientation = ImageOrientation.ofJPEG(data)
        case .webp: header = try Self.webpHeader(data)
        case .gif: header = try GIFPixels.header(data)
        }
        (storedWidth, storedHeight, self.orientation, working) = (header.width, header.height, orientation, header.working)
        try limits.check(width: storedWidth, height: storedHeight, format: format)
        try limits.check(working: working, width: storedWidth, height: storedHeight, format: format)
    }

    private static func pngHeader(_ data: Data) throws(ImageError) -> (width: Int, height: Int, working: WorkingMemory) {
        guard let ctx = spng_ctx_new(0) else { throw ImageError("out of memory") }
        defer { spng_ctx_free(ctx) }
        var header = spng_ihdr()
        let status = data.withUnsafeBytes { raw in
            let s = spng_set_png_buffer(ctx, raw.baseAddress, raw.count)
            return s != 0 ? s : spng_get_ihdr(ctx, &header)
        }
        if status != 0 { throw PNGPixels.error(status) }
        let (width, height) = (Int(header.width), Int(header.height))
        guard header.interlace_method != 0 else { return (width, height, .streamed) }
        return (width, height, WorkingMemory(bytes: width * height * 4, reason: "interlaced (decoded whole at full size)",
                                             remedy: "save it without interlacing, or smaller"))
    }

    private static func jpegHeader(_ data: Data, limits: ImageLimits) throws(ImageError) -> (width: Int, height: Int, working: WorkingMemory) {
        var header = cj_header()
        let status = data.withUnsafeBytes { raw in
            cj_read_header(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &header)
        }
        if status != CJ_OK {
            // A size past a limit is the clearer refusal when the stream also breaks later.
            if header.width > 0 { try limits.check(width: Int(header.width), height: Int(header.height), format: .jpeg) }
            throw JPEGPixels.error(status, &header.message)
        }
        let working = header.coefficient_bytes == 0 ? WorkingMemory.streamed
            : WorkingMemory(bytes: Int(clamping: header.coefficient_bytes), reason: "progressive (its coefficients are held whole)",
                            remedy: "save it as a baseline JPEG, or smaller")
        return (Int(header.width), Int(header.height), working)
    }

    private static func webpHeader(_ data: Data) throws(ImageError) -> (width: Int, height: Int, working: WorkingMemory) {
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBytes { raw in
            WebPGetFeatures(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &features)
        }
        if status != VP8_STATUS_OK { throw WebPPixels.error(status) }
        if features.has_animation != 0 { throw ImageError("animated WebP images are not supported; send one frame") }
        let (width, height) = (Int(features.width), Int(features.height))
        let working = switch (features.format, features.has_alpha) {
        case (2, _): WorkingMemory(bytes: width * height * 4, reason: "lossless (decoded whole at full size)", remedy: "send it smaller")
        case (_, 0): WorkingMemory.streamed
        default: WorkingMemory(bytes: width * height, reason: "translucent (its alpha plane is decoded whole)", remedy: "send it smaller")
        }
        return (width, height, working)
    }
}
