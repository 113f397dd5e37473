import ChatCard
import ChatCardImport
import Foundation
import Testing

/// The card JSON an import prints is a card: it decodes to the same spec, and renders.
@Suite struct ImportRoundTripTests {
    @Test(arguments: ["bot-messages.json", "export-group.json", "export-personal.json"])
    func printedJSONDecodesToTheSameCardAndRenders(_ name: String) throws {
        let result = try Fixture.imported(name)
        let printed = CardEncoder.encode(try result.card().spec).text()
        let card = try Card(json: Data(printed.utf8))
        #expect(card.spec == (try result.card().spec))
        let png = try card.render()
        #expect(png.count > 1000)
    }

    @Test func theFormatIsDetectedOrTheErrorSaysToNameIt() throws {
        #expect(try Fixture.imported("export-personal.json").format == .telegramExport)
        #expect(try Fixture.imported("bot-messages.json").format == .telegramBot)
        let error = #expect(throws: ImportError.self) { try CardImporter(.auto).importCard(Data(#"{"hello": 1}"#.utf8)) }
        #expect(error?.message.contains("cannot tell the format") == true)
        let syntax = #expect(throws: ImportError.self) { try CardImporter(.auto).importCard(Data("[1,".utf8)) }
        #expect(syntax?.message.contains("invalid JSON at line 1") == true)
    }

    @Test func aSplitCoversTheChatInOrderAndNamesAuthorsOnEveryCard() throws {
        // Ana speaks alone for the last card: it still names her, as the chat is a group.
        let senders = (0..<45).map { $0 < 40 ? ($0 % 2 == 0 ? 1 : 2) : 1 }
        let messages = senders.enumerated().map { i, s in
            #"{"message_id": \#(i), "date": \#(1767225600 + i * 60), "from": {"id": \#(s), "first_name": "P\#(s)"}, "text": "m\#(i)"}"#
        }
        let split = try CardImporter(.telegramBot).importCards(Data("[\(messages.joined(separator: ","))]".utf8), size: 20)
        #expect(split.cards.count == 3 && split.messages == 45)
        let specs = try split.cards.map { try Card(spec: $0).spec }
        let texts = specs.flatMap { $0.messages.filter { $0.style == .bubble }.map(\.text) }
        #expect(texts == (0..<45).map { "m\($0)" })
        #expect(specs[2].messages.filter { $0.style == .bubble }.allSatisfy { $0.author == "P1" })
        #expect(throws: ImportError.self) { try CardImporter(.telegramBot).importCards(Data("[]".utf8), size: 0) }
    }

    @Test func entitiesTheCardCannotTakeKeepTheirTextPlain() throws {
        let long = String(repeating: "x", count: 300)
        let export = #"{"name": "c", "type": "private_group", "id": 1, "messages": [{"id": 1, "type": "message", "date": "2026-01-01T10:00:00","#
            + #" "from": "A", "from_id": "user1", "text": [{"type": "text_link", "text": "here"}, " and ", {"type": "pre", "text": "x", "language": "\#(long)"}]}]}"#
        let result = try CardImporter(.telegramExport).importCard(Data(export.utf8))
        let message = try #require(try result.card().spec.messages.last)
        #expect(message.text == "here and x" && message.spans.allSatisfy { $0.link == nil })
        #expect(message.spans.contains { $0.block == .pre(language: nil) })
        #expect(result.warnings.counts.map(\.kind) == ["link without a usable address, drawn as plain text", "code block language label too long, left out"])
    }

    @Test func moreMessagesThanACardHoldsPointToLastAndSplit() throws {
        let messages = (0..<600).map { #"{"message_id": \#($0), "date": 1767225600, "text": "m\#($0)"}"# }
        let filled = try CardImporter(.telegramBot).importCard(Data("[\(messages.joined(separator: ","))]".utf8))
        #expect(try filled.card().spec.messages.count == 500)
        #expect(filled.warnings.lines.contains { $0.hasPrefix("1× 101 earlier messages left out") && $0.contains("--split N") && $0.contains("--last N") })
        var options = ImportOptions()
        options.last = 30
        let spec = try CardImporter(.telegramBot, options: options).importCard(Data("[\(messages.joined(separator: ","))]".utf8)).card().spec
        #expect(spec.messages.last?.text == "m599" && spec.messages.filter { $0.style == .bubble }.count == 30)
    }
}

/// Warnings that name the source's words stay bounded: a message with 2,000 unknown fields (one kind each)
/// gives at most `maxKinds` kinds of bounded length, the rest counted together.
@Suite struct ImportWarningBoundTests {
    @Test func manyDistinctUnknownFieldsStayBounded() throws {
        let fields = (0..<2_000).map { #""field\#($0)": 1"# }.joined(separator: ", ")
        let json = #"{"message_id": 1, "date": 1767225600, "text": "hi", \#(fields), "\#(String(repeating: "k", count: 5000))": 2}"#
        let result = try CardImporter(.telegramBot).importCard(Data(json.utf8))
        #expect(result.warnings.counts.count == ImportWarnings.maxKinds)
        #expect(result.warnings.counts.allSatisfy { $0.kind.count <= ImportWarnings.maxKindLength })
        #expect(result.warnings.counts.last?.count == 2_001 - (ImportWarnings.maxKinds - 1))
    }
}
