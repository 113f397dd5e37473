import ChatCard
import Foundation

/// A Telegram video sticker (core.telegram.org/stickers, "Video stickers"): VP9 in WebM, one side exactly 512 px, at
/// most 3 s and 30 fps, at most 256 KB, no audio. The card is drawn on a transparent ground (the WebM carries
/// alpha), its timing squeezed to fit, at the best constant quality that fits the budget.
public enum VideoSticker {
    public static let side = 512
    public static let maxSeconds = 3.0
    public static let maxFPS = 30
    public static let maxBytes = 256 * 1024
    /// The finished card stays at most this long.
    static let hold = 0.8
    /// VP9's constant quality (CRF), tried in order until the sticker fits: crisp first, coarser after.
    static let qualities = [28, 36, 44, 52, 63]

    /// A sticker's bytes and its frame.
    public struct File: Sendable {
        public let data: Data
        public let width: Int
        public let height: Int
    }

    public static func make(_ card: Card, options: AnimationOptions = AnimationOptions(), deadline: RenderDeadline = .none) throws(AnimationError) -> Data {
        try file(card, options: options, deadline: deadline).data
    }

    public static func file(_ card: Card, options: AnimationOptions = AnimationOptions(), deadline: RenderDeadline = .none) throws(AnimationError) -> File {
        var spec = card.spec
        spec.background = .transparent
        let clear: Card
        do { clear = try Card(spec: spec) } catch { throw .render(.card(error)) }
        var sticker = options
        (sticker.fps, sticker.hold, sticker.frameSize) = (min(options.fps, maxFPS), min(options.hold, hold), nil)
        // Ends two frames early, so the rounding of the last frame stays within the limit.
        let room = maxSeconds - sticker.hold - 2 / Double(sticker.fps)
        sticker.compression = max(1, (AnimationTimeline(spec, options: sticker).duration - sticker.hold) / room)
        let animation: CardAnimation
        do { animation = try CardAnimation(card: clear, options: sticker, framing: .longestSide(side)) } catch { throw .render(error) }
        // Constant quality, coarser each try, at libvpx's realtime speed (cpu-used 8): the bytes depend on the frames
        // alone, the same under load (a bit rate target under one-pass control overshot 256 KB four times over on a
        // busy machine); "good" made the same sticker in 1.4 s where this takes 0.3 s.
        var smallest = Int.max
        for quality in qualities {
            var file = VideoFile.webm(width: animation.width, height: animation.height, fps: sticker.fps)
            (file.alpha, file.quality) = (true, quality)
            let data = try file.encode(animation, deadline: deadline)
            if data.count <= maxBytes { return File(data: data, width: animation.width, height: animation.height) }
            smallest = min(smallest, data.count)
        }
        throw .render(.card(CardError(path: "", message: "the sticker (\(animation.width)×\(animation.height) px, \(String(format: "%.2f", animation.duration)) s, "
                                      + "\(animation.frameCount) frames) is \(smallest / 1024) KB at the coarsest quality; Telegram takes "
                                      + "\(maxBytes / 1024) KB: fewer messages or a narrower card")))
    }
}
