import ChatCard
import ChatCardServer
import Foundation
import ImageCodecs
import Testing

/// quote-api's routes over loopback: the JSON answer with a base64 sticker, the binary routes with their
/// headers, errors in quote-api's shape.
@Suite struct QuoteRouteTests {
    static let request = Data(#"""
        {"type": "quote", "backgroundColor": "#1e2630", "scale": 2, "messages": [
          {"chatId": 7, "avatar": true, "from": {"id": 7, "name": "Iris"}, "text": "Ship it on Friday? 🚢",
           "replyMessage": {"name": "Tom", "text": "Build is green", "chatId": 9}},
          {"chatId": 7, "avatar": true, "from": {"id": 7, "name": "Iris"}, "voice": {"waveform": [2, 9, 17], "duration": 14}},
          {"chatId": 7, "avatar": true, "from": {"id": 7, "name": "Iris"}, "media": {"url": "https://example.com/cat.jpg"}}]}
        """#.utf8)

    /// Render threads, or worker processes (where the body's framing is read with its messages).
    static func settings(inWorkers: Bool) -> ServerSettings { inWorkers ? WorkerProcessTests.settings() : ServerSettings() }

    /// `"format": "webm"`: the quote as a Telegram video sticker, its size in the answer.
    @Test(arguments: [false, true]) func webmAnswersAVideoSticker(inWorkers: Bool) async throws {
        try await RunningServer.with(settings: Self.settings(inWorkers: inWorkers)) { (server: RunningServer) async throws in
            let body = Data(#"{"type": "quote", "format": "webm", "messages": [{"chatId": 7, "from": {"id": 7, "name": "Iris"}, "text": "Ship it on Friday?"}]}"#.utf8)
            let response = try await server.send("/generate", body: body)
            #expect(response.status == 200, "\(String(decoding: response.body.prefix(400), as: UTF8.self))")
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            let result = try #require(object["result"] as? [String: Any])
            #expect(result["ext"] as? String == "webm" && result["type"] as? String == "quote")
            let base64 = try #require(result["image"] as? String)
            let video = try #require(Data(base64Encoded: base64))
            #expect(video.prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]) && video.count <= 256 * 1024)
            let (width, height) = (result["width"] as? Int ?? 0, result["height"] as? Int ?? 0)
            #expect(max(width, height) == 512 && width > 0 && height > 0)
            let bad = try await server.send("/generate", body: Data(#"{"type": "quote", "format": "gif", "messages": [{"text": "x"}]}"#.utf8))
            #expect(bad.status == 400)
        }
    }

    @Test(arguments: [false, true]) func generateAnswersAsQuoteAPIDoes(inWorkers: Bool) async throws {
        try await RunningServer.with(settings: Self.settings(inWorkers: inWorkers)) { (server: RunningServer) async throws in
            let response = try await server.send("/generate", body: Self.request)
            #expect(response.status == 200)
            let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            #expect(object["ok"] as? Bool == true)
            let result = try #require(object["result"] as? [String: Any])
            let base64 = try #require(result["image"] as? String)
            let image = try #require(Data(base64Encoded: base64))
            let info = try ImageInfo(image)
            // A quote is a WebP sticker whose longer side is 512 px.
            #expect(info.format == .webp && max(info.width, info.height) == 512)
            #expect(result["type"] as? String == "quote" && result["ext"] as? String == "webp")
            #expect(result["width"] as? Int == info.width && result["height"] as? Int == info.height)
            let warning = "photo by URL or file id the request's media does not hold (nothing is fetched), drawn as a placeholder"
            #expect(response.headers["ChatCard-Warnings"].first == "1x " + warning)
            #expect(result["warnings"] as? [String] == ["1× " + warning])

            let png = try await server.send("/generate.png", body: Self.request)
            #expect(png.status == 200 && png.headers["Content-Type"].first == "image/png")
            let pngInfo = try ImageInfo(png.body)
            #expect(png.headers["quote-type"].first == "quote" && png.headers["quote-width"].first == String(pngInfo.width))
            #expect(pngInfo.format == .png && max(pngInfo.width, pngInfo.height) == 512)
            let asked = try await server.send("/generate", body: Data(#"{"type": "image", "format": "png", "messages": [{"text": "hi"}]}"#.utf8))
            let askedResult = try #require((try JSONSerialization.jsonObject(with: asked.body) as? [String: Any])?["result"] as? [String: Any])
            #expect(askedResult["type"] as? String == "image" && askedResult["ext"] as? String == "png")
        }
    }

    @Test(arguments: [false, true]) func errorsComeInQuoteAPIsShape(inWorkers: Bool) async throws {
        try await RunningServer.with(settings: Self.settings(inWorkers: inWorkers)) { (server: RunningServer) async throws in
            for (body, message) in [(#"{"type": "quote", "messages": []}"#, "messages: messages_empty"), ("[1,", "invalid JSON"),
                                    (#"{"messages": [{"text": "hi"}], "format": "gif"}"#, "format: must be png, webp or webm")] {
                let response = try await server.send("/generate", body: Data(body.utf8))
                #expect(response.status == 400)
                let object = try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
                let error = try #require(object["error"] as? [String: Any])
                #expect(object["ok"] as? Bool == false && error["code"] as? Int == 400)
                #expect((error["message"] as? String)?.hasPrefix(message) == true, "\(error)")
            }
        }
    }

    /// `stories`: a 720×1280 PNG whatever the scale; `image`: the bubbles with a margin on the backdrop.
    @Test func storiesAndImagesAreFramed() async throws {
        try await RunningServer.with { (server: RunningServer) async throws in
            let message = #"{"from": {"id": 7, "name": "Iris"}, "text": "framed"}"#
            let stories = try await server.send("/generate.png", body: Data(#"{"type": "stories", "scale": 3, "messages": [\#(message)]}"#.utf8))
            let info = try ImageInfo(stories.body)
            #expect(stories.status == 200 && info.width == 720 && info.height == 1280 && stories.headers["quote-type"].first == "stories")
            let image = try await server.send("/generate.png", body: Data(#"{"type": "image", "messages": [\#(message)]}"#.utf8))
            let imageInfo = try ImageInfo(image.body)
            #expect(image.status == 200 && imageInfo.width < 400, "as wide as the bubble and its margins: \(imageInfo.width)")
        }
    }
}
