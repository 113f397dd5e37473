import CWebP
import Foundation

/// WebP output of an image canvas: lossless by default, lossy at a quality from 0 to 100.
public struct WebPEncoder: Sendable {
    /// libwebp's largest side.
    public static let maxSide = 16_383
    public static let qualityRange: ClosedRange<Int> = 0...100
    /// Lossless effort (libwebp's 0–9 presets): 1 is within a few per cent of the default's size on
    /// rendered cards, several times faster.
    static let losslessLevel: Int32 = 1
    /// Lossy effort (libwebp's method, 0–6).
    static let lossyMethod: Int32 = 4

    /// Nil: lossless.
    public let quality: Int?

    public init(quality: Int? = nil) { self.quality = quality }

    public func encode(_ image: RGBAImage) throws(ImageCodecError) -> Data {
        guard image.width <= Self.maxSide, image.height <= Self.maxSide else {
            throw .encode(format: "WebP", message: "\(image.width)×\(image.height) pixels is more than WebP's \(Self.maxSide) a side")
        }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .encode(format: "WebP", message: "libwebp version mismatch") }
        if let quality {
            config.quality = Float(quality)
            config.method = Self.lossyMethod
        } else {
            guard WebPConfigLosslessPreset(&config, Self.losslessLevel) != 0 else { throw .encode(format: "WebP", message: "bad preset") }
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw .encode(format: "WebP", message: "libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        (picture.width, picture.height) = (Int32(image.width), Int32(image.height))
        let imported = image.pixels.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(image.width * 4)) }
        guard imported != 0 else { throw .encode(format: "WebP", message: "out of memory") }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let ok = withUnsafeMutablePointer(to: &writer) { w in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(w)
            return WebPEncode(&config, &picture)
        }
        guard ok != 0, let bytes = writer.mem else {
            throw .encode(format: "WebP", message: "encoding failed (error \(picture.error_code.rawValue))")
        }
        return Data(bytes: bytes, count: writer.size)
    }
}
