import ChatCard
import ChatCardImport
import Foundation
import Testing

/// Exports stream by: their messages are read one at a time, the file in place, and only a card's share is kept.
struct StreamingTests {
    @Test func aStreamedParseHandsOutTheElementsAndKeepsTheRest() throws {
        let text = #"{"a": 1, "chats": {"list": [{"name": "x", "messages": [{"id": 1}, {"id": 2}]}, {"messages": [3]}]}, "z": [4]}"#
        var seen: [String] = []
        let json = try Data(text.utf8).withUnsafeBytes { bytes in
            try JSONValue.parse(bytes, streaming: [[.key("chats"), .key("list"), .anyIndex, .key("messages")]], element: { array, index, value in
                seen.append("\(array.path)[\(index)] \(value.text(pretty: false)) after \(array.siblings.map(\.key))")
                return true
            })
        }
        #expect(seen == [#"chats.list[0].messages[0] {"id":1} after ["name"]"#, #"chats.list[0].messages[1] {"id":2} after ["name"]"#,
                         "chats.list[1].messages[0] 3 after []"])
        #expect(json.text(pretty: false) == #"{"a":1,"chats":{"list":[{"name":"x","messages":[]},{"messages":[]}]},"z":[4]}"#)
        // The rest is checked as strictly as any document: an error after the streamed part still fails.
        #expect(throws: JSONSyntaxError.self) {
            try Data(#"{"messages": [1, 2], "x": tru}"#.utf8).withUnsafeBytes { bytes in
                try JSONValue.parse(bytes, streaming: [[.key("messages")]], element: { _, _, _ in true })
            }
        }
    }

    @Test func aReaderStopsTheParseWithItsOwnError() throws {
        let export = #"{"name": "c", "type": "private_group", "id": 5, "messages": [{"id": 1, "type": "message", "date_unixtime": "x1"}]}"#
        let error = #expect(throws: ImportError.self) { try CardImporter(.telegramExport).importCard(Data(export.utf8)) }
        #expect(error?.path == "messages[0].date_unixtime")
    }

    @Test func aFileIsReadInPlaceAsItsBytesAre() throws {
        for name in ["export-group.json", "export-full.json", "discord.json", "bot-messages.json", "whatsapp-ios.txt", "envelope-bot.json"] {
            var options = ImportOptions()
            if name == "export-full.json" { options.chat = "Book club" }
            let importer = CardImporter(.auto, options: options)
            let file = try importer.importCard(contentsOfFile: Fixture.folder.appendingPathComponent(name).path)
            let bytes = try importer.importCard(Fixture.data(name))
            #expect(file.spec == bytes.spec, "\(name)")
            #expect(file.warnings == bytes.warnings, "\(name)")
        }
        let missing = #expect(throws: ImportError.self) { try CardImporter(.auto).importCard(contentsOfFile: "/nonexistent/result.json") }
        #expect(missing?.message.contains("No such file") == true)
        let folder = #expect(throws: ImportError.self) { try CardImporter(.auto).importCard(contentsOfFile: Fixture.folder.path) }
        #expect(folder?.message.contains("not a regular file") == true)
    }

    /// A card keeps only the last messages it shows of a long chat, and still says how many there were.
    @Test func aLongChatKeepsACardsShareAndCountsTheRest() throws {
        let messages = (1...2_000).map { #"{"id": \#($0), "type": "message", "date_unixtime": "\#(1_700_000_000 + $0 * 60)", "from": "Ana", "from_id": "user1", "text": "m\#($0)"}"# }
        let export = Data((#"{"name": "Long", "type": "personal_chat", "id": 9, "messages": ["# + messages.joined(separator: ",") + "]}").utf8)
        var options = ImportOptions()
        options.last = 3
        let card = try CardImporter(.telegramExport, options: options).importCard(export).card()
        #expect(card.spec.messages.filter { $0.style != .service }.map { $0.spans.map(\.text).joined() } == ["m1998", "m1999", "m2000"])
        // Without --last the card takes the last messages that fit its 500 items (two days: two separators).
        let filled = try CardImporter(.telegramExport).importCard(export)
        let texts = try filled.card().spec.messages.filter { $0.style != .service }.map { $0.spans.map(\.text).joined() }
        #expect(texts.count == 498 && texts.first == "m1503" && texts.last == "m2000")
        #expect(filled.warnings.counts.map(\.kind).contains(
            "1502 earlier messages left out (a card holds 500 messages and day separators); render them all with --split N, or choose with --last N"))
        // A number the caller chose is kept or refused, never changed.
        options.last = 500
        let error = #expect(throws: ImportError.self) { try CardImporter(.telegramExport, options: options).importCard(export) }
        #expect(error?.message.hasPrefix("500 messages make 502 card items; a card holds 500") == true)
        options.last = nil
        options.fromID = "1990"
        let ranged = try CardImporter(.telegramExport, options: options).importCard(export).card()
        #expect(ranged.spec.messages.filter { $0.style != .service }.count == 11)
        #expect(try CardImporter(.telegramExport).importCards(export, size: 250).cards.count == 8)
    }

    /// Warnings are about the card: a game before the selection is none of its business (so --strict
    /// with --last does not fail on a chat's past).
    @Test func warningsCountOnlyTheMessagesDrawn() throws {
        let export = Data(#"""
        {"name": "W", "type": "personal_chat", "id": 9, "messages": [
          {"id": 1, "type": "message", "date_unixtime": "1700000000", "from": "Ana", "from_id": "user1", "game_title": "Chess", "text": ""},
          {"id": 2, "type": "message", "date_unixtime": "1700000060", "from": "Ana", "from_id": "user1", "text": "hi"}]}
        """#.utf8)
        var options = ImportOptions()
        options.last = 1
        #expect(try CardImporter(.telegramExport, options: options).importCard(export).warnings.isEmpty)
        options.last = 2
        #expect(try CardImporter(.telegramExport, options: options).importCard(export).warnings.lines == ["1× game, drawn as a placeholder"])
        #expect(try CardImporter(.telegramExport).importCards(export, size: 1).warnings.lines == ["1× game, drawn as a placeholder"])
    }
}
