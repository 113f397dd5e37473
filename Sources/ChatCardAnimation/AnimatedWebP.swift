import ChatCard
import CWebPMux
import Foundation

/// Animated WebP through libwebp's `WebPAnimEncoder`, which keeps only what changed between frames (a
/// sub-rectangle, blended or not, whichever is smaller). Frames that repeat the one before are not given: the
/// one before lasts longer. Lossless by default, as the still WebP; lossy at `quality`.
struct AnimatedWebP {
    let width: Int
    let height: Int
    let quality: Int?

    /// Lossless effort: the fastest method, whose output is still a fraction of the frames' bytes.
    static let losslessMethod: Int32 = 0
    static let lossyMethod: Int32 = 2

    func encode(_ animation: CardAnimation, deadline: RenderDeadline) throws(AnimationError) -> Data {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw .encoder("WebPAnimEncoderOptionsInit failed (libwebpmux version mismatch)") }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else { throw .encoder("WebPAnimEncoderNew failed") }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw .encoder("WebPConfigInit failed") }
        if let quality {
            (config.lossless, config.quality, config.method) = (0, Float(quality), Self.lossyMethod)
        } else {
            (config.lossless, config.quality, config.method) = (1, 25, Self.losslessMethod)
        }
        var failure: AnimationError?
        try AnimationError.composing(animation, deadline: deadline) { rgba, milliseconds, changed in
            guard changed, failure == nil else { return }
            var picture = WebPPicture()
            guard WebPPictureInit(&picture) != 0 else { failure = .encoder("WebPPictureInit failed"); return }
            defer { WebPPictureFree(&picture) }
            (picture.width, picture.height, picture.use_argb) = (Int32(width), Int32(height), 1)
            let imported = rgba.withUnsafeBufferPointer { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
            guard imported != 0 else { failure = .encoder("WebPPictureImportRGBA failed (out of memory)"); return }
            guard WebPAnimEncoderAdd(encoder, &picture, Int32(milliseconds), &config) != 0 else {
                failure = .encoder("WebPAnimEncoderAdd: " + String(cString: WebPAnimEncoderGetError(encoder)))
                return
            }
        }
        if let failure { throw failure }
        let end = Int32((animation.duration * 1000).rounded())
        guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else { throw .encoder("WebPAnimEncoderAdd (end): " + String(cString: WebPAnimEncoderGetError(encoder))) }
        var data = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw .encoder("WebPAnimEncoderAssemble: " + String(cString: WebPAnimEncoderGetError(encoder))) }
        defer { WebPDataClear(&data) }
        return Data(bytes: data.bytes, count: data.size)
    }
}
