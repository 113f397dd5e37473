import ChatCard
import ChatCardImport
import Foundation
import Testing

/// Telegram Desktop exports: text arrays, replies by id, service actions, deleted accounts, local times,
/// the owner, full exports.
@Suite struct TelegramExportImportTests {
    static func berlin() -> ImportOptions {
        var options = ImportOptions()
        options.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return options
    }

    @Test func textArraysBecomeEntitiesCountedInUTF16() throws {
        let result = try Fixture.imported("export-group.json", options: Self.berlin())
        #expect(result.format == .telegramExport)
        let messages = try Fixture.messages(result)
        let dana = try #require(messages.first { $0.text.hasPrefix("🌙") })
        #expect(dana.text == "🌙 Shift starts, see https://example.org/rota")
        #expect(dana.text(where: \.bold) == "Shift")
        #expect(dana.spans.first { $0.link != nil }?.link == "https://example.org/rota")
        #expect(dana.author == "Dana K." && dana.time == "23:05")
    }

    @Test func repliesAreLookedUpByIdAndDeletedAccountsGetAName() throws {
        let messages = try Fixture.messages(Fixture.imported("export-group.json", options: Self.berlin()))
        let reply = try #require(messages.first { $0.text == "on my way" })
        #expect(reply.author == "Deleted Account")
        #expect(reply.reply == ReplySpec(author: "Dana K.", text: "🌙 Shift starts, see https://example.org/rota"))
        #expect(reply.edited)
        #expect(reply.reactions == [ReactionSpec(emoji: "👍", count: 2)])
    }

    @Test func daysGetAPillInTheChosenZoneAndServiceLinesReadAsTelegramWritesThem() throws {
        let messages = try Fixture.messages(Fixture.imported("export-group.json", options: Self.berlin()))
        let services = messages.filter { $0.style == .service }.map(\.text)
        #expect(services == ["March 7, 2026", "Dana K. added Eli and Fay", "March 8, 2026"])
        // A call is a bubble from the caller, as Telegram draws it: from them, it came in.
        let call = try #require(messages.first { $0.attachment != nil })
        #expect(call.author == "Fay" && call.attachment == .call(CallSpec(direction: .incoming, duration: 312)))
        var utc = ImportOptions()
        utc.clock = .twelve
        let inUTC = try Fixture.messages(Fixture.imported("export-group.json", options: utc))
        // 23:05 in Berlin (CET) is 22:05 UTC; 02:15 is 01:15, still the 8th.
        #expect(inUTC.first { $0.text.hasPrefix("🌙") }?.time == "10:05 PM")
        #expect(inUTC.first { $0.text == "on my way" }?.time == "1:15 AM")
        let midnight = try Fixture.messages(Fixture.imported("export-personal.json", options: utc))
        #expect(midnight.first { $0.text == "you too 🎉" }?.time == "12:01 AM")
    }

    @Test func whatTheCardCannotHoldIsWarnedNeverDropped() throws {
        let result = try Fixture.imported("export-group.json")
        let messages = try Fixture.messages(result)
        #expect(messages.contains { $0.text == "📷 Photo" })
        #expect(messages.first { $0.text.hasPrefix("Fog") }?.forwardedFrom == "Weather bot")
        let kinds = result.warnings.counts.map(\.kind)
        #expect(kinds.contains("message Telegram Desktop could not export (unsupported), left out"))
        #expect(kinds.contains("entity of type unknown, drawn as plain text"))
        #expect(kinds.contains("reaction without an emoji the card can draw (a custom emoji), left out"))
        let viaBot = #"{"name": "c", "type": "private_group", "id": 1, "messages": [{"id": 1, "type": "message", "date": "2026-01-01T10:00:00","#
            + #" "from": "A", "from_id": "user1", "via_bot": "@gif", "text": "hi"}]}"#
        let viaResult = try CardImporter(.telegramExport).importCard(Data(viaBot.utf8))
        let viaMessage = try viaResult.card().spec.messages.last
        #expect(viaResult.warnings.isEmpty && viaMessage?.viaBot == "gif", "via_bot is drawn as \"via @gif\"")
        let unknown = viaBot.replacingOccurrences(of: #""via_bot": "@gif""#, with: #""boost": 3"#)
        #expect(try CardImporter(.telegramExport).importCard(Data(unknown.utf8)).warnings.counts.map(\.kind) == ["message field boost, not drawn"])
    }

    @Test func inAOneToOneChatMeIsWhoeverIsNotThePeer() throws {
        let messages = try Fixture.messages(Fixture.imported("export-personal.json"))
        #expect(messages.filter { $0.style == .bubble }.map(\.from) == [.them, .me])
        // Dates without date_unixtime are the export's wall-clock times.
        #expect(messages.first { $0.text == "happy new year!" }?.time == "23:59")
        #expect(messages.filter { $0.author != nil }.isEmpty, "no names in a one-to-one chat")
    }

    @Test func aFullExportNeedsAChatAndItsOwnerIsMe() throws {
        #expect(throws: ImportError.self) { try Fixture.imported("export-full.json") }
        do { _ = try Fixture.imported("export-full.json") } catch {
            #expect((error as? ImportError)?.message.contains("holds 2 chats; pick one with --chat") == true)
        }
        var options = ImportOptions()
        options.chat = "Book club"
        let spec = try Fixture.imported("export-full.json", options: options).card().spec
        #expect(spec.title == "Book club")
        #expect(spec.messages.filter { $0.style == .bubble }.map(\.from) == [.me, .them, .them])
    }

    @Test func selectionTakesIdsDatesAndTheLastN() throws {
        var options = ImportOptions()
        options.fromID = "102"
        options.toID = "104"
        let ids = try Fixture.messages(Fixture.imported("export-group.json", options: options)).filter { $0.style == .bubble }
        #expect(ids.count == 3)
        options = ImportOptions()
        options.last = 2
        let last = try Fixture.messages(Fixture.imported("export-group.json", options: options))
        #expect(last.map(\.text) == ["March 8, 2026", "📷 Photo", ""] && last.last?.attachment == .call(CallSpec(direction: .incoming, duration: 312)))
        options = ImportOptions()
        options.since = 1772932500
        options.until = 1772932800
        #expect(try Fixture.messages(Fixture.imported("export-group.json", options: options)).filter { $0.style == .bubble }.count == 2)
    }
}
