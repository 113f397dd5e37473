@testable import ChatCardAnimation
import ChatCard
import Foundation
import Testing

/// Animated GIF and APNG, read back by FFmpeg: the codec, the size, one picture for each frame that changed, each
/// equal to the composed frame (APNG exactly; GIF within its dithered palette), the timing to the hundredth, and a
/// transparent card transparent where it is.
@Suite struct AnimatedImageTests {
    /// The composed frames that differ from the one before, with their start in milliseconds.
    static func changedFrames(_ animation: CardAnimation) throws -> [(rgba: [UInt8], milliseconds: Int)] {
        var frames: [(rgba: [UInt8], milliseconds: Int)] = []
        try animation.composeFrames { rgba, milliseconds, _ in
            if frames.last?.rgba != rgba { frames.append((rgba, milliseconds)) }
        }
        return frames
    }

    /// Every picture in the file, as FFmpeg composes it (one per stored frame), and when each starts and ends.
    static func read(_ path: String, width: Int, height: Int) throws -> (frames: [[UInt8]], starts: [Double], end: Double) {
        let raw = try VideoTests.tool("ffmpeg", ["-v", "error", "-i", path, "-vsync", "0", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = width * height * 4
        let frames = stride(from: 0, to: raw.count - size + 1, by: size).map { Array(raw[$0..<($0 + size)]) }
        let csv = String(decoding: try VideoTests.tool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                                     "frame=pts_time,pkt_duration_time", "-of", "csv=p=0", path]), as: UTF8.self)
        let times = csv.split(separator: "\n").map { $0.split(separator: ",").compactMap { Double($0) } }.filter { $0.count == 2 }
        return (frames, times.map { $0[0] }, (times.last?[0] ?? 0) + (times.last?[1] ?? 0))
    }

    @Test(arguments: [AnimationFormat.png, .gif]) func everyChangeIsStoredOnTime(format: AnimationFormat) throws {
        let animation = try VideoTests.animation()
        let data = try animation.encoded(as: format)
        let path = try VideoTests.written(data, format.rawValue)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stream = try VideoTests.stream(path)
        #expect(stream["codec_name"] == (format == .png ? "apng" : "gif"))
        #expect(stream["width"] == "240" && stream["height"] == "200")

        let expected = try Self.changedFrames(animation)
        let read = try Self.read(path, width: 240, height: 200)
        #expect(read.frames.count == expected.count && expected.count > 5)
        let tolerance = format == .png ? 0.0 : 2.5
        for (index, (frame, wanted)) in zip(read.frames, expected).enumerated() {
            let difference = VideoTests.meanDifference(frame, wanted.rgba)
            #expect(difference <= tolerance, "frame \(index) differs by \(difference) on average")
        }
        // Each starts when it was composed and the last ends with the animation (a GIF counts hundredths).
        let step = format == .png ? 0.0011 : 0.0051
        for (start, wanted) in zip(read.starts, expected) { #expect(abs(start - Double(wanted.milliseconds) / 1000) <= step) }
        #expect(abs(read.end - animation.duration) <= step, "\(read.end) vs \(animation.duration)")
    }

    @Test(arguments: [AnimationFormat.png, .gif]) func aTransparentCardStaysTransparent(format: AnimationFormat) throws {
        let card = try Card(json: Data(#"""
            {"width": 240, "scale": 1, "background": "transparent", "messages": [
              {"from": "them", "author": "Ana", "text": "Clear around me"}, {"from": "me", "text": "And me"}]}
            """#.utf8))
        var options = AnimationOptions()
        (options.fps, options.speed, options.hold) = (8, 4, 0.5)
        let animation = try CardAnimation(card: card, options: options)
        #expect(try !animation.isOpaque())
        let path = try VideoTests.written(try animation.encoded(as: format), format.rawValue)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let expected = try Self.changedFrames(animation)
        let read = try Self.read(path, width: animation.width, height: animation.height)
        #expect(read.frames.count == expected.count)
        // The corner is clear in every frame; the last frame's ink is where the card's is.
        for frame in read.frames { #expect(frame[3] == 0) }
        let last = try #require(read.frames.last), wanted = try #require(expected.last).rgba
        // (An edge pixel near half opacity may fall either way in a GIF's palette.)
        let clear = stride(from: 3, to: wanted.count, by: 4).filter { !(96...160).contains(wanted[$0]) }
        #expect(clear.count > wanted.count / 8)
        let mismatched = clear.filter { (wanted[$0] >= 128) != (last[$0] >= 128) }.count
        #expect(mismatched == 0, "\(mismatched) pixels differ in being there")
    }
}
