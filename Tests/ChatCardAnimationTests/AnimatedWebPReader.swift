import CWebPMux
import Foundation

/// An animated WebP read back with libwebp's own decoder: its canvas, every frame's pixels (RGBA) and when
/// each ends, in milliseconds.
struct AnimatedWebPReader {
    struct Frame {
        let rgba: [UInt8]
        let endsAt: Int
    }

    let width: Int
    let height: Int
    let frames: [Frame]

    init?(_ data: Data) {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
        options.color_mode = MODE_RGBA
        let read: (Int, Int, [Frame])? = data.withUnsafeBytes { bytes in
            var webp = WebPData(bytes: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), size: bytes.count)
            guard let decoder = WebPAnimDecoderNew(&webp, &options) else { return nil }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return nil }
            let count = Int(info.canvas_width) * Int(info.canvas_height) * 4
            var frames: [Frame] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else { return nil }
                frames.append(Frame(rgba: Array(UnsafeBufferPointer(start: buffer, count: count)), endsAt: Int(timestamp)))
            }
            return (Int(info.canvas_width), Int(info.canvas_height), frames)
        }
        guard let read else { return nil }
        (width, height, frames) = read
    }
}
