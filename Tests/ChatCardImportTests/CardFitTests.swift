import ChatCard
import ChatCardImport
import Foundation
import Testing

/// A card the import fills (no `--last`) fits a canvas: the last messages that fit, the rest counted in a
/// warning that names `--split`; a number the caller chose is kept or refused, never changed.
@Suite struct CardFitTests {
    /// A chat of long messages on one day, much taller than a canvas at scale 3.
    static func longChat(_ count: Int) -> Data {
        let text = String(repeating: "the tide turns at the old dock shed and the wind comes round ", count: 4)
        let messages = (1...count).map { #"{"message_id": \#($0), "date": \#(1_709_287_200 + $0), "chat": {"id": 1, "type": "private"}, "text": "\#($0) \#(text)"}"# }
        return Data("[\(messages.joined(separator: ","))]".utf8)
    }

    @Test func aTallChatKeepsItsLastMessagesThatFit() throws {
        var options = ImportOptions()
        options.scale = 3
        let result = try CardImporter(.telegramBot, options: options).importCard(Self.longChat(400))
        let (fitted, card) = try result.fitted()
        let size = try card.size()
        #expect(size.height * 3 <= Double(CardLimits.maxPixelSide))
        let texts = card.spec.messages.filter { $0.style == .bubble }.map { String($0.text.prefix { $0 != " " }) }
        #expect(texts.last == "400" && texts.count > 20 && texts.count < 400)
        // The messages are the last ones, in order, none skipped.
        #expect(texts == (401 - texts.count...400).map(String.init))
        let left = 400 - texts.count
        #expect(fitted.warnings.counts.map(\.kind).contains(
            "\(left) earlier messages left out (the card would be taller than 32767 pixels); render them all with --split N, or choose with --last N"))
        // Close to full: a few more messages would not fit.
        #expect(size.height * 3 > Double(CardLimits.maxPixelSide) * 0.85)
    }

    @Test func aChosenNumberIsNeverChanged() throws {
        var options = ImportOptions()
        (options.scale, options.last) = (3, 400)
        let result = try CardImporter(.telegramBot, options: options).importCard(Self.longChat(400))
        let (_, card) = try result.fitted()
        #expect(card.spec.messages.filter { $0.style == .bubble }.count == 400)
        #expect(throws: RenderError.self) { try card.size() }
    }

    @Test func aCardThatFitsIsLeftAsItIs() throws {
        let result = try CardImporter(.telegramBot).importCard(Self.longChat(5))
        let (fitted, card) = try result.fitted { card throws(CardError) in try card.with(look: .discord) }
        #expect(fitted.spec == result.spec && fitted.warnings == result.warnings)
        #expect(card.spec.look == .discord && card.spec.messages.filter { $0.style == .bubble }.count == 5)
    }

    /// How the service renders: a card that fits is drawn once; one that does not is made again of fewer
    /// messages and drawn, the same card `fitted` finds.
    @Test func renderingRefitsOnlyWhenTheCardOverflows() throws {
        var options = ImportOptions()
        options.scale = 3
        var renders = 0
        let short = try CardImporter(.telegramBot, options: options).importCard(Self.longChat(5))
        _ = try short.using { card throws(RenderError) in renders += 1; return try card.render() }
        #expect(renders == 1)
        let tall = try CardImporter(.telegramBot, options: options).importCard(Self.longChat(400))
        renders = 0
        let (png, used) = try tall.using { card throws(RenderError) in renders += 1; return try card.render() }
        #expect(renders >= 2 && png.count > 100_000)
        #expect(used.spec == (try tall.fitted()).result.spec)
    }
}
