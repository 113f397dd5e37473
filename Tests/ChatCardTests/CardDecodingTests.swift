import ChatCard
import Foundation
import Testing

@Suite struct CardDecodingTests {
    static func error(_ json: String) -> String {
        do { _ = try Card(json: Data(json.utf8)); return "no error" } catch { return error.description }
    }

    static func message(_ fields: String) -> String { ##"{"messages": [\##(fields)]}"## }

    @Test func validCardsDecode() throws {
        let card = try Card(json: Data(##"{"width": 320, "theme": "dark", "messages": [{"from": "me", "text": "hi"}]}"##.utf8))
        #expect(card.spec.width == 320 && card.spec.theme == .dark && card.spec.messages[0].text == "hi")
        #expect(try SampleCard.card.spec.messages.count == 9)
        for file in ["basic", "dark-rtl", "styles"] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cards/\(file).json")
            let card = try Card(json: Data(contentsOf: url))
            #expect(!card.spec.messages.isEmpty, "\(file).json")
        }
    }

    @Test func invalidJSONReportsLineAndColumn() {
        #expect(Self.error("{\n  \"width\": 300,\n  \"theme\": tru\n}") == "invalid JSON at line 3, column 12: expected a value but found 't'")
        #expect(Self.error(##"{"messages": [1, 2,]}"##) == "invalid JSON at line 1, column 20: expected a value but found ']'")
        #expect(Self.error(##"{"width": NaN}"##) == "invalid JSON at line 1, column 11: expected a value but found 'N'")
        #expect(Self.error(##"{"width": 1e999}"##) == "invalid JSON at line 1, column 11: number 1e999 is out of range")
        #expect(Self.error(##"{"a": 1, "a": 2}"##) == "invalid JSON at line 1, column 10: duplicate key \"a\"")
        // Past the members searched one by one, a set finds the repeat: early, late, and among later ones.
        let many = (0..<40).map { #""k\#($0)": \#($0)"# }
        for (repeated, at) in [("k3", 20), ("k39", 40), ("k25", 40)] {
            let text = "{" + (Array(many[..<at]) + [#""\#(repeated)": 0"#]).joined(separator: ",") + "}"
            #expect(Self.error(text).hasSuffix("duplicate key \"\(repeated)\""), "\(repeated) after \(at) members")
        }
        #expect(Self.error("") == "invalid JSON at line 1, column 1: expected a value but found the end of the input")
        #expect(Self.error(##"{"messages": []} x"##) == "invalid JSON at line 1, column 18: unexpected text after the end of the document")
    }

    @Test func unknownKeysAreErrorsNamingThePath() {
        #expect(Self.error(##"{"colour": "#fff", "messages": []}"##)
                == "colour: unknown key; valid keys: width, height, fit, scale, theme, look, background, padding, font, direction, title, bubbleBorder, people, avatars, names, messages, $schema")
        #expect(Self.error(Self.message(##"{"from": "me", "text": "x", "colour": "#fff"}"##))
                == "messages[0].colour: unknown key; valid keys: from, text, spans, author, time, style, align, color, fill, tail, reply, forwardedFrom, reactions, status, edited, entities, image, images, sticker, avatar, document, voice, audio, video, poll, location, contact, preview, call, dice, spoiler, signature, views, viaBot, tag, thread, sms, delay, typing")
        #expect(Self.error(Self.message(##"{"from": "me", "spans": [{"text": "x", "undreline": "single"}]}"##))
                .hasPrefix("messages[0].spans[0].undreline: unknown key; valid keys: text, bold, italic"))
    }

    @Test func choicesListTheValidValues() {
        #expect(Self.error(Self.message(##"{"from": "me", "spans": [{"text": "a"}, {"text": "b", "underline": {"style": "zigzag"}}]}"##))
                == "messages[0].spans[1].underline.style: unknown value \"zigzag\"; valid: single, thick, double, dotted, dashed, dashDot, dashDotDot, wavy, largeDot")
        #expect(Self.error(Self.message(##"{"from": "you", "text": "x"}"##)) == "messages[0].from: unknown value \"you\"; valid: me, them")
        #expect(Self.error(##"{"theme": "sepia", "messages": [{"from": "me", "text": "x"}]}"##) == "theme: unknown value \"sepia\"; valid: light, dark")
        #expect(Self.error(Self.message(##"{"from": "me", "text": "x", "style": "card"}"##)) == "messages[0].style: unknown value \"card\"; valid: bubble, highlight, plain")
    }

    @Test func numbersAreRangeChecked() {
        #expect(Self.error(##"{"width": 100, "messages": [{"from": "me", "text": "x"}]}"##) == "width: 100 is out of range; allowed 160 to 2048")
        #expect(Self.error(##"{"scale": 5, "messages": [{"from": "me", "text": "x"}]}"##) == "scale: 5 is out of range; allowed 1 to 4")
        #expect(Self.error(##"{"font": {"size": 200}, "messages": [{"from": "me", "text": "x"}]}"##) == "font.size: 200 is out of range; allowed 6 to 96")
        #expect(Self.error(##"{"scale": "2", "messages": [{"from": "me", "text": "x"}]}"##) == "scale: expected a number, found a string")
    }

    @Test func bubbleBorderIsCheckedAndDefaultsToTheThemeSeparator() throws {
        let ok = try Card(json: Data(##"{"bubbleBorder": {}, "messages": [{"from": "me", "text": "x"}]}"##.utf8))
        #expect(ok.spec.bubbleBorder == BorderSpec(width: 1, color: nil))
        #expect(Self.error(##"{"bubbleBorder": {"width": 9}, "messages": [{"from": "me", "text": "x"}]}"##)
                == "bubbleBorder.width: 9 is out of range; allowed 0.25 to 4")
        #expect(Self.error(##"{"bubbleBorder": {"colour": "#000"}, "messages": [{"from": "me", "text": "x"}]}"##)
                == "bubbleBorder.colour: unknown key; valid keys: width, color")
        #expect(Self.error(##"{"bubbleBorder": 1, "messages": [{"from": "me", "text": "x"}]}"##).hasPrefix("bubbleBorder: expected an object"))
    }

    @Test func colorsAreValidated() {
        #expect(Self.error(Self.message(##"{"from": "me", "text": "x", "fill": "blue"}"##))
                == "messages[0].fill: invalid color \"blue\": must start with '#'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA")
        #expect(Self.error(##"{"background": "#12345", "messages": [{"from": "me", "text": "x"}]}"##)
                == "background: invalid color \"#12345\": has 5 hex digits; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA or \"transparent\"")
    }

    @Test func messageShapeRules() {
        #expect(Self.error(##"{"messages": []}"##) == "messages: needs at least one message")
        #expect(Self.error(##"{"width": 300}"##) == "messages: needs at least one message")
        #expect(Self.error(Self.message(##"{"from": "me", "text": "x", "spans": [{"text": "y"}]}"##))
                == "messages[0]: has both \"text\" and \"spans\"; give exactly one")
        #expect(Self.error(Self.message(##"{"from": "me"}"##)) == "messages[0]: needs \"text\", \"spans\", \"image\", \"images\", \"sticker\" or one of \"document\", \"voice\", \"audio\", \"video\", \"poll\", \"location\", \"contact\", \"preview\", \"call\", \"dice\"")
        #expect(Self.error(Self.message(##"{"text": "x"}"##)) == "messages[0].from: is required")
        #expect(Self.error(Self.message(##"{"from": "me", "spans": []}"##)) == "messages[0].spans: needs at least one span")
        #expect(Self.error(Self.message(##"{"from": "me", "spans": [{"bold": true}]}"##)) == "messages[0].spans[0].text: is required")
        #expect(Self.error(Self.message(##"{"from": "me", "text": 5}"##)) == "messages[0].text: expected a string, found a number")
    }

    @Test(arguments: ["", "   ", "\\n\\n", "\\t \\u00A0", "\\u200B", "\\u200D\\u200E", "\\u3000"])
    func messagesWithNothingVisibleAreRefused(text: String) {
        let nothing = "has no visible character (only spaces, line breaks or invisible marks): there is nothing to draw"
        #expect(Self.error(Self.message(##"{"from": "me", "text": "\##(text)"}"##)) == "messages[0].text: \(nothing)")
        #expect(Self.error(Self.message(##"{"from": "them", "style": "highlight", "spans": [{"text": "\##(text)"}, {"text": " "}]}"##))
                == "messages[0].spans: \(nothing)")
        #expect(Self.error(Self.message(##"{"from": "me", "spans": [{"text": "\##(text)"}, {"text": "."}]}"##)) == "no error")
    }

    @Test func sizeLimitsAreEnforcedBeforeRendering() {
        let tooMany = "{\"messages\": [" + Array(repeating: ##"{"from": "me", "text": "x"}"##, count: 501).joined(separator: ",") + "]}"
        #expect(Self.error(tooMany) == "messages: has 501 messages; the limit is 500")
        let long = String(repeating: "a", count: 20_001)
        #expect(Self.error(Self.message(##"{"from": "me", "text": "\##(long)"}"##)) == "messages[0].text: is 20001 characters long; the limit is 20000")
        let huge = Data(count: CardLimits.maxInputBytes + 1)
        #expect(throws: CardError(path: "", message: "input is 25165825 bytes; the limit is 25165824 bytes (24 MiB)")) { try Card(json: huge) }
    }

    @Test func overridesAreChecked() throws {
        let card = try SampleCard.card
        #expect(try card.with(scale: 3, theme: .dark).spec.scale == 3)
        #expect(throws: CardError(path: "scale", message: "0.5 is out of range; allowed 1 to 4")) { try card.with(scale: 0.5) }
    }

    /// Null is an absent key everywhere (as the schema says), and entities need the text they apply to.
    @Test func nullIsAbsentAndEntitiesNeedText() throws {
        let png = try CardImageTests.dataURI("quadrants.png")
        _ = try Card(json: Data(Self.message(##"{"from": "me", "text": "hi", "spans": null, "image": null}"##).utf8))
        #expect(Self.error(Self.message(##"{"service": null, "from": "me", "text": "hi"}"##)).hasPrefix("messages[0].service: unknown key"))
        #expect(Self.error(Self.message(##"{"from": "me", "text": null}"##)).hasPrefix("messages[0]: needs \"text\""))
        #expect(Self.error(Self.message(##"{"from": "me", "image": "\##(png)", "entities": [{"type": "bold", "offset": 0, "length": 1}]}"##))
                == "messages[0].entities: apply to \"text\"; give them with text")
        #expect(Self.error(##"{"$schema": 5, "messages": [{"from": "me", "text": "hi"}]}"##) == "$schema: expected a string, found a number")
        #expect(SampleCard.json.contains(##""$schema": "card.schema.json""##))
    }
}

/// A card-format path to the line of its value, for error messages at their line.
@Suite struct JSONLocatorTests {
    static let text = """
        {
          "width": 300,
          "messages": [
            {"from": "them", "text": "a"},
            {
              "from": "me",
              "reactions": [{"emoji": "x"}, {"emoji": "y",
                "count": "lots"}]
            }
          ],
          "people": {"Maya": {"color": "#zz"}}
        }
        """

    @Test func findsTheLineOfAValue() {
        #expect(JSONLocator.line(of: "", in: Self.text) == 1)
        #expect(JSONLocator.line(of: "width", in: Self.text) == 2)
        #expect(JSONLocator.line(of: "messages[0].text", in: Self.text) == 4)
        #expect(JSONLocator.line(of: "messages[1].reactions[1].count", in: Self.text) == 8)
        #expect(JSONLocator.line(of: "people.Maya.color", in: Self.text) == 11)
        // A missing key: the deepest value that is there (the message's object).
        #expect(JSONLocator.line(of: "messages[1].author", in: Self.text) == 5)
        #expect(JSONLocator.line(of: "messages[9].text", in: Self.text) == 3)
        #expect(JSONLocator.line(of: "messages[1].reactions[1].count", in: "{\"messages\": [1, {") == 1)
    }
}
