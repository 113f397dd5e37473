import ChatCard
import Foundation
import Testing

/// The card format's message parts (reply, forwardedFrom, reactions, status, edited), service items and
/// `people`: what decodes, and every refusal with its exact message.
@Suite struct MessagePartsDecodingTests {
    static func error(_ messages: String, card: String = "") -> String {
        CardDecodingTests.error(##"{\##(card)"messages": [\##(messages)]}"##)
    }

    @Test func everyPartDecodes() throws {
        let json = ##"""
            {"people": {"Maya": {"color": "#AA0000"}}, "messages": [
             {"service": "Today"},
             {"from": "me", "text": "ok", "time": "9:41", "status": "read", "edited": true, "forwardedFrom": "News",
              "reply": {"author": "Maya", "text": "Lunch?"}, "reactions": [{"emoji": "👍", "count": 3, "mine": true}, {"emoji": "🔥"}]}]}
            """##
        let spec = try Card(json: Data(json.utf8)).spec
        #expect(spec.people["Maya"]?.color == Color(rgb: 0xAA0000))
        #expect(spec.messages[0].style == .service && spec.messages[0].text == "Today")
        let m = spec.messages[1]
        #expect(m.status == .read && m.edited && m.forwardedFrom == "News")
        #expect(m.reply == ReplySpec(author: "Maya", text: "Lunch?"))
        #expect(m.reactions == [ReactionSpec(emoji: "👍", count: 3, mine: true), ReactionSpec(emoji: "🔥")])
    }

    /// A reply to a photo or to a message of a kind needs no text: the kind's word stands in, as Telegram
    /// writes it; an empty text likewise.
    @Test func aReplyWithoutTextShowsItsKindsWord() throws {
        let jpeg = FieldWalkTests.jpeg
        func reply(_ fields: String) throws -> ReplySpec? {
            try Card(json: Data(##"{"messages": [{"from": "me", "text": "ok", "reply": {"author": "Maya", \##(fields)}}]}"##.utf8)).spec.messages[0].reply
        }
        #expect(try reply(##""image": "\##(jpeg)""##)?.text == "Photo")
        #expect(try reply(##""image": "\##(jpeg)", "text": """##)?.text == "Photo")
        #expect(try reply(##""kind": "voice""##)?.text == "Voice message")
        #expect(try reply(##""kind": "document", "text": """##)?.text == "File")
        #expect(try reply(##""kind": "poll", "text": "Lunch?""##)?.text == "Lunch?")
        for kind in ReplyKind.allCases { #expect(try reply(##""kind": "\##(kind.rawValue)""##)?.text == kind.word) }
        let png = try Card(json: Data(##"{"messages": [{"from": "me", "text": "ok", "reply": {"author": "Maya", "image": "\##(jpeg)"}}]}"##.utf8)).render()
        #expect(png.count > 1000)
    }

    @Test func refusalsNameTheFieldAndTheReason() {
        let me = ##""from": "me", "text": "x""##
        #expect(Self.error(##"{"from": "them", "text": "x", "status": "read"}"##) == "messages[0].status: only messages from me have a delivery status")
        #expect(Self.error(##"{\##(me), "status": "seen"}"##) == "messages[0].status: unknown value \"seen\"; valid: sent, delivered, read")
        #expect(Self.error(##"{\##(me), "edited": "yes"}"##) == "messages[0].edited: expected true or false, found a string")
        #expect(Self.error(##"{\##(me), "style": "highlight", "reply": {"text": "a"}}"##)
                == "messages[0].reply: is drawn in bubbles only; this message's style is highlight")
        #expect(Self.error(##"{\##(me), "style": "plain", "reactions": [{"emoji": "👍"}]}"##)
                == "messages[0].reactions: is drawn in bubbles only; this message's style is plain")
        #expect(Self.error(##"{\##(me), "reply": {"author": "Maya"}}"##) == "messages[0].reply.text: is required (unless the reply has an image or a kind)")
        #expect(Self.error(##"{\##(me), "reply": {"author": "Maya", "text": ""}}"##) == "messages[0].reply.text: has no visible character: there is nothing to draw")
        #expect(Self.error(##"{\##(me), "reply": {"author": "Maya", "kind": "fax"}}"##).hasPrefix(#"messages[0].reply.kind: unknown value "fax"; valid: photo, video"#))
        #expect(Self.error(##"{\##(me), "reply": {"text": "   "}}"##) == "messages[0].reply.text: has no visible character: there is nothing to draw")
        #expect(Self.error(##"{\##(me), "reply": {"text": "a", "quote": "b"}}"##) == "messages[0].reply.quote: expected true or false, found a string")
        #expect(Self.error(##"{\##(me), "reply": {"text": "a", "colour": "b"}}"##) == "messages[0].reply.colour: unknown key; valid keys: author, text, quote, image, kind")
        #expect(Self.error(##"{\##(me), "forwardedFrom": ""}"##) == "messages[0].forwardedFrom: has no visible character: there is nothing to draw")
        #expect(Self.error(##"{\##(me), "reactions": {"emoji": "👍"}}"##) == "messages[0].reactions: expected an array, found an object")
        #expect(Self.error(##"{\##(me), "reactions": [{"count": 2}]}"##) == "messages[0].reactions[0].emoji: is required")
        #expect(Self.error(##"{\##(me), "reactions": [{"emoji": "👍", "count": 0}]}"##)
                == "messages[0].reactions[0].count: 0 is out of range; allowed 1 to 999999999")
        #expect(Self.error(##"{\##(me), "reactions": [{"emoji": "👍", "count": 2.5}]}"##) == "messages[0].reactions[0].count: 2.5 is not a whole number")
        #expect(Self.error(##"{\##(me), "reactions": [{"emoji": "hello"}]}"##) == "messages[0].reactions[0].emoji: is 5 characters long; the limit is 4")
        let many = Array(repeating: ##"{"emoji": "👍"}"##, count: 21).joined(separator: ",")
        #expect(Self.error(##"{\##(me), "reactions": [\##(many)]}"##) == "messages[0].reactions: has 21 reactions; the limit is 20")
    }

    @Test func serviceItemsAndPeopleAreChecked() {
        #expect(Self.error(##"{"service": "Today", "from": "me"}"##) == "messages[0].from: unknown key; valid keys: service, delay")
        #expect(Self.error(##"{"service": " "}"##) == "messages[0].service: has no visible character: there is nothing to draw")
        #expect(Self.error(##"{"service": 5}"##) == "messages[0].service: expected a string, found a number")
        #expect(Self.error(##"{"from": "me", "text": "x", "style": "service"}"##)
                == "messages[0].style: unknown value \"service\"; valid: bubble, highlight, plain")
        #expect(Self.error(##"{"from": "me", "text": "x"}"##, card: ##""people": {"Maya": {"colour": "#fff"}}, "##)
                == "people.Maya.colour: unknown key; valid keys: color, avatar")
        #expect(Self.error(##"{"from": "me", "text": "x"}"##, card: ##""people": {"Maya": {"color": "red"}}, "##).hasPrefix("people.Maya.color: "))
        #expect(Self.error(##"{"from": "me", "text": "x"}"##, card: ##""people": ["Maya"], "##) == "people: expected an object, found an array")
        #expect(Self.error(##"{"from": "me", "text": "x"}"##, card: ##""avatars": "yes", "##)
                == "avatars: unknown value \"yes\"; valid: auto, them, all, none")
        let crowd = (0...500).map { ##""p\##($0)": {}"## }.joined(separator: ",")
        #expect(Self.error(##"{"from": "me", "text": "x"}"##, card: ##""people": {\##(crowd)}, "##) == "people: has 501 people; the limit is 500")
    }
}
