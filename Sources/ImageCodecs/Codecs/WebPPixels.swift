import CWebP
import Foundation

/// WebP → premultiplied ARGB32 through libwebp, scaled while decoding when fewer pixels are needed.
enum WebPPixels {
    static func decode(_ data: Data, info: ImageInfo, covering: (Int, Int)?) throws(ImageError) -> DecodedImage {
        var (width, height) = (info.storedWidth, info.storedHeight)
        if let (w, h) = covering, w < width, h < height {
            // Keep the aspect ratio; the larger factor keeps both sides at or above what is covered.
            let f = max(Double(w) / Double(width), Double(h) / Double(height))
            (width, height) = (max(1, Int((Double(width) * f).rounded(.up))), max(1, Int((Double(height) * f).rounded(.up))))
        }
        return try DecodedImage(width: width, height: height, orientation: .up) { (pixels, stride) throws(ImageError) in
            var config = WebPDecoderConfig()
            guard WebPInitDecoderConfig(&config) != 0 else { throw ImageError("WebP decoder version mismatch") }
            config.output.colorspace = littleEndian ? MODE_bgrA : MODE_Argb
            config.output.is_external_memory = 1
            config.output.u.RGBA.rgba = pixels
            config.output.u.RGBA.stride = Int32(stride)
            config.output.u.RGBA.size = stride * height
            if width != info.storedWidth || height != info.storedHeight {
                config.options.use_scaling = 1
                (config.options.scaled_width, config.options.scaled_height) = (Int32(width), Int32(height))
            }
            let status = data.withUnsafeBytes { raw in
                WebPDecode(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &config)
            }
            WebPFreeDecBuffer(&config.output)
            if status != VP8_STATUS_OK { throw error(status) }
            return config.input.has_alpha == 0
        }
    }

    private static let littleEndian = 1.littleEndian == 1

    static func error(_ status: VP8StatusCode) -> ImageError {
        switch status {
        case VP8_STATUS_NOT_ENOUGH_DATA: ImageError("WebP data is truncated")
        case VP8_STATUS_UNSUPPORTED_FEATURE: ImageError("WebP image uses a feature that is not supported")
        case VP8_STATUS_OUT_OF_MEMORY: ImageError("out of memory decoding a WebP image")
        default: ImageError("WebP data is corrupt")
        }
    }
}
