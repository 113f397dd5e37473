@testable import ChatCardAnimation
import ChatCard
import Foundation
import Testing

/// A message comes in over `enterSeconds`: each frame of its entrance is nearer the card with it in place than the
/// frame before, and none is yet that card (a fade that jumps from nothing to all is no fade); the typing indicator
/// fades in the same way.
@Suite struct EnteringTests {
    /// How far two frames are apart in rows `rows` (summed channel differences).
    static func distance(_ a: [UInt8], _ b: [UInt8], rows: Range<Int>, width: Int) -> Int {
        var sum = 0
        for i in (rows.lowerBound * width * 4)..<min(a.count, rows.upperBound * width * 4) { sum += abs(Int(a[i]) - Int(b[i])) }
        return sum
    }

    @Test(arguments: Look.Name.allCases) func everyMessageFadesIn(look: Look.Name) throws {
        let card = try CardAnimationTests.sample.with(theme: .light, look: look)
        let animation = try CardAnimation(card: card)
        var composer = FrameComposer(bands: animation.bands, typing: animation.typing.mapValues(\.steps), drawings: animation.drawings, height: animation.height)
        func frame(_ seconds: Double) throws -> [UInt8] {
            try composer.compose(animation.scene(at: seconds))
            return composer.frame
        }
        let width = animation.width
        for entry in animation.timeline.entries {
            guard let rows = animation.bands.rows[entry.message] else { continue }
            let near = max(0, rows.lowerBound - 40)..<(rows.upperBound + 40)
            let landed = try frame(entry.enters + animation.timeline.enterSeconds)
            let steps = try (1...3).map { try frame(entry.enters + animation.timeline.enterSeconds * Double($0) / 4) }.map { Self.distance($0, landed, rows: near, width: width) }
            #expect(steps[0] > steps[1] && steps[1] > steps[2] && steps[2] > 0, "\(look) message \(entry.message): \(steps)")
            guard let from = entry.typingFrom else { continue }
            let fading = try frame(from + CardAnimation.typingFadeSeconds / 2), typed = try frame(from + CardAnimation.typingFadeSeconds)
            let before = try frame(from - 0.001)
            #expect(Self.distance(fading, before, rows: near, width: width) > 0, "\(look) message \(entry.message): the indicator does not show")
            #expect(Self.distance(fading, typed, rows: near, width: width) > 0, "\(look) message \(entry.message): the indicator does not fade in")
        }
    }
}
