import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// Telegram draws a pre block as it draws a quote: a bar in the bubble's accent down its leading edge;
/// the other looks keep their code fill without a bar (those that box one: WhatsApp writes its lines among the
/// text, Messages has no code). Pixels at the block's leading edge and middle, both sides, both themes, both
/// directions.
@Suite struct PreBlockStripeTests {
    @Test(arguments: Look.Name.allCases)
    func onlyTelegramStripesItsCode(_ look: Look.Name) throws {
        let striped = look == .telegram
        for theme in ["light", "dark"] {
            for from in ["me", "them"] {
                for direction in ["ltr", "rtl"] {
                    let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "direction": "\#(direction)", "scale": 3, "messages": [{"from": "\#(from)", "time": "9:43", "spans": [{"text": "swift build\nswift test", "pre": "sh"}]}]}"#
                    let card = try Card(json: Data(json.utf8))
                    let style = Look.named(look).codeBlocks
                    guard style.boxed && style.markup else {
                        #expect(try card.frames().of(message: 0).contains { $0.kind == .pre } == false, "\(look): a pre block")
                        continue
                    }
                    let block = try #require(try card.frames().of(message: 0).first { $0.kind == .pre }?.rect, "\(look): no pre block")
                    let image = try RGBAImage(png: card.render()), s = card.spec.scale
                    let colours = theme == "dark" ? Look.named(look).dark : Look.named(look).light
                    let side = from == "me" ? colours.outgoing : colours.incoming
                    let accent = side.accent ?? colours.accent
                    // Telegram writes right to left with the card mirrored: the bar at the block's right.
                    let bubbles = if case .bubbles = Look.named(look).layout { true } else { false }
                    let rtl = direction == "rtl" && bubbles
                    let edge = rtl ? block.maxX - 1 : block.minX + 1
                    func distance(_ x: Double) -> Int {
                        let p = image[Int(x * s), Int(block.midY * s)]
                        return [abs(Int(p.r) - Int(accent.red * 255)), abs(Int(p.g) - Int(accent.green * 255)), abs(Int(p.b) - Int(accent.blue * 255))].max()!
                    }
                    let what = "\(look) \(theme) \(from) \(direction)"
                    if striped {
                        #expect(distance(edge) <= 10, "\(what): the edge is not the accent")
                    } else {
                        #expect(distance(edge) > 10 || distance(block.midX) <= 10, "\(what): an accent bar")
                    }
                }
            }
        }
    }
}
