import Decorations
import Foundation
import Testing
@testable import ChatCard

/// Bubble geometry is designed at 17 pt and scales with the card's font size.
@Suite struct BubbleScalingTests {
    static func shape(fontSize: Double) throws -> (BubbleShape, BubbleInsets) {
        let card = try Card(json: Data(#"{"font": {"size": \#(fontSize)}, "messages": [{"from": "me", "text": "Hi"}]}"#.utf8))
        let bubble = try #require(CardLayout(card.spec).elements.compactMap { $0 as? BubbleElement }.first).bubbled.bubble
        return (bubble.shape, bubble.insets)
    }

    @Test func radiiTailAndInsetsFollowTheFontSize() throws {
        let (base, baseInsets) = try Self.shape(fontSize: 17)
        #expect(base.cornerRadius == 18 && base.tailWidth == 7 && baseInsets == BubbleInsets(), "17 pt keeps today's look")
        let (big, bigInsets) = try Self.shape(fontSize: 40)
        let k = 40.0 / 17
        #expect(abs(big.cornerRadius - 18 * k) < 1e-9 && abs(big.tailWidth - 7 * k) < 1e-9 && abs(big.joinedRadius - 6 * k) < 1e-9)
        #expect(abs(bigInsets.horizontal - 12 * k) < 1e-9 && abs(bigInsets.top - 7 * k) < 1e-9)
    }
}

/// Nothing leaves the card: at any font size a bubble fits its card or the card is refused, naming the
/// message; the bubble's chrome stops growing before it crowds out the text.
@Suite struct BubbleFitTests {
    @Test(arguments: [160.0, 240, 390])
    func everyBubbleFitsOrTheCardIsRefused(width: Double) throws {
        for size in stride(from: 6.0, through: 96, by: 6) {
            let json = #"{"width": \#(width), "font": {"size": \#(size)}, "messages": [{"from": "me", "text": "k"}, {"from": "them", "time": "9:41", "text": "Hello there, a message"}]}"#
            let card = try Card(json: Data(json.utf8))
            do {
                let layout = try CardLayout(card.spec)
                for bubble in layout.elements.compactMap({ $0 as? BubbleElement }) {
                    #expect(bubble.frame.minX >= card.spec.padding - 1e-6 && bubble.frame.maxX <= width - card.spec.padding + 1e-6,
                            "\(size) pt in \(width) pt: bubble \(bubble.frame)")
                }
            } catch {
                guard case .card(let error) = error else { throw error }
                #expect(error.path.hasPrefix("messages[") && error.message.contains("has room for"), "\(error)")
            }
        }
    }

    @Test func aHugeFontInATinyCardIsRefusedNamingTheMessage() throws {
        let card = try Card(json: Data(#"{"width": 160, "font": {"size": 96}, "messages": [{"from": "them", "time": "19:41", "text": "Hello"}]}"#.utf8))
        let thrown = #expect(throws: RenderError.self) { _ = try CardLayout(card.spec) }
        guard case .card(let error) = thrown else { Issue.record("not a card error: \(String(describing: thrown))"); return }
        #expect(error.path == "messages[0]" && error.message.contains("160 pt wide card has room for 128 pt"), "\(error)")
    }

    /// A long reaction count in a narrow bubble beside an avatar column: the chip shrinks (to 70% at most)
    /// and the card renders, every chip inside its bubble (width 160 with avatars was refused).
    @Test(arguments: [160.0, 170, 200, 240])
    func longReactionCountsShrinkToFitNarrowBubbles(width: Double) throws {
        for count in [1, 1500, 99_999, 999_999_999] {
            let json = ##"{"width": \##(width), "avatars": "them", "people": {"Bo": {"color": "#0A84FF"}}, "messages": [{"from": "them", "author": "Bo", "text": "Coffee?", "reactions": [{"emoji": "☕", "count": \##(count)}, {"emoji": "❤️", "count": 2, "mine": true}]}]}"##
            let frames = try Card(json: Data(json.utf8)).frames().frames.map(\.element)
            let bubble = try #require(frames.first { $0.kind == .bubble }).rect
            for chip in frames where chip.kind == .reaction {
                #expect(chip.rect.minX >= bubble.minX - 1e-6 && chip.rect.maxX <= bubble.maxX + 1e-6, "\(count) at \(width): \(chip.rect) in \(bubble)")
            }
        }
    }
}
