import Canvas
import Foundation
import Testing
@testable import ChatCard

/// iMessage's tapbacks are round and stacked, each over the one before and all inside the card; every other
/// look's chips stand apart.
@Suite struct TapbackStackTests {
    static func chips(_ look: Look.Name, from: String, width: Int, direction: String) throws -> [Rect] {
        let json = ##"""
            {"look": "\##(look.rawValue)", "width": \##(width), "direction": "\##(direction)", "messages": [
             {"from": "\##(from)", "text": "Ship it tonight?", "reactions": [{"emoji": "🔥", "count": 3, "mine": true}, {"emoji": "👍", "count": 2}, {"emoji": "😂", "count": 1}]}]}
            """##
        let card = try Card(json: Data(json.utf8))
        let rects = try card.frames().of(message: 0).filter { $0.kind == .reaction }.map(\.rect)
        #expect(rects.allSatisfy { $0.minX >= card.spec.padding - 0.01 && $0.maxX <= Double(width) - card.spec.padding + 0.01 }, "\(look) inside the card")
        return rects
    }

    @Test(arguments: ["me", "them"], ["ltr", "rtl"])
    func iMessageTapbacksAreRoundAndStacked(_ from: String, _ direction: String) throws {
        for width in [240, 390] {
            let rects = try Self.chips(.imessage, from: from, width: width, direction: direction)
            #expect(rects.count == 3)
            #expect(rects.allSatisfy { abs($0.width - $0.height) < 0.01 }, "round: \(rects)")
            for (a, b) in zip(rects, rects.dropFirst()) {
                let overlap = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                #expect(overlap > 0.2 * a.width && overlap < 0.5 * a.width, "\(from) \(direction) \(width): each over the one before: \(a) \(b)")
            }
        }
    }

    @Test(arguments: Look.Name.allCases.filter { $0 != .imessage })
    func otherLooksKeepTheirChipsApart(_ look: Look.Name) throws {
        let rects = try Self.chips(look, from: "them", width: 390, direction: "ltr")
        for (i, a) in rects.enumerated() {
            for b in rects.dropFirst(i + 1) {
                #expect(a.maxX <= b.minX + 0.01 || b.maxX <= a.minX + 0.01 || a.maxY <= b.minY + 0.01 || b.maxY <= a.minY + 0.01, "\(look): \(a) \(b)")
            }
        }
    }
}
