@testable import ChatCardAnimation
import ChatCard
import Foundation
import Testing

/// Telegram's video sticker rules, read back with FFmpeg's tools: VP9 in WebM with alpha, one side 512 px, at most
/// 3 s and 30 fps, at most 256 KB, one stream (no audio); transparent where the card is not.
@Suite struct VideoStickerTests {
    @Test func theSampleIsATelegramVideoSticker() throws {
        let data = try VideoSticker.make(try SampleCard.card)
        #expect(data.count <= VideoSticker.maxBytes)
        let path = try VideoTests.written(data, "webm")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let json = try VideoTests.tool("ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,codec_type,width,height,r_frame_rate:stream_tags=alpha_mode:format=duration,nb_streams",
                                                   "-of", "json", path])
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let streams = try #require(object["streams"] as? [[String: Any]])
        #expect(streams.count == 1)
        let stream = try #require(streams.first)
        #expect(stream["codec_name"] as? String == "vp9" && stream["codec_type"] as? String == "video")
        #expect((stream["tags"] as? [String: Any])?["alpha_mode"] as? String == "1")
        let (width, height) = (stream["width"] as? Int ?? 0, stream["height"] as? Int ?? 0)
        #expect(max(width, height) == VideoSticker.side && width % 2 == 0)
        let rate = (stream["r_frame_rate"] as? String ?? "").split(separator: "/").compactMap { Double($0) }
        #expect(rate.count == 2 && rate[0] / rate[1] <= Double(VideoSticker.maxFPS))
        let durationText = try #require((object["format"] as? [String: Any])?["duration"] as? String)
        let duration = try #require(Double(durationText))
        #expect(duration <= VideoSticker.maxSeconds, "\(duration) s")

        // The last frame, decoded with its alpha: clear in the corner, the card's bubbles opaque.
        let raw = try VideoTests.tool("ffmpeg", ["-v", "error", "-c:v", "libvpx-vp9", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        let size = width * height * 4
        let last = Array(raw.suffix(size))
        #expect(raw.count % size == 0 && last.count == size)
        // (VP9's alpha plane at constant quality may leave a level or two: 2/255 is not seen.)
        #expect(last[3] <= 2, "the top-left corner is transparent")
        let opaque = stride(from: 3, to: size, by: 4).filter { last[$0] == 255 }.count
        #expect(opaque > width * height / 10, "\(opaque) opaque pixels")
    }
}
