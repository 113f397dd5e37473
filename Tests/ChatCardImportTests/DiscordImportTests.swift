import Canvas
import ChatCard
import ChatCardImport
import Foundation
import Testing

/// DiscordChatExporter JSON: markdown to styles, replies by reference, role colours, system lines, media
/// as placeholders.
@Suite struct DiscordImportTests {
    @Test func markdownBecomesStylesAndReplyLinksResolve() throws {
        let result = try Fixture.imported("discord.json")
        #expect(result.format == .discord)
        let spec = try result.card().spec
        #expect(spec.title == "Rowing club · #general")
        let mira = spec.messages.filter { $0.style == .bubble }[0]
        #expect(mira.text.hasPrefix("Boat 3 is back — see https://example.org/rack and my_snake_case git pull\nfixed the seat"))
        #expect(mira.text(where: \.bold) == "Boat 3" && mira.text(where: \.italic).hasPrefix("back"))
        #expect(mira.text(where: \.code) == "git pull" && mira.spans.contains { $0.link == "https://example.org/rack" })
        #expect(mira.text(where: { $0.block == .quote }) == "fixed the seat")
        #expect(mira.reactions == [ReactionSpec(emoji: "🚣", count: 3)])
        #expect(spec.people["Mira"]?.color == (try Color(hex: "#E91E63")))
        let oskar = spec.messages.filter { $0.style == .bubble }[1]
        #expect(oskar.author == "oskar" && oskar.reply?.author == "Mira" && oskar.edited)
        #expect(oskar.text(where: \.spoiler) == "it squeaks" && oskar.text(where: { $0.strikethrough != nil }) == "a bit")
        #expect(oskar.text(where: { $0.underline != nil }) == "really" && oskar.text(where: \.mention) == "@Mira")
        #expect(oskar.text(where: { $0.block == .pre(language: "swift") }) == "let boat = 3\n")
        #expect(spec.messages.contains { $0.style == .service && $0.text == "oskar pinned a message." })
        let kinds = result.warnings.counts.map(\.kind)
        #expect(kinds.contains("attachment image by URL that the caller does not hold (nothing is fetched), drawn as a placeholder"))
        #expect(oskar.attachment == .preview(PreviewSpec(url: "https://example.org/rules", title: "Rack rules")), "an embed is a link preview")
        #expect(kinds.contains("reaction without an emoji the card can draw (a custom emoji), left out"))
    }

    /// A message of more unmatched markers than a card can show is read only as far as it can.
    @Test func aHugeMessageIsCutBeforeItsMarkupIsRead() throws {
        let content = String(repeating: "~x _y *z ", count: 6_000)
        let json = #"{"guild": {"name": "g"}, "channel": {"name": "c"}, "messages": [{"id": "1", "timestamp": "2026-01-01T00:00:00+00:00","#
            + #" "content": "\#(content)", "author": {"id": "1", "name": "a"}}]}"#
        let result = try CardImporter(.discord).importCard(Data(json.utf8))
        let message = try #require(try result.card().spec.messages.last)
        #expect(message.text.count <= CardLimits.maxMessageCharacters)
        #expect(result.warnings.counts.map(\.kind).contains("text longer than 20000 characters, shortened"))
    }

    @Test func timesKeepTheirOffsets() throws {
        var options = ImportOptions()
        options.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let messages = try Fixture.messages(Fixture.imported("discord.json", options: options))
        // 18:01 UTC is 19:01 in Berlin.
        #expect(messages.first { $0.text.hasPrefix("Boat") }?.time == "19:01")
        let bad = #"{"guild": {"name": "g"}, "channel": {"name": "c"}, "messages": [{"id": "1", "timestamp": "yesterday", "content": "x"}]}"#
        let error = #expect(throws: ImportError.self) { try CardImporter(.discord).importCard(Data(bad.utf8)) }
        #expect(error?.path == "messages[0].timestamp")
    }
}
