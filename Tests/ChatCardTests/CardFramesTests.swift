import ChatCard
import Foundation
import Testing

/// `Card.frames()`, the numbers behind `chatcard render --layout-json`: where each element lands.
@Suite struct CardFramesTests {
    static let json = #"""
        {"width": 360, "scale": 3, "title": "Frames", "messages": [
         {"from": "them", "author": "Maya", "time": "9:41", "spans": [
           {"text": "Meet at the "}, {"text": "north gate", "underline": {"style": "wavy"}}, {"text": "?"}]},
         {"from": "me", "time": "9:42", "spans": [{"text": "Yes, "}, {"text": "see you", "highlight": {"color": "#FFD60A"}}]},
         {"from": "them", "style": "highlight", "author": "Sam", "time": "9:43", "text": "A highlight block that wraps onto two lines"}]}
        """#

    static func frames() throws -> CardFrames { try Card(json: Data(json.utf8)).frames() }

    static func contains(_ outer: Rect, _ inner: Rect, slack: Double = 0.01) -> Bool {
        inner.minX >= outer.minX - slack && inner.maxX <= outer.maxX + slack
            && inner.minY >= outer.minY - slack && inner.maxY <= outer.maxY + slack
    }

    @Test func everyFrameLiesOnTheCardInDrawingOrder() throws {
        let card = try Self.frames()
        let all = Rect(origin: .zero, size: card.size)
        for f in card.frames { #expect(Self.contains(all, f.element.rect), "\(f)") }
        #expect(card.frames.first?.element.kind == .title && card.frames.first?.message == nil)
        let kinds = card.of(message: 0).map(\.kind)
        #expect(kinds == [.author, .bubble, .text, .decoration, .time], "\(kinds)")
        #expect(card.of(message: 1).map(\.kind) == [.bubble, .text, .highlight, .time])
        #expect(card.of(message: 2).map(\.kind) == [.author, .text, .background, .time])
    }

    @Test func aBubbleHoldsItsTextItsMarksAndItsTime() throws {
        let card = try Self.frames()
        for i in 0...1 {
            let parts = card.of(message: i)
            let bubble = try #require(parts.first { $0.kind == .bubble }).rect
            for part in parts where part.kind != .bubble && part.kind != .author {
                #expect(Self.contains(bubble, part.rect), "message \(i): \(part.kind) \(part.rect) leaves the bubble \(bubble)")
            }
            // Edges on device pixels at scale 3.
            for edge in [bubble.minX, bubble.maxX, bubble.minY, bubble.maxY] {
                #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-9)
            }
        }
        let them = card.of(message: 0), me = card.of(message: 1)
        #expect(try #require(them.first { $0.kind == .bubble }).rect.minX < 30, "them: on the left")
        #expect(try #require(me.first { $0.kind == .bubble }).rect.maxX > 330, "me: on the right")
        let wave = try #require(them.first { $0.kind == .decoration })
        #expect(wave.text == "north gate" && wave.style == "underline wavy")
        let text = try #require(them.first { $0.kind == .text }).rect
        #expect(wave.rect.midY > text.midY, "an underline sits in the lower half of its line")
        #expect(try #require(me.first { $0.kind == .highlight }).text == "see you")
    }

    @Test func authorsSitAboveAndTimesBelowOrBeside() throws {
        let card = try Self.frames()
        let them = card.of(message: 0)
        let author = try #require(them.first { $0.kind == .author })
        let bubble = try #require(them.first { $0.kind == .bubble }).rect
        let text = try #require(them.first { $0.kind == .text }).rect
        #expect(author.text == "Maya" && author.rect.maxY <= bubble.minY)
        #expect(abs(author.rect.minX - text.minX) < 1, "the author lines up with the bubble's text")
        let story = card.of(message: 2)
        let block = try #require(story.first { $0.kind == .background }).rect
        let time = try #require(story.first { $0.kind == .time })
        #expect(time.text == "9:43" && time.rect.minY >= block.maxY, "a block's time is below the block")
        #expect(abs(time.rect.maxX - block.maxX) < 0.5, "at its trailing edge")
    }
}
