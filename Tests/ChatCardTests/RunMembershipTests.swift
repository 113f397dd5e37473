import Canvas
import ChatCard
import Decorations
import Foundation
import ImageCodecs
import Testing

/// A person's run holds whatever they sent: a big emoji or a sticker between their bubbles
/// does not start a second run with a second name and avatar. Bubble corners join only bubbles: a bubble
/// above a big emoji loses its tail (Telegram merges the two fully), one above a sticker keeps it
/// (Telegram merges them only "semantically").
@Suite struct RunMembershipTests {
    static func card(_ second: String, avatars: Bool = true) throws -> Card {
        let json = #"""
            {"avatars": "\#(avatars ? "them" : "none")", "messages": [
             {"from": "them", "author": "Omar", "text": "Look at this"},
             {"from": "them", \#(second)},
             {"from": "them", "author": "Omar", "text": "Nice, right?"}]}
            """#
        return try Card(json: Data(json.utf8))
    }

    static let kinds: [(String, String)] = [
        ("big emoji", #""author": "Omar", "text": "🎉""#),
        ("sticker", #""author": "Omar", "sticker": "\#((try? CardImageTests.dataURI("sticker.png")) ?? "")""#),
    ]

    @Test func aRunKeepsOneNameAndOneAvatarWhateverItHolds() throws {
        for (name, second) in Self.kinds {
            let frames = try Self.card(second).frames().frames.map(\.element)
            #expect(frames.filter { $0.kind == .author }.count == 1, "\(name)")
            let avatars = frames.filter { $0.kind == .avatar }
            #expect(avatars.count == 1, "\(name)")
            // The avatar sits beside the run's last bubble.
            let last = try #require(frames.last { $0.kind == .bubble })
            #expect(avatars.first.map { abs($0.rect.maxY - last.rect.maxY) < 1 } == true, "\(name)")
        }
    }

    /// Whether the first bubble is drawn with its tail: the frame holds the tail's room on the sender's
    /// side, bare at the bottom corner unless the hook is drawn there.
    static func firstBubbleHasTail(_ second: String) throws -> Bool {
        let card = try Self.card(second, avatars: false)
        let bubble = try #require(card.frames().of(message: 0).first { $0.kind == .bubble }).rect
        let image = try RGBAImage(png: card.with(scale: 2).render())
        let probe = (x: Int((bubble.minX + 1.5) * 2), y: Int((bubble.maxY - 1) * 2))
        return image[probe.x, probe.y].r < 250
    }

    @Test func bubbleCornersJoinBigEmojiButNotStickers() throws {
        #expect(try !Self.firstBubbleHasTail(Self.kinds[0].1), "a bubble above a big emoji of the same run has no tail")
        #expect(try Self.firstBubbleHasTail(Self.kinds[1].1), "a bubble above a sticker keeps its tail")
        #expect(try Self.firstBubbleHasTail(#""author": "Someone else", "text": "🎉""#), "a run's last bubble has its tail")
    }
}
