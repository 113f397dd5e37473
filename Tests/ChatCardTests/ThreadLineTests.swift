import Canvas
import Foundation
import Testing
@testable import ChatCard

/// Slack writes a reply as a line above the text, "replied to Maya's thread: " and the answered text on one line
/// ("your thread" for one of mine); a partial quote or a reply with a picture keeps the blockquote, and no other
/// look writes the line.
@Suite struct ThreadLineTests {
    static let picture = "avatar-leo.png"
    static let words = ["nice", "the story editor finally ships", "Ship it", "ok", "مرحبا", "a rather long sentence about the plan for tonight"]

    static func card(_ look: Look.Name, width: Int, reply: String, text: String) throws -> Card {
        let json = #"""
        {"look": "\#(look.rawValue)", "width": \#(width), "messages": [
          {"from": "me", "time": "9:40", "text": "Hello"},
          {"from": "them", "author": "Maya", "time": "9:41", "reply": \#(reply), "text": "\#(text)"}]}
        """#
        return try Card(json: Data(json.utf8))
    }

    @Test func slackSaysWhoseThreadAboveTheText() throws {
        var rng = SplitMix64(0x7412)
        for round in 0..<50 {
            let answered = (0..<Int.random(in: 1...6, using: &rng)).map { _ in Self.words[Int.random(in: 0..<Self.words.count, using: &rng)] }.joined(separator: " ")
            let author = ["Omar", "Me", nil][Int.random(in: 0...2, using: &rng)]
            let reply = #"{\#(author.map { #""author": "\#($0)", "# } ?? "")"text": "\#(answered)"}"#
            let card = try Self.card(.slack, width: Int.random(in: 240...520, using: &rng), reply: reply, text: "Sure")
            let frames = try card.frames().of(message: 1)
            let lineFrame = frames.first { $0.kind == .reply }
            let line = try #require(lineFrame, "round \(round): no reply line")
            let owner = author == "Me" ? "your" : author.map { "\($0)’s" } ?? "a"
            #expect(line.text == "replied to \(owner) thread: \(answered)", "round \(round): \(line.text ?? "")")
            let bodyFrame = frames.first { $0.kind == .text && $0.text == "Sure" }
            let body = try #require(bodyFrame, "round \(round): no text")
            #expect(line.rect.maxY <= body.rect.minY + 0.5, "round \(round): the line is not above the text")
            #expect(line.rect.height < body.rect.height * 1.5, "round \(round): the line wraps (\(line.rect.height) pt)")
            #expect(line.rect.maxX <= card.spec.width - card.spec.padding + 0.5, "round \(round): the line runs out of the column")
        }
    }

    @Test func quotesAndPicturesKeepTheBlockAndOtherLooksWriteNoLine() throws {
        for reply in [#"{"author": "Omar", "text": "the plan", "quote": true}"#, #"{"author": "Omar", "text": "the plan", "image": "\#(try CardImageTests.dataURI(Self.picture))"}"#] {
            let frames = try Self.card(.slack, width: 380, reply: reply, text: "Sure").frames().of(message: 1)
            #expect(frames.contains { $0.kind == .reply && $0.text?.hasPrefix("replied to") == false }, "\(reply)")
        }
        for look in Look.Name.allCases where look != .slack {
            let frames = try Self.card(look, width: 380, reply: #"{"author": "Omar", "text": "the plan"}"#, text: "Sure").frames()
            #expect(!frames.frames.contains { $0.element.text?.hasPrefix("replied to") == true }, "\(look)")
        }
    }
}
