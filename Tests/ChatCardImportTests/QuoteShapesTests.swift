import ChatCard
import ChatCardImport
import Foundation
import Testing

/// quote-api requests as quote bots send them: `"photo": ""`, forward labels that are whole lines, a run's
/// later messages with `name: false`, routine fields (`message_id`) that are not warned.
@Suite struct QuoteShapesTests {
    static let dot = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="

    static func request(_ messages: String) -> Data {
        Data(##"{"type": "quote", "format": "png", "backgroundColor": "#1b1429", "messages": [\##(messages)]}"##.utf8)
    }

    @Test func aRunWithHiddenNamesKeepsItsSenderAndAvatar() throws {
        let result = try CardImporter(.quoteAPI).importCard(Self.request(#"""
        {"message_id": 1, "chatId": 5, "avatar": false, "from": {"id": 5, "first_name": "Bob", "photo": ""}, "text": "first"},
        {"message_id": 2, "chatId": 5, "avatar": true, "from": {"id": 5, "name": false, "photo": {"url": "\#(Self.dot)"}}, "text": "second"}
        """#))
        let spec = try result.card().spec
        #expect(spec.messages.map(\.author) == ["Bob", "Bob"])
        #expect(spec.people["Bob"]?.avatar != nil)
        #expect(result.warnings.isEmpty, "message_id is routine; \"photo\": \"\" is no photo")
    }

    @Test func aForwardLabelIsNotRepeated() throws {
        func source(_ label: String) throws -> String? {
            let body = Self.request(#"{"from": {"id": 6, "first_name": "Cy"}, "forward": {"label": "\#(label)"}, "text": "x"}"#)
            return try CardImporter(.quoteAPI).importCard(body).card().spec.messages.first?.forwardedFrom
        }
        #expect(try source("Forwarded from Bob") == "Bob")
        #expect(try source("forwarded from Trail News") == "Trail News")
        #expect(try source("Bob") == "Bob")
        #expect(try source("") == "Forwarded message")
    }
}
