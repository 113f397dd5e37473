import Canvas
@testable import ChatCard
import Foundation
import ImageCodecs
import Testing

/// Look-specific fields: drawn by the looks that have them, refused with the field's path on the others,
/// also when the look comes from an override after the card was read.
@Suite struct LookFieldTests {
    static let thread = #"{"look": "slack", "messages": [{"from": "them", "author": "Maya", "text": "Notes are up", "thread": {"replies": 3, "people": ["Leo", "Ana"], "last": "10:14"}}]}"#

    @Test func aThreadIsDrawnInRowsAndRefusedElsewhere() throws {
        let card = try Card(json: Data(Self.thread.utf8))
        let frames = try card.frames().frames.map(\.element)
        let line = try #require(frames.first { $0.kind == .thread })
        #expect(line.text == "3 replies Last reply 10:14")
        #expect(frames.filter { $0.kind == .avatar }.count == 3, "the header's avatar and two repliers'")
        #expect(throws: Never.self) { try card.with(look: .discord).frames() }
        for look in [Look.Name.chatcard, .telegram, .whatsapp, .imessage] {
            do {
                _ = try card.with(look: look).render()
                Issue.record("\(look): a thread was drawn")
            } catch {
                #expect("\(error)" == "messages[0].thread: is drawn by the discord and slack looks only; this card's look is \(look.rawValue)")
            }
        }
        #expect(CardDecodingTests.error(#"{"look": "slack", "messages": [{"from": "them", "text": "x", "thread": {"replies": 0}}]}"#)
                == "messages[0].thread.replies: 0 is out of range; allowed 1 to 1000000")
        #expect(CardDecodingTests.error(#"{"look": "slack", "messages": [{"from": "them", "text": "x", "thread": {"people": []}}]}"#)
                == "messages[0].thread.replies: is required")
    }

    @Test func anSMSIsGreenInIMessageOnly() throws {
        let json = #"{"look": "imessage", "messages": [{"from": "me", "text": "On my way", "sms": true}, {"from": "me", "text": "ok"}]}"#
        let card = try Card(json: Data(json.utf8))
        let image = try RGBAImage(png: card.render())
        let frames = try card.frames()
        let bubbles = (0..<2).map { i in frames.of(message: i).first { $0.kind == .bubble }!.rect }
        let theme = Look.named(.imessage).light
        for (bubble, fill) in zip(bubbles, [theme.smsFill!, theme.outgoingFill]) {
            let p = image[Int((bubble.maxX - 10) * frames.scale), Int(bubble.midY * frames.scale)]
            #expect(LookTests.near(p, fill), "\(p) is not \(fill)")
        }
        #expect(CardDecodingTests.error(#"{"look": "imessage", "messages": [{"from": "them", "text": "x", "sms": true}]}"#)
                == "messages[0].sms: only messages from me are sent as text messages (green)")
        #expect(throws: RenderError.self) { try card.with(look: .telegram).render() }
    }
}
