import Canvas
import ChatCard
import ChatCardImport
import Foundation
import Testing

/// What an import builds is a spec the card format holds as it stands: over random Bot API messages (texts with
/// emoji and line breaks, up to 1,000 entities of every type, nested and overlapping, replies, reactions), the
/// import's spec passes the format's check (`Card(spec:)`), checking it again changes nothing, and no
/// character of the text is lost on the way to spans.
@Suite struct ImportedSpecPropertyTests {
    static let types = ["bold", "italic", "underline", "strikethrough", "spoiler", "code", "pre", "text_link", "url", "mention",
                        "hashtag", "blockquote", "custom_emoji", "bank_card", "email"]
    static let pieces = ["word", "🙂", "é", "\n", " ", "שלום", "👍🏽", "x"]

    @Test(arguments: 0..<40)
    func anImportedSpecIsACheckedSpec(_ seed: Int) throws {
        var random = SplitMix64(UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let messages = (0..<Int.random(in: 1...6, using: &random)).map { i in Self.message(i, random: &random) }
        let input = "[" + messages.map(\.json).joined(separator: ",") + "]"
        let result = try CardImporter(.telegramBot).importCard(Data(input.utf8))
        let card = try result.card()
        #expect(try card.spec.checked() == card.spec, "seed \(seed)")
        let texts = card.spec.messages.filter { $0.style == .bubble }.map(\.text)
        for (message, text) in zip(messages, texts) where message.text.count < CardLimits.maxMessageCharacters && !VisibleText.drawsNothing(message.text) {
            #expect(text == message.text, "seed \(seed): \(message.json.prefix(300))")
        }
    }

    /// A message whose entities lie on whole characters (as Telegram sends them).
    static func message(_ id: Int, random: inout SplitMix64) -> (json: String, text: String) {
        let count = Int.random(in: 1...(Bool.random(using: &random) ? 1_500 : 40), using: &random)
        let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
        var edges = [0]
        for scalar in text.unicodeScalars { edges.append(edges.last! + scalar.utf16.count) }
        let limit = Bool.random(using: &random) ? 1_000 : 12
        let entities = (0..<Int.random(in: 0...limit, using: &random)).map { _ -> String in
            let a = edges.dropLast().randomElement(using: &random)!
            let b = edges.filter { $0 > a }.randomElement(using: &random)!
            let type = types.randomElement(using: &random)!
            let url = type == "text_link" ? #", "url": "https://example.org/\#(a)""# : ""
            return #"{"type": "\#(type)", "offset": \#(a), "length": \#(b - a)\#(url)}"#
        }
        let reply = Bool.random(using: &random) ? #", "reply_to_message": {"message_id": 0, "date": 1, "chat": {"id": 1, "type": "private"}, "text": "earlier"}"# : ""
        let json = #"{"message_id": \#(id + 1), "date": \#(1_767_225_600 + id * 60), "chat": {"id": 1, "type": "private"}, "#
            + #""from": {"id": \#(id % 3 + 1), "first_name": "P\#(id % 3)"}, "text": \#(Self.quoted(text)), "entities": [\#(entities.joined(separator: ","))]\#(reply)}"#
        return (json, text)
    }

    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self).dropFirst().dropLast().description
    }
}
