import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// A round video's two pills, its duration at the bottom leading side and its time at the trailing side, are
/// drawn in one fill: on Telegram's wallpaper both in the service pill (a dark picture's translucent pill
/// vanished into the dark wallpaper), elsewhere both in the pictures' pill. Each pill's outer end lies off
/// the circle, on the card, at mirrored places: the two ends read alike, in every look, theme and direction
/// (on a flat background colour, which replaces a wallpaper's gradient but keeps its pills).
@Suite struct RoundVideoPillTests {
    @Test(arguments: Look.Name.allCases)
    func theDurationAndTheTimeShareTheirFill(_ look: Look.Name) throws {
        let picture = try CardImageTests.dataURI("square.webp")
        for theme in ["light", "dark"] {
            for direction in ["ltr", "rtl"] {
                let json = ##"{"look": "\##(look.rawValue)", "theme": "\##(theme)", "direction": "\##(direction)", "background": "#5A6B7C", "messages": [{"from": "them", "time": "9:43", "video": {"kind": "round", "duration": 12, "thumbnail": "\##(picture)"}}]}"##
                let card = try Card(json: Data(json.utf8))
                let pills = try card.frames().of(message: 0).filter { $0.kind == .pill }.map(\.rect).sorted { $0.minX < $1.minX }
                // Looks that write times in headers (iMessage, Discord, Slack) draw the duration alone.
                try #require(!pills.isEmpty, "\(look) \(theme) \(direction): no pill")
                guard pills.count == 2 else { continue }
                let image = try RGBAImage(png: card.render()), s = card.spec.scale
                // The median of a short column of pixels 1.5 pt in from each pill's outer end (a doodle of the
                // wallpaper under one pixel does not decide it).
                func end(_ x: Double, _ pill: Rect) -> [Int] {
                    let samples = stride(from: pill.midY - 3, through: pill.midY + 3, by: 1 / s).map { image[Int(x * s), Int($0 * s)] }
                    func median(_ channel: [Int]) -> Int { channel.sorted()[channel.count / 2] }
                    return [median(samples.map { Int($0.r) }), median(samples.map { Int($0.g) }), median(samples.map { Int($0.b) })]
                }
                let left = end(pills[0].minX + 1.5, pills[0]), right = end(pills[1].maxX - 1.5, pills[1])
                #expect(zip(left, right).allSatisfy { abs($0 - $1) <= 12 }, "\(look) \(theme) \(direction): ends \(left) and \(right)")
            }
        }
    }
}
