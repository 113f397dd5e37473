import ChatCard
import ChatCardImport
import Foundation
import Testing

/// Bot API messages: UTF-16 entity offsets after emoji, replies with quotes, forwards, service messages,
/// media without bytes, broken ranges.
@Suite struct TelegramBotImportTests {
    @Test func entityOffsetsCountUTF16UnitsAfterEmoji() throws {
        let result = try Fixture.imported("bot-messages.json")
        #expect(result.format == .telegramBot)
        let messages = try Fixture.messages(result)
        let ana = try #require(messages.first { $0.text.hasPrefix("👍") })
        #expect(ana.text(where: \.bold) == "thanks")
        // A family emoji is 11 UTF-16 units: the bold covers exactly it.
        let photo = try #require(messages.first { $0.text.contains("crew") })
        #expect(photo.text(where: \.bold) == "👩‍👩‍👧‍👧")
    }

    @Test func aReplyShowsTheQuoteAndItsAuthor() throws {
        let messages = try Fixture.messages(Fixture.imported("bot-messages.json"))
        let reply = try #require(messages.first { $0.text.hasPrefix("👍") }?.reply)
        #expect(reply == ReplySpec(author: "Ben", text: "since Tuesday", isQuote: true), "a partial quote, drawn with its mark")
    }

    @Test func forwardsServiceMessagesAndMediaAreDrawnAndWarned() throws {
        let result = try Fixture.imported("bot-messages.json")
        let messages = try Fixture.messages(result)
        #expect(messages.contains { $0.style == .service && $0.text == "Cyd joined the group" })
        #expect(messages.first { $0.text == "test" }?.forwardedFrom == "Coach K")
        #expect(messages.contains { $0.attachment == .voice(VoiceSpec(duration: 9)) }, "a voice note is drawn as one")
        #expect(messages.contains { $0.text == "the 👩‍👩‍👧‍👧 crew\n📷 Photo" })
        let kinds = result.warnings.counts.map(\.kind)
        #expect(kinds.contains("entity running past its text (as some Bot API libraries send them), clipped"))
        #expect(!kinds.contains { $0.contains("date_time") }, "a date_time entity is drawn as its text")
        #expect(kinds.contains("photo without its image bytes, drawn as a placeholder"))
        #expect(!kinds.contains { $0.contains("voice") })
    }

    /// A Bot API dice is the card's dice; a game or value the card cannot draw keeps its line, warned.
    @Test func diceAreDrawnAsDice() throws {
        func message(_ id: Int, _ dice: String) -> String {
            #"{"message_id": \#(id), "from": {"id": 1, "is_bot": false, "first_name": "Maya"}, "chat": {"id": 1, "type": "private"}, "date": 1700000000, "dice": \#(dice)}"#
        }
        let json = "[" + [message(1, #"{"emoji": "🎯", "value": 6}"#), message(2, #"{"emoji": "🃏", "value": 3}"#),
                          message(3, #"{"emoji": "🎲", "value": 9}"#)].joined(separator: ", ") + "]"
        let result = try CardImporter(.telegramBot).importCard(Data(json.utf8))
        let messages = try Fixture.messages(result).filter { $0.style != .service }
        #expect(messages.map(\.attachment) == [.dice(DiceSpec(game: .darts, value: 6)), nil, nil])
        #expect(messages.map(\.text) == ["", "🃏 3", "🎲 9"])
        #expect(result.warnings.counts.contains { $0.kind == "dice, drawn as a placeholder" && $0.count == 2 })
    }

    @Test func authorsOfAGroupGetTelegramsColourById() throws {
        let spec = try Fixture.imported("bot-messages.json").card().spec
        // Ana's id 1000001 % 7 = 2 (violet), Ben's 1000002 % 7 = 3 (green), from Telegram's own palette.
        #expect(spec.look == .telegram)
        #expect(spec.people["Ana Ruiz"]?.color == Color(rgb: 0x955CDB) && Color(rgb: 0x955CDB) == CardSpec.authorColor(hue: 2, theme: .light, look: .telegram))
        #expect(spec.people["Ben"]?.color == CardSpec.authorColor(hue: 3, theme: .light, look: .telegram))
        #expect(spec.messages.filter { $0.style == .bubble }.allSatisfy { $0.author != nil })
    }

    @Test func meIsChosenByIdOrName() throws {
        var options = ImportOptions()
        options.me = "1000001"
        let byID = try Fixture.messages(Fixture.imported("bot-messages.json", options: options))
        #expect(byID.filter { $0.from == .me }.count == 2)
        options.me = "Ben"
        let byName = try Fixture.messages(Fixture.imported("bot-messages.json", options: options))
        #expect(byName.filter { $0.from == .me }.map(\.text).contains("test"))
    }

    @Test func rangesThatSplitACharacterOrStartPastTheTextAreRefusedWithTheirPath() throws {
        func refusal(_ json: String) -> ImportError? {
            do { _ = try CardImporter(.telegramBot).importCard(Data(json.utf8)); return nil } catch { return error }
        }
        let split = refusal(#"{"message_id": 1, "date": 1, "text": "🙂 hi", "entities": [{"type": "bold", "offset": 1, "length": 3}]}"#)
        #expect(split?.path == "entities[0]" && split?.message.contains("splits a character") == true, "\(String(describing: split))")
        let past = refusal(#"[{"message_id": 1, "date": 1, "text": "hi", "entities": [{"type": "bold", "offset": 5, "length": 1}]}]"#)
        #expect(past?.path == "[0].entities[0]" && past?.message.contains("past the text's 2 UTF-16 units") == true)
        let wrongType = refusal(#"{"message_id": 1, "date": "soon", "text": "hi"}"#)
        #expect(wrongType?.path == "date")
        #expect(refusal(#"{"text": "hi"}"#)?.message.contains("no message_id") == true)
    }
}
