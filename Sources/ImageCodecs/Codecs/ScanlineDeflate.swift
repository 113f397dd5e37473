import CScanlineDeflate
import ChatCardSupport
import Foundation

/// The thread's ChatCard scanline compressor (see CScanlineDeflate): its window, hash table and output
/// buffer are kept between images, and freed after an image that made them larger than KeptBuffer's limit.
final class ScanlineDeflate {
    private var encoder: OpaquePointer?

    static var current: ScanlineDeflate { perThread.value }
    private static let perThread = ThreadLocal(ScanlineDeflate.init)

    deinit { sd_encoder_free(encoder) }

    /// Hands `body` the zlib stream of the pixels' scanlines (valid only during the call).
    func compress(_ pixels: PixelSource, body: (UnsafeBufferPointer<UInt8>) -> Void) throws(ImageCodecError) {
        if encoder == nil { encoder = sd_encoder_new() }
        guard let encoder else { throw .png(operation: "encode", message: "out of memory") }
        defer {
            if sd_encoder_retained_bytes(encoder) > KeptBuffer.maxKeptBytes {
                sd_encoder_free(encoder)
                self.encoder = nil
            }
        }
        var image = pixels.image
        var out: UnsafePointer<UInt8>?
        var count = 0
        switch sd_encode(encoder, &image, &out, &count) {
        case SD_OK: body(UnsafeBufferPointer(start: out, count: count))
        case SD_OUT_OF_MEMORY: throw .png(operation: "encode", message: "out of memory")
        default: throw .png(operation: "encode", message: "invalid image \(pixels.width)×\(pixels.height)")
        }
    }
}
