import ChatCard
import ChatCardImport
import Foundation
import Testing

/// The card JSON an import prints is a card: it decodes to the same spec, and renders.
@Suite struct ImportRoundTripTests {
    @Test(arguments: ["bot-messages.json", "export-group.json", "export-personal.json"])
    func printedJSONDecodesToTheSameCardAndRenders(_ name: String) throws {
        let result = try Fixture.imported(name)
        let printed = result.json.text()
        #expect(try JSONValue.parse(Data(printed.utf8)) == result.json)
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

    @Test func moreMessagesThanACardHoldsPointToLastAndSplit() throws {
        let messages = (0..<600).map { #"{"message_id": \#($0), "date": 1767225600, "text": "m\#($0)"}"# }
        let error = #expect(throws: ImportError.self) {
            try CardImporter(.telegramBot).importCard(Data("[\(messages.joined(separator: ","))]".utf8))
        }
        #expect(error?.message.contains("--last N") == true)
        var options = ImportOptions()
        options.last = 30
        let spec = try CardImporter(.telegramBot, options: options).importCard(Data("[\(messages.joined(separator: ","))]".utf8)).card().spec
        #expect(spec.messages.last?.text == "m599" && spec.messages.filter { $0.style == .bubble }.count == 30)
    }
}
