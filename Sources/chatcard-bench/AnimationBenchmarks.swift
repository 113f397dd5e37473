import ChatCard
import ChatCardAnimation
import Foundation

/// `chatcard-bench animate`: the sample card as a 1080×1920 30 fps story: setting up (layout, drawing, typing
/// indicators), composing every frame, and each format end to end with the encoder's share; then a 100-message
/// chat, for memory. Peak memory is the process's high-water mark (VmHWM) after each step.
func benchAnimate(iterations: Int) throws {
    var options = AnimationOptions()
    options.frameSize = .init(width: 1080, height: 1920)
    let sample = try SampleCard.card
    let rounds = max(1, min(iterations, 5))
    var setups: [Double] = [], composes: [Double] = []
    var animation = try CardAnimation(card: sample, options: options)
    for _ in 0..<rounds {
        setups.append(try milliseconds { animation = try CardAnimation(card: sample, options: options) })
        composes.append(try milliseconds { try animation.composeFrames { _, _, _ in } })
    }
    let compose = percentile(composes, 0.5)
    print(String(format: "animate: sample 1080x1920 30 fps, %d frames (%.1f s): set-up %.1f ms, composing %.1f ms = %.0f frames/s; peak %d MB",
                 animation.frameCount, animation.duration, percentile(setups, 0.5), compose, Double(animation.frameCount) / compose * 1000, peakMegabytes()))
    for format in [AnimationFormat.mp4, .webm, .webp, .gif, .png] {
        var times: [Double] = [], size = 0
        for _ in 0..<rounds { times.append(try milliseconds { size = try animation.encoded(as: format).count }) }
        let total = percentile(times, 0.5)
        print(String(format: "animate: sample %@ end to end %.0f ms, %.1f× real time, %d KB; the encoder %.0f%%; peak %d MB",
                     format.rawValue, total, animation.duration * 1000 / total, size / 1024, (total - compose) / total * 100, peakMegabytes()))
    }
    var stickerTimes: [Double] = [], stickerBytes = 0
    for _ in 0..<rounds { stickerTimes.append(try milliseconds { stickerBytes = try VideoSticker.make(sample).count }) }
    print(String(format: "animate: sample as a Telegram video sticker %.0f ms, %d KB (at most 256); peak %d MB",
                 percentile(stickerTimes, 0.5), stickerBytes / 1024, peakMegabytes()))
    let chat = (0..<100).map { i in
        #"{"from": "\#(i % 3 == 0 ? "me" : "them")", "author": "Person \#(i % 4)", "text": "Message \#(i): a line or two of an ordinary chat"}"#
    }.joined(separator: ",")
    var fast = options
    fast.limits = .local
    let long = try CardAnimation(card: try Card(json: Data(#"{"messages": [\#(chat)]}"#.utf8)), options: fast)
    let time = try milliseconds { _ = try long.encoded(as: .mp4) }
    print(String(format: "animate: 100 messages mp4: %d frames (%.1f s) in %.0f ms, %.1f× real time; peak %d MB",
                 long.frameCount, long.duration, time, long.duration * 1000 / time, peakMegabytes()))
}

/// The process's peak resident memory so far, in MB (Linux's VmHWM).
private func peakMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}
