import Canvas
import Foundation
import Testing
@testable import ChatCard

/// The message kinds' fields: each bound refused with its path and range, kinds one at a time, nothing
/// accepted that would not be drawn.
@Suite struct AttachmentDecodingTests {
    static func error(_ fields: String) -> String { CardDecodingTests.error(CardDecodingTests.message("{\"from\": \"them\", \(fields)}")) }
    static func poll(_ options: String, _ extra: String = "") -> String { ##""poll": {"question": "Q", "options": [\##(options)]\##(extra)}"## }

    @Test func boundsAreRefusedWithTheirPathAndRange() {
        let cases: [(String, String)] = [
            (##""document": {"name": "a.pdf", "size": -1}"##, "messages[0].document.size: -1 is out of range; allowed 0 to 9007199254740992"),
            (##""document": {"name": "a.pdf", "size": 1.5}"##, "messages[0].document.size: 1.5 is not a whole number"),
            (##""document": {"size": 1}"##, "messages[0].document.name: is required"),
            (##""document": {"name": " ", "size": 1}"##, "messages[0].document.name: has no visible character: there is nothing to draw"),
            (##""voice": {"duration": 10000001}"##, "messages[0].voice.duration: 10000001 is out of range; allowed 0 to 10000000"),
            (##""voice": {"duration": 1, "waveform": [32]}"##, "messages[0].voice.waveform[0]: 32 is not a whole number from 0 to 31"),
            (##""voice": {"duration": 1, "waveform": ["a"]}"##, "messages[0].voice.waveform[0]: expected a number, found a string"),
            (##""voice": {"duration": 1, "waveform": "%%%"}"##, "messages[0].voice.waveform: is not base64 (Telegram's waveform bytes) nor an array of numbers"),
            (##""voice": {"duration": 1, "waveform": "\##(String(repeating: "A", count: 100))"}"##, "messages[0].voice.waveform: packs 120 samples; the limit is 100"),
            (##""voice": {"duration": 1, "waveform": [\##(Array(repeating: "1", count: 101).joined(separator: ","))]}"##, "messages[0].voice.waveform: has 101 samples; the limit is 100"),
            (##""call": {"direction": "sideways"}"##, "messages[0].call.direction: unknown value \"sideways\"; valid: outgoing, incoming, missed, declined, cancelled"),
            (##""location": {"latitude": 91, "longitude": 0}"##, "messages[0].location.latitude: 91 is out of range; allowed -90 to 90"),
            (##""location": {"latitude": 0, "longitude": -180.5}"##, "messages[0].location.longitude: -180.5 is out of range; allowed -180 to 180"),
            (##""location": {"latitude": 0}"##, "messages[0].location.longitude: is required"),
            (Self.poll(##"{"text": "a", "votes": 1}"##), "messages[0].poll.options: has 1 options; a poll has 2 to 12"),
            (Self.poll(Array(repeating: ##"{"text": "a", "votes": 1}"##, count: 13).joined(separator: ",")), "messages[0].poll.options: has 13 options; a poll has 2 to 12"),
            (Self.poll(##"{"text": "\##(String(repeating: "x", count: 101))", "votes": 1}, {"text": "b", "votes": 1}"##), "messages[0].poll.options[0].text: is 101 characters long; the limit is 100"),
            (Self.poll(##"{"text": "a", "votes": 1000000001}, {"text": "b", "votes": 1}"##), "messages[0].poll.options[0].votes: 1000000001 is out of range; allowed 0 to 1000000000"),
            (Self.poll(##"{"text": "a", "votes": 1}, {"text": "b", "votes": 7}"##, ##", "totalVoters": 5"##), "messages[0].poll.options[1].votes: 7 votes is more than the poll's 5 voters (\"totalVoters\")"),
            (Self.poll(##"{"text": "a", "votes": 1}, {"text": "b", "votes": 1}"##, ##", "correct": 1"##), "messages[0].poll.correct: marks a quiz's right answer; this poll has no \"quiz\": true"),
            (Self.poll(##"{"text": "a", "votes": 1}, {"text": "b", "votes": 1}"##, ##", "quiz": true, "correct": 2"##), "messages[0].poll.correct: 2 is out of range; allowed 0 to 1"),
            (##""poll": {"question": "\##(String(repeating: "q", count: 301))", "options": []}"##, "messages[0].poll.question: is 301 characters long; the limit is 300"),
            (##""video": {"duration": 1, "width": 16}"##, "messages[0].video.width: gives the video's proportions with \"width\" and \"height\" together"),
            (##""video": {"duration": 1, "kind": "round"}, "text": "hi""##, "messages[0].video: a round video stands alone; this message also has \"text\""),
            (##""preview": {"url": "https://a.b", "large": true}"##, "messages[0].preview.large: shows the preview's image large; this preview has no \"image\""),
            (##""preview": {"url": "https://a.b"}, "call": {"direction": "outgoing"}"##, "messages[0].call: a message carries one of document, voice, audio, video, poll, location, contact, preview, call, dice; this one also has \"preview\""),
            (##""text": "hi", "spoiler": true"##, "messages[0].spoiler: hides a message's \"image\", \"images\" or \"video\"; this message has none"),
            (##""text": "hi", "tag": "a tag longer than sixteen""##, "messages[0].tag: is 25 characters long; the limit is 16"),
            (##""text": "hi", "viaBot": "bad name!""##, "messages[0].viaBot: \"bad name!\" is not a username (1 to 32 letters, digits or _)"),
            (##""text": "hi", "views": -3"##, "messages[0].views: -3 is out of range; allowed 0 to 999999999999"),
            (##""document": {"name": "a", "size": 1, "colour": 1}"##, "messages[0].document.colour: unknown key; valid keys: name, size, thumbnail"),
        ]
        for (fields, expected) in cases { #expect(Self.error(fields) == expected, "\(fields.prefix(80))") }
    }

    @Test func aKindDoesNotGoWithPhotosOrStickers() throws {
        let image = try CardImageTests.dataURI("square.webp")
        #expect(Self.error(##""image": "\##(image)", "voice": {"duration": 3}"##) == "messages[0].voice: cannot go with \"image\" on one message")
        #expect(Self.error(##""sticker": "\##(image)", "call": {"direction": "missed"}"##) == "messages[0].call: cannot go with \"sticker\" on one message")
        #expect(Self.error(##""style": "plain", "text": "x", "poll": {"question": "Q", "options": [{"text": "a", "votes": 1}, {"text": "b", "votes": 0}]}"##)
            == "messages[0].poll: is drawn in bubbles only; this message's style is plain")
    }

    @Test func aPreviewWithoutTextShowsItsLink() throws {
        let card = try Card(json: Data(CardDecodingTests.message(##"{"from": "me", "preview": {"url": "https://example.com/x"}}"##).utf8))
        #expect(card.spec.messages[0].spans.map(\.link) == ["https://example.com/x"])
    }

    /// Telegram packs five bits a sample, least significant first: any samples packed that way and written
    /// in base64 (padded, unpadded, URL-safe) come back as they were.
    @Test(arguments: 0..<20) func packedWaveformsUnpack(seed: Int) {
        var rng = SplitMix64(UInt64(seed) + 7)
        let samples = (0..<Int.random(in: 0...100, using: &rng)).map { _ in UInt8.random(in: 0...31, using: &rng) }
        var bytes = [UInt8](repeating: 0, count: (samples.count * 5 + 7) / 8)
        for (i, s) in samples.enumerated() {
            for bit in 0..<5 where (s >> UInt8(bit)) & 1 == 1 {
                let at = i * 5 + bit
                bytes[at / 8] |= UInt8(1) << UInt8(at % 8)
            }
        }
        let base64 = Data(bytes).base64EncodedString()
        for text in [base64, base64.replacingOccurrences(of: "=", with: ""),
                     base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")] {
            // Whole bytes may hold one more sample than was packed (its bits are the padding).
            let unpacked = Waveform.unpackBase64(text)
            #expect(unpacked.map { Array($0.prefix(samples.count)) } == samples)
            #expect((unpacked?.count ?? 0) - samples.count <= 1)
        }
    }
}
