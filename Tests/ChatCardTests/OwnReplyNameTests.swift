import Foundation
import Testing
@testable import ChatCard

/// A quote of one of my messages is "You" in WhatsApp (as WhatsApp writes it), whatever name my messages go
/// under; other looks keep the name; a quote of someone else, or of a name someone else writes under, keeps it.
@Suite struct OwnReplyNameTests {
    static func quotedNames(look: Look.Name, myAuthor: String?, quoted: [String], others: [String] = ["Ann"]) throws -> [String] {
        let me = myAuthor.map { #", "author": "\#($0)""# } ?? ""
        let mine = #"{"from": "me"\#(me), "text": "nice!"}"#
        let theirs = others.map { #"{"from": "them", "author": "\#($0)", "text": "hello"}"# }
        let replies = quoted.map { #"{"from": "them", "author": "Ann", "reply": {"author": "\#($0)", "text": "nice!"}, "text": "See you"}"# }
        let json = #"{"look": "\#(look.rawValue)", "messages": [\#(([mine] + theirs + replies).joined(separator: ", "))]}"#
        let card = try Card(json: Data(json.utf8))
        let frames = try card.frames()
        let first = 1 + others.count
        return try (first..<first + quoted.count).map { i in
            // Closures out of #require: see PreviewTests.
            let replyFrame = frames.of(message: i).first { $0.kind == .reply }
            let reply = try #require(replyFrame).rect
            let name = frames.of(message: i).first { $0.kind == .author && reply.contains(Point(x: $0.rect.midX, y: $0.rect.midY)) }
            return try #require(name).text ?? ""
        }
    }

    @Test func whatsAppNamesMyQuotesYou() throws {
        #expect(try Self.quotedNames(look: .whatsapp, myAuthor: nil, quoted: ["Me", "Ann"]) == ["You", "Ann"])
        #expect(try Self.quotedNames(look: .whatsapp, myAuthor: "Sam", quoted: ["Sam", "Me", "Ann"]) == ["You", "Me", "Ann"])
        // Someone else writes under the name: it is theirs.
        #expect(try Self.quotedNames(look: .whatsapp, myAuthor: "Sam", quoted: ["Sam"], others: ["Sam"]) == ["Sam"])
    }

    @Test(arguments: [Look.Name.telegram, .chatcard])
    func otherLooksKeepTheName(_ look: Look.Name) throws {
        #expect(try Self.quotedNames(look: look, myAuthor: nil, quoted: ["Me", "Ann"]) == ["Me", "Ann"])
    }
}
