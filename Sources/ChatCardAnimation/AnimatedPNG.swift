import ChatCard
import Foundation
import ImageCodecs

/// Animated PNG (APNG): lossless, each frame only the rectangle that changed (`FrameDifference`), through
/// ChatCard's own PNG compressor (`AnimatedPNGWriter`).
struct AnimatedPNG {
    let width: Int
    let height: Int

    func encode(_ animation: CardAnimation, deadline: RenderDeadline) throws(AnimationError) -> Data {
        var writer = AnimatedPNGWriter(width: width, height: height, opaque: try animation.isOpaque())
        var difference = FrameDifference(width: width, height: height)
        var failure: AnimationError?
        try AnimationError.composing(animation, deadline: deadline) { rgba, milliseconds, changed in
            guard changed, failure == nil else { return }
            do {
                try difference.advance(to: rgba) { rect, _ in
                    try rgba.withUnsafeBufferPointer { pixels in
                        try writer.add(pixels.baseAddress!, stride: width * 4, x: rect.x, y: rect.y, width: rect.width, height: rect.height, milliseconds: milliseconds)
                    }
                }
            } catch { failure = .encoder("\(error)") }
        }
        if let failure { throw failure }
        do { return try writer.finish(at: Int((animation.duration * 1000).rounded())) } catch { throw .encoder("\(error)") }
    }
}
