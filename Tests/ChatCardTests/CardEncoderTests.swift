import Foundation
import PropertyBased
import Testing
@testable import ChatCard

/// `CardEncoder` is the decoder's inverse: a spec written in the card format and read back is the same spec,
/// for every field of the format (each with a value other than its default) and for random cards made of
/// them; `Card(spec:)` checks a spec built in code as the decoder checks JSON.
@Suite struct CardEncoderTests {
    static func decoded(_ json: String, files: FileAccess = .relative(to: CardImageTests.images)) throws -> CardSpec {
        try CardDecoder.decode(Data(json.utf8), files: files)
    }

    /// decode(encode(spec)) == spec, and the text it writes is stable.
    static func expectRoundTrip(_ spec: CardSpec, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = CardEncoder.encode(spec)
        let again = try CardDecoder.card(written, images: ImageSources(reading: spec.allImages))
        let differs = zip(spec.messages, again.messages).enumerated().first { $0.element.0 != $0.element.1 }
        var unchanged = again
        unchanged.messages = spec.messages
        #expect(again == spec, "\(name): read back differs (card fields \(unchanged == spec ? "same" : "differ"), message \(differs.map { "\($0.offset): \($0.element.0) ≠ \($0.element.1)" } ?? "-"))",
                sourceLocation: sourceLocation)
        #expect(CardEncoder.encode(again) == written, "\(name): written twice differs", sourceLocation: sourceLocation)
    }

    @Test func everyFieldOfTheFormatReadsBackAsWritten() throws {
        #expect(FieldWalkTests.changes.count > 100)
        for (field, change) in FieldWalkTests.changes.sorted(by: { $0.key < $1.key }) {
            for json in [change.base, change.changed] {
                try Self.expectRoundTrip(try Self.decoded(json), field)
            }
        }
        try Self.expectRoundTrip(SampleCard.card.spec, "sample")
    }

    /// Cards of random messages from the field walk (each message with its fields and pictures) under a
    /// random card's fields: many fields at once, in any mix.
    @Test func randomCardsReadBackAsWritten() throws {
        let cards = try FieldWalkTests.changes.values.flatMap { [$0.base, $0.changed] }.sorted().map { try Self.decoded($0) }
        let messages = cards.flatMap(\.messages)
        var random = Xoshiro(seed: (0xC0DE, 1, 2, 3))  // the same cards every run
        for round in 0..<300 {
            var spec = cards.randomElement(using: &random)!
            spec.messages = (0..<Int.random(in: 1...12, using: &random)).map { _ in messages.randomElement(using: &random)! }
            try Self.expectRoundTrip(spec, "round \(round)")
        }
    }

    /// A text without styles is written as `text`; anything more as `spans`.
    @Test func plainTextIsWrittenAsText() throws {
        let spec = try Self.decoded(#"{"messages": [{"from": "me", "text": "Hi"}, {"from": "them", "spans": [{"text": "Hi", "bold": true}]}]}"#)
        let text = CardEncoder.encode(spec).text(pretty: false)
        #expect(text == #"{"messages":[{"from":"me","text":"Hi"},{"from":"them","spans":[{"text":"Hi","bold":true}]}]}"#)
    }

    /// Pictures read from a file are written as that file, and `Card(spec:)` does not read them again.
    @Test func filePicturesStayFilesAndAreNotReadAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("encoder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(Data(base64Encoded: String(FieldWalkTests.png.split(separator: ",")[1])))
        try png.write(to: folder.appendingPathComponent("p.png"))
        let spec = try Self.decoded(#"{"messages": [{"from": "them", "image": {"file": "p.png"}}]}"#, files: .relative(to: folder.path))
        #expect(CardEncoder.encode(spec).text(pretty: false).contains(#""image":{"file":"p.png"}"#))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("p.png"))
        #expect(try Card(spec: spec).spec == spec)
    }

    /// A spec built in code meets the decoder's rules, refused with the field's path.
    @Test func aSpecBuiltInCodeIsCheckedAsJSONIs() throws {
        var spec = CardSpec()
        spec.messages = [MessageSpec(from: .them, spans: [SpanSpec(text: "Hi")])]
        #expect(try Card(spec: spec).spec == spec)
        var wide = spec
        wide.width = 100_000
        #expect(throws: CardError(path: "width", message: "100000 is out of range; allowed 160 to 2048")) { try Card(spec: wide) }
        var empty = spec
        empty.messages = []
        #expect(throws: CardError(path: "messages", message: "needs at least one message")) { try Card(spec: empty) }
        var noisy = spec
        noisy.messages[0].reactions = Array(repeating: ReactionSpec(emoji: "👍"), count: CardLimits.maxReactions + 1)
        #expect(throws: CardError.self) { try Card(spec: noisy) }
        #expect((try? Card(spec: noisy)) == nil)
        var invisible = spec
        invisible.messages[0].spans = [SpanSpec(text: "\u{200B}")]
        let error = try #require(throws: CardError.self) { try Card(spec: invisible) }
        #expect(error.path == "messages[0].text")
        var status = spec
        status.messages[0].status = .read
        #expect((try #require(throws: CardError.self) { try Card(spec: status) }).path == "messages[0].status")
    }
}
