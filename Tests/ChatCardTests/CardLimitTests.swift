import ChatCard
import Foundation
import Testing

/// Canvas limits are found while the card is laid out, named by the message that crossed them; deadlines
/// stop a render between its steps.
@Suite struct CardLimitTests {
    static func card(_ messages: [String], width: Int = 390, scale: Int = 2) throws -> Card {
        let list = messages.map { ##"{"from": "me", "text": "\##($0)"}"## }.joined(separator: ",")
        return try Card(json: Data(##"{"width": \##(width), "scale": \##(scale), "messages": [\##(list)]}"##.utf8))
    }

    static func refusal(_ card: Card) -> CardError? { cardError { () throws(RenderError) in _ = try card.render() } }

    /// The card error a render step ends with; nil when it succeeds or fails otherwise.
    static func cardError(_ step: () throws(RenderError) -> Void) -> CardError? {
        do { try step(); return nil } catch {
            if case .card(let error) = error { return error }
            return nil
        }
    }

    @Test func aCardTallerThanCairosLimitIsBadInput() throws {
        // 500 one-word bubbles at scale 2 are about 780×44,600 pixels: under the pixel limit, over a side.
        let error = try #require(Self.refusal(Self.card(Array(repeating: "hi", count: 500))))
        #expect(error.path.hasPrefix("messages["))
        #expect(error.message.hasPrefix("makes the card taller than 32767 pixels at scale 2"))
        let tall = try Self.card(Array(repeating: "hi", count: 500))
        #expect(Self.cardError { () throws(RenderError) in _ = try tall.size() } != nil)
        // The same card at scale 1 fits.
        #expect(try Self.card(Array(repeating: "hi", count: 500), scale: 1).render().count > 0)
    }

    @Test func tooManyPixelsIsRefusedAtTheMessageThatCrossesTheLimit() throws {
        let text = String(repeating: "word ", count: 300)
        let error = try #require(Self.refusal(Self.card(Array(repeating: text, count: 40), width: 2048, scale: 4)))
        #expect(error.message.hasPrefix("makes the card 8192×"))
        #expect(error.message.hasSuffix("pixels; the limit is 50000000 pixels"))
        // Each message is some hundred pixels tall at scale 4: the limit (6,103 px tall) is known long
        // before the last of the 40 messages.
        let index = try #require(Int(error.path.dropFirst("messages[".count).dropLast()))
        #expect((1..<20).contains(index), "layout stops where the card is known to be too big (\(error.path))")
    }

    @Test func aPassedDeadlineStopsTheRenderBeforeLayout() throws {
        let card = try Self.card(["hello"])
        #expect(throws: RenderError.timedOut(RenderTimeout(limit: .zero, stage: .layout))) { try card.render(deadline: RenderDeadline(after: .zero)) }
        #expect(try card.render(deadline: RenderDeadline(after: .seconds(60))).count > 0)
        #expect(RenderTimeout(limit: .milliseconds(2500), stage: .drawing).description
                == "the render did not finish within 2.5 s (stopped while drawing)")
    }
}
