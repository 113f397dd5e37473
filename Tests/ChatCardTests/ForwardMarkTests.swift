import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// WhatsApp's forward arrow leads its label and points the way the card reads: mirrored right to left; WhatsApp
/// and Discord write "Forwarded" without the source, Telegram and the others "Forwarded from" it.
@Suite struct ForwardMarkTests {
    /// The horizontal centre of the arrow's ink, as a share of its box (0: left edge, 1: right edge).
    static func arrowCentre(_ direction: CardSpec.Direction) throws -> Double {
        let json = ##"""
            {"width": 340, "scale": 4, "look": "whatsapp", "direction": "\##(direction.rawValue)",
             "messages": [{"from": "them", "time": "9:41", "forwardedFrom": "Trail News", "text": "Ridge trail reopens Saturday"}]}
            """##
        let card = try Card(json: Data(json.utf8))
        let label = try #require(try card.frames().frames.first { $0.element.kind == .forward }?.element.rect)
        let image = try RGBAImage(png: card.render()), s = card.spec.scale
        let ground = Look.whatsapp.light.incomingFill
        // Ink per pixel column across the label; the arrow is the run of inked columns at the leading end.
        let columns = Array(Int(label.minX * s)..<Int(label.maxX * s))
        let ink = columns.map { x in
            (Int(label.minY * s)..<Int(label.maxY * s)).reduce(0.0) { sum, y in
                let p = image[x, y]
                return sum + Double(abs(Int(p.r) - Int(ground.red * 255)) + abs(Int(p.g) - Int(ground.green * 255)) + abs(Int(p.b) - Int(ground.blue * 255)))
            }
        }
        let order = direction == .ltr ? Array(ink.indices) : Array(ink.indices.reversed())
        guard let first = order.first(where: { ink[$0] > 0 }) else { return 0.5 }
        var run = [first]
        for i in order.drop(while: { $0 != first }).dropFirst() {
            guard ink[i] > 0 else { break }
            run.append(i)
        }
        let (lo, hi) = (Double(run.min()!), Double(run.max()!) + 1)
        let (mass, moment) = run.reduce((0.0, 0.0)) { ($0.0 + ink[$1], $0.1 + ink[$1] * (Double($1) + 0.5 - lo) / (hi - lo)) }
        return moment / max(mass, 1)
    }

    @Test func theArrowIsMirroredRightToLeft() throws {
        let (ltr, rtl) = (try Self.arrowCentre(.ltr), try Self.arrowCentre(.rtl))
        #expect(abs(ltr - 0.5) > 0.015, "the arrow is not symmetric (\(ltr))")
        #expect(abs(rtl - (1 - ltr)) < 0.01, "right to left it is the mirror image: \(ltr) vs \(rtl)")
    }

    @Test(arguments: Look.Name.allCases)
    func theLabelNamesTheSourceWhereTheAppDoes(_ look: Look.Name) throws {
        let json = #"{"look": "\#(look.rawValue)", "messages": [{"from": "them", "time": "9:41", "forwardedFrom": "Trail News", "text": "Ridge trail"}]}"#
        let frames = try Card(json: Data(json.utf8)).frames().frames.map(\.element)
        let label = try #require(frames.first { $0.kind == .forward }?.text)
        let marks = [Look.Name.whatsapp, .discord].contains(look)
        #expect(marks ? label == "Forwarded" : label.contains("Trail News"), "\(look): \(label)")
    }
}
