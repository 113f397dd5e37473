@testable import ChatCardAnimation
import ChatCard
import Foundation
import Testing

/// While a message is the newest it is drawn as the card's last (its run's tail and avatar on it, its reactions not
/// yet in): each such drawing sits exactly where the finished card has the message (no row off), there is one for
/// a message whose run goes on, and the typing indicator inside a run does not repeat the author's name.
@Suite struct NewestDrawingTests {
    static let group = try! Card(json: Data(#"""
        {"width": 320, "scale": 2, "messages": [
          {"from": "them", "author": "Ana", "text": "First of a run"},
          {"from": "them", "author": "Ana", "text": "and the next", "reactions": [{"emoji": "👍", "count": 2}]},
          {"from": "them", "author": "Ben", "text": "Ben's own"},
          {"from": "me", "text": "Mine"}, {"from": "me", "text": "Mine again", "reactions": [{"emoji": "🔥", "count": 1}]}]}
        """#.utf8))

    /// Pixels where the top of `drawing` over the card's ground, `shift` rows down, differs from the finished card
    /// (its bottom differs by design: tail, avatar, reactions).
    static func mismatch(_ animation: CardAnimation, _ drawing: NewestDrawing, shift: Int) throws -> Int {
        let picture = try animation.bands.pixels(0..<animation.bands.height), ground = try animation.bands.pixels(0..<animation.bands.height, ground: true)
        let (width, height) = (animation.bands.width, animation.bands.height), rowBytes = width * 4
        var count = 0
        for row in 0..<(drawing.image.height * 2 / 5) {
            let y = drawing.top + row + shift
            guard y >= 0, y < height else { continue }
            var line = Array(ground[(y * rowBytes)..<((y + 1) * rowBytes)])
            line.withUnsafeMutableBytes { out in
                drawing.image.pixels.withUnsafeBytes { FrameComposer.blend($0.baseAddress! + row * rowBytes, over: out.baseAddress!, count: width, opacity: 1) }
            }
            // (Drawn on a transparent ground and blended, an edge's colour may round a few levels off.)
            for x in 0..<width {
                let at = y * rowBytes + x * 4
                if (0..<3).contains(where: { abs(Int(line[x * 4 + $0]) - Int(picture[at + $0])) > 6 }) { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: Look.Name.allCases) func drawingsSitWhereTheCardHasTheirMessage(look: Look.Name) throws {
        for card in [CardAnimationTests.sample, Self.group] {
            let animation = try CardAnimation(card: try card.with(theme: .dark, look: look))
            #expect(!animation.drawings.isEmpty, "\(look): nothing drawn as the newest")
            // What a message looks like as the newest once its reactions are in: the same message but for its
            // bottom (tail, avatar). Without its reactions a bubble may be narrower, so those are left out.
            let complete = animation.newest.values.compactMap { state -> Int? in
                if case .drawing(let index) = state.reactions ?? state.entering { index } else { nil }
            }
            for index in complete {
                let drawing = animation.drawings[index]
                let here = try Self.mismatch(animation, drawing, shift: 0)
                for shift in [-2, -1, 1, 2] {
                    #expect(try here < Self.mismatch(animation, drawing, shift: shift), "\(look) drawing \(index): \(shift) rows off fits better")
                }
            }
        }
    }

    @Test(arguments: Look.Name.allCases) func theIndicatorInsideARunHasNoName(look: Look.Name) throws {
        let animation = try CardAnimation(card: try Self.group.with(theme: .light, look: look))
        let first = try #require(animation.typing[0]), next = try #require(animation.typing[1]), other = try #require(animation.typing[2])
        #expect(next.height < first.height, "\(look): \(next.height) vs \(first.height)")
        #expect(other.height == first.height, "\(look): a new author's run starts with a name")
        // Reactions come after the message: it enters without them.
        #expect(animation.newest[1]?.reactions != nil && animation.newest[4]?.reactions != nil)
    }
}
