@testable import ChatCardAnimation
import ChatCard
import Foundation
import Testing

/// MP4 and WebM through FFmpeg's libraries, checked by FFmpeg's own tools (`ffprobe` for the streams, `ffmpeg`
/// decoding every frame back): codec, pixel format, size, frame count, duration, the index first, and the first
/// and last frames equal to the composed ones within the codec's error.
@Suite struct VideoTests {
    static let card = try! Card(json: Data(#"""
        {"width": 240, "scale": 1, "messages": [
          {"from": "them", "author": "Ana", "text": "Are you coming tonight?"},
          {"from": "me", "text": "Yes! Leaving now", "status": "read"},
          {"from": "them", "author": "Ana", "text": "See you there 🎉", "reactions": [{"emoji": "🔥", "count": 1}]}]}
        """#.utf8))

    static func animation(fps: Int = 8) throws -> CardAnimation {
        var options = AnimationOptions()
        (options.fps, options.speed, options.hold, options.frameSize) = (fps, 4, 0.5, .init(width: 240, height: 200))
        return try CardAnimation(card: card, options: options)
    }

    static func tool(_ name: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/" + name)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(name) \(arguments)")
        return data
    }

    static func written(_ data: Data, _ ext: String) throws -> String {
        let path = NSTemporaryDirectory() + "chatcard-video-\(UUID().uuidString).\(ext)"
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    static func stream(_ path: String) throws -> [String: String] {
        let json = try tool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                        "stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate:format=duration,nb_streams", "-of", "json", path])
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let stream = try #require((object["streams"] as? [[String: Any]])?.first)
        let format = try #require(object["format"] as? [String: Any])
        return (stream.merging(format) { a, _ in a }).mapValues { "\($0)" }
    }

    /// Every frame decoded back to RGBA.
    static func decodedFrames(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
        let raw = try tool("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = width * height * 4
        return stride(from: 0, to: raw.count - size + 1, by: size).map { Array(raw[$0..<($0 + size)]) }
    }

    static func meanDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        var sum = 0
        for i in stride(from: 0, to: a.count, by: 4) { for c in 0..<3 { sum += abs(Int(a[i + c]) - Int(b[i + c])) } }
        return Double(sum) / Double(a.count / 4 * 3)
    }

    static func composed(_ animation: CardAnimation) throws -> [[UInt8]] {
        var frames: [[UInt8]] = []
        try animation.composeFrames { rgba, _, _ in frames.append(rgba) }
        return frames
    }

    @Test(arguments: [AnimationFormat.mp4, .webm]) func theStreamIsWhatWasAskedFor(format: AnimationFormat) throws {
        let animation = try Self.animation()
        let path = try Self.written(try animation.encoded(as: format), format.rawValue)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let stream = try Self.stream(path)
        #expect(stream["codec_name"] == (format == .mp4 ? "h264" : "vp9"))
        #expect(stream["pix_fmt"] == "yuv420p")
        #expect(stream["width"] == "240" && stream["height"] == "200")
        #expect(stream["nb_read_frames"] == String(animation.frameCount))
        #expect(stream["r_frame_rate"] == "8/1")
        let duration = try #require(stream["duration"].flatMap(Double.init))
        #expect(abs(duration - Double(animation.frameCount) / 8) < 0.13, "\(duration)")

        let frames = try Self.decodedFrames(path, width: 240, height: 200)
        let expected = try Self.composed(animation)
        #expect(frames.count == expected.count)
        for (name, index) in [("first", 0), ("last", expected.count - 1)] {
            let difference = Self.meanDifference(frames[index], expected[index])
            #expect(difference < 3, "the \(name) frame differs by \(difference) on average")
        }
        // Frames differ from each other where they should: the last is not the first.
        #expect(Self.meanDifference(frames[0], frames[frames.count - 1]) > 5)
    }

    @Test func mp4PutsItsIndexFirst() throws {
        let data = try Self.animation().encoded(as: .mp4)
        let moov = try #require(data.range(of: Data("moov".utf8))), mdat = try #require(data.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)
    }

    @Test func oddSidesAreRefused() throws {
        var options = AnimationOptions()
        options.frameSize = .init(width: 241, height: 200)
        let animation = try CardAnimation(card: Self.card, options: options)
        #expect(throws: AnimationError.self) { _ = try animation.encoded(as: .mp4) }
        #expect(try animation.encoded(as: .webp).count > 0)
    }
}
