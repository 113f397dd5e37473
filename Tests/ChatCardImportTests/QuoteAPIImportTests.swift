import Canvas
import ImageCodecs
import ChatCard
import ChatCardImport
import Foundation
import Testing

/// quote-api requests: bubbles in its colour on a transparent card, names inside, avatars and media from
/// data URIs, nothing fetched.
@Suite struct QuoteAPIImportTests {
    @Test func aQuoteRequestIsDetectedAndDrawnInItsLook() throws {
        let result = try Fixture.imported("quote-request.json")
        #expect(result.format == .quoteAPI)
        let spec = try result.card().spec
        #expect(spec.background == .transparent && spec.namesInside && spec.avatars == .them && spec.width == 512)
        #expect(spec.messages.allSatisfy { $0.from == .them })
        let first = spec.messages[0]
        #expect(first.author == "Iris" && first.text(where: \.bold) == "Ship it" && first.reply == ReplySpec(author: "Tom", text: "Build is green"))
        #expect(first.fill == (try Color(hex: "#1e2630")))
        #expect(spec.people["Iris"]?.avatar != nil && spec.people["Tom Ek"]?.avatar == nil)
        #expect(spec.messages[2].image != nil && spec.messages[2].author == "Tom Ek")
        #expect(spec.messages[3].author == nil, "name: false hides the name")
        #expect(spec.messages.contains { if case .voice(let v) = $0.attachment { v.waveform.count == 8 } else { false } }, "a voice note keeps its waveform")
        let kinds = result.warnings.counts.map(\.kind)
        #expect(kinds == ["backgroundColor gradient, drawn as one colour", "emojiBrand google, drawn with Noto Color Emoji",
                          "photo by URL or file id the request's media does not hold (nothing is fetched), drawn as a placeholder"])
    }

    @Test func refusalsSpeakQuoteAPIsVocabulary() throws {
        func refusal(_ json: String) -> ImportError? {
            do { _ = try CardImporter(.quoteAPI).importCard(Data(json.utf8)); return nil } catch { return error }
        }
        #expect(refusal(#"{"type": "quote", "messages": []}"#)?.message.hasPrefix("messages_empty") == true)
        #expect(refusal(##"{"messages": [{"from": {"id": 1, "name": "A"}, "text": "hi"}], "backgroundColor": "#12"}"##)?.path == "backgroundColor")
        #expect(refusal(#"{"messages": [{"text": "🙂", "entities": [{"type": "bold", "offset": 1, "length": 1}]}]}"#)?.path == "messages[0].entities[0]")
        #expect(throws: ImportError.self) { try QuoteRequest(.object([("format", .string("gif"))])) }
    }

    /// `image`: the bubbles on the lightened backdrop with 25 px around; `stories`: in a 720×1280 px frame.
    @Test func imageAndStoriesFrameTheBubbles() throws {
        let message = ##"{"from": {"id": 1, "name": "Ana"}, "text": "framed"}"##
        for scale in [1.0, 2, 3] {
            let image = try CardImporter(.quoteAPI).importCard(Data(##"{"type": "image", "scale": \##(scale), "backgroundColor": "#1b1429", "messages": [\##(message)]}"##.utf8))
            let spec = try image.card().spec
            #expect(spec.background == .color(try Color(hex: "#4E475C")) && spec.padding == 25 / scale)
            #expect(image.warnings.counts.map(\.kind) == ["image's pattern wallpaper, drawn as its plain colour"])
            let stories = try CardImporter(.quoteAPI).importCard(Data(##"{"type": "stories", "scale": \##(scale), "messages": [\##(message)]}"##.utf8)).card()
            let png = try stories.render()
            let info = try ImageInfo(png)
            #expect(info.width == 720 && info.height == 1280, "scale \(scale)")
            // The bubble sits in the middle of the frame.
            let bubble = try #require(try stories.frames().frames.map(\.element).first { $0.kind == .bubble })
            #expect(abs(bubble.rect.midY - 1280 / scale / 2) < 1, "\(bubble.rect)")
        }
    }

    /// An avatar only beside the runs whose messages ask for one; the others keep the column, empty.
    @Test func avatarsOnlyWhereAsked() throws {
        let request = ##"{"messages": [{"from": {"id": 1, "name": "Ana"}, "avatar": false, "text": "one"},"##
            + ##"{"from": {"id": 1, "name": "Ana"}, "avatar": true, "text": "two"}, {"from": {"id": 2, "name": "Ben"}, "text": "three"}]}"##
        let card = try CardImporter(.quoteAPI).importCard(Data(request.utf8)).card()
        #expect(card.spec.messages.map(\.hidesAvatar) == [false, false, true])
        let avatars = try card.frames().frames.filter { $0.element.kind == .avatar }
        #expect(avatars.map(\.message) == [1])
        let bubbles = try card.frames().frames.filter { $0.element.kind == .bubble }.map(\.element.rect.minX)
        #expect(Set(bubbles).count == 1, "the column stays: every bubble in line")
    }

    @Test func fieldsWithoutAPlaceAreWarned() throws {
        let request = ##"{"height": 768, "botToken": "x", "style": "glass", "messages": [{"chatId": 1, "from": {"id": 1, "name": "Ana"}, "text": "hi", "senderTag": "admin"}]}"##
        let kinds = try CardImporter(.quoteAPI).importCard(Data(request.utf8)).warnings.counts.map(\.kind)
        #expect(kinds == ["request field style, not used", "message field senderTag, not drawn"])
    }
}
