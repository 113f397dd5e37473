import ChatCard
import Foundation
import Testing

/// Telegram entities: UTF-16 offsets as Telegram sends them, nesting, every refusal, and the same pixels
/// as the equivalent spans.
@Suite struct TelegramEntityTests {
    static func spans(_ text: String, _ entities: String) throws -> [SpanSpec] {
        let json = ##"{"messages": [{"from": "them", "text": "\##(text)", "entities": [\##(entities)]}]}"##
        return try Card(json: Data(json.utf8)).spec.messages[0].spans
    }

    static func error(_ text: String, _ entities: String, style: String = "bubble") -> String {
        CardDecodingTests.error(##"{"messages": [{"from": "them", "style": "\##(style)", "text": "\##(text)", "entities": [\##(entities)]}]}"##)
    }

    @Test func offsetsCountUTF16CodeUnits() throws {
        // 😀 is 2 units, 🇯🇵 4, 👩‍💻 5 (2 + ZWJ + 2), é as e + U+0301 is 2, Arabic letters 1 each.
        let cases: [(text: String, offset: Int, length: Int, bold: String)] = [
            ("😀 hi there", 3, 2, "hi"),
            ("🇯🇵 Tokyo", 5, 5, "Tokyo"),
            ("👩‍💻 code", 6, 4, "code"),
            ("cafe\u{301} ok", 0, 5, "cafe\u{301}"),
            ("مرحبا بالعالم", 6, 7, "بالعالم"),
        ]
        for c in cases {
            let spans = try Self.spans(c.text, ##"{"type": "bold", "offset": \##(c.offset), "length": \##(c.length)}"##)
            #expect(spans.map(\.text).joined() == c.text, "nothing lost or added")
            #expect(spans.filter(\.bold).map(\.text) == [c.bold], "\(c.text)")
        }
    }

    @Test func anEntityMayCutInsideACharacter() throws {
        // Telegram counts code units, not characters: a combining accent may be styled on its own.
        let spans = try Self.spans("cafe\u{301}!", ##"{"type": "bold", "offset": 4, "length": 1}"##)
        #expect(spans.map(\.text).joined() == "cafe\u{301}!" && spans.filter(\.bold).map { $0.text.unicodeScalars.map(\.value) } == [[0x301]])
    }

    @Test func nestedAndOverlappingEntitiesCombine() throws {
        let spans = try Self.spans("Bold italic link", ##"""
            {"type": "bold", "offset": 0, "length": 11}, {"type": "italic", "offset": 5, "length": 11},
            {"type": "text_link", "offset": 12, "length": 4, "url": "https://example.com"}
            """##)
        #expect(spans.map(\.text) == ["Bold ", "italic", " ", "link"])
        #expect(spans.map(\.bold) == [true, true, false, false] && spans.map(\.italic) == [false, true, true, true])
        #expect(spans[3].link == "https://example.com")
        let kinds = try Self.spans("@maya #tag /start a@b.co +1 555 x", ##"""
            {"type": "mention", "offset": 0, "length": 5}, {"type": "hashtag", "offset": 6, "length": 4},
            {"type": "bot_command", "offset": 11, "length": 6}, {"type": "email", "offset": 18, "length": 6},
            {"type": "phone_number", "offset": 25, "length": 6}, {"type": "custom_emoji", "offset": 32, "length": 1, "custom_emoji_id": "5"}
            """##)
        #expect(kinds[0].mention && kinds[2].hashtag && kinds[4].mention)
        #expect(kinds[6].link == "mailto:a@b.co" && kinds[8].link == "tel:+1 555" && kinds[10].text == "x")
        let blocks = try Self.spans("a\\nquote\\ncode", ##"""
            {"type": "blockquote", "offset": 2, "length": 5}, {"type": "pre", "offset": 8, "length": 4, "language": "swift"}
            """##)
        #expect(blocks.map(\.block) == [nil, .quote, nil, .pre(language: "swift")])
    }

    @Test func refusalsNameTheEntity() {
        #expect(Self.error("😀 hi", ##"{"type": "bold", "offset": 1, "length": 2}"##)
                == "messages[0].entities[0]: offset 1 splits a surrogate pair (a character outside the BMP, such as most emoji, counts 2 UTF-16 code units)")
        #expect(Self.error("hi 😀", ##"{"type": "bold", "offset": 0, "length": 4}"##)
                == "messages[0].entities[0]: the end at 4 splits a surrogate pair (a character outside the BMP, such as most emoji, counts 2 UTF-16 code units)")
        #expect(Self.error("hello", ##"{"type": "bold", "offset": 3, "length": 5}"##)
                == "messages[0].entities[0]: offset 3 + length 5 runs past the text's 5 UTF-16 code units")
        #expect(Self.error("hello", ##"{"type": "blink", "offset": 0, "length": 1}"##).hasPrefix(
            "messages[0].entities[0].type: unknown value \"blink\"; valid: bold, italic, underline, strikethrough, spoiler, code, pre, text_link"))
        #expect(Self.error("hello", ##"{"type": "bold", "offset": 0, "length": 0}"##)
                == "messages[0].entities[0].length: 0 is out of range; allowed 1 to 40000")
        #expect(Self.error("hello", ##"{"type": "bold", "offset": 0.5, "length": 1}"##) == "messages[0].entities[0].offset: 0.5 is not a whole number")
        #expect(Self.error("hello", ##"{"type": "bold", "length": 1}"##) == "messages[0].entities[0].offset: is required")
        #expect(Self.error("hello", ##"{"type": "text_link", "offset": 0, "length": 1}"##) == "messages[0].entities[0].url: is required for a text_link")
        #expect(Self.error("hello", ##"{"type": "bold", "offset": 0, "length": 1, "url": "x"}"##)
                == "messages[0].entities[0].url: belongs to text_link entities only")
        #expect(Self.error("hello", ##"{"type": "code", "offset": 0, "length": 1, "language": "c"}"##)
                == "messages[0].entities[0].language: belongs to pre entities only")
        #expect(Self.error("a\\nb", ##"{"type": "pre", "offset": 2, "length": 1}"##, style: "highlight")
                == "messages[0].entities: block quotes and pre blocks are drawn in bubbles only; this message's style is highlight")
        #expect(CardDecodingTests.error(##"{"messages": [{"from": "me", "spans": [{"text": "x"}], "entities": []}]}"##)
                == "messages[0].entities: apply to \"text\"; give them with text, not with spans")
        let many = Array(repeating: ##"{"type": "bold", "offset": 0, "length": 1}"##, count: 1001).joined(separator: ",")
        #expect(Self.error("hello", many) == "messages[0].entities: has 1001 entities; the limit is 1000")
    }

    /// Telegram's newer `date_time` entity: accepted with its instant and format, its text drawn as written.
    @Test func aDateTimeEntityKeepsItsText() throws {
        let spans = try Self.spans("at 09:00 then", ##"{"type": "date_time", "offset": 3, "length": 5, "unix_time": 1767250800, "date_time_format": "t"}"##)
        #expect(spans.map(\.text).joined() == "at 09:00 then" && spans.allSatisfy { !$0.bold && $0.link == nil })
        #expect(Self.error("at 09:00", ##"{"type": "bold", "offset": 0, "length": 2, "unix_time": 5}"##)
                == "messages[0].entities[0].unix_time: belongs to date_time entities only")
        #expect(Self.error("at 09:00", ##"{"type": "date_time", "offset": 3, "length": 5, "unix_time": 1e15}"##)
                .hasPrefix("messages[0].entities[0].unix_time: 1000000000000000"))
        #expect(Self.error("at 09:00", ##"{"type": "date_time", "offset": 3, "length": 5, "date_time_format": 7}"##)
                .hasPrefix("messages[0].entities[0].date_time_format: expected a string"))
    }

    @Test func entitiesAndSpansDrawTheSamePixels() throws {
        let text = "Hi 😀 bold code and a spoiler #tag https://x.org"
        let viaEntities = ##"{"width": 320, "messages": [{"from": "them", "text": "\##(text)", "entities": [{"type": "bold", "offset": 6, "length": 4}, {"type": "code", "offset": 11, "length": 4}, {"type": "spoiler", "offset": 22, "length": 7}, {"type": "hashtag", "offset": 30, "length": 4}, {"type": "url", "offset": 35, "length": 13}]}]}"##
        let viaSpans = ##"{"width": 320, "messages": [{"from": "them", "spans": [{"text": "Hi 😀 "}, {"text": "bold", "bold": true}, {"text": " "}, {"text": "code", "code": true}, {"text": " and a "}, {"text": "spoiler", "spoiler": true}, {"text": " "}, {"text": "#tag", "hashtag": true}, {"text": " "}, {"text": "https://x.org", "link": "https://x.org"}]}]}"##
        let a = try Card(json: Data(viaEntities.utf8)).render(), b = try Card(json: Data(viaSpans.utf8)).render()
        #expect(a == b)
        let plain = try Card(json: Data(##"{"width": 320, "messages": [{"from": "them", "text": "\##(text)"}]}"##.utf8)).render()
        #expect(a != plain, "the entities change the picture")
    }
}
