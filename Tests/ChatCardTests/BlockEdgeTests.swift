import Canvas
import ChatCard
import Foundation
import ImageCodecs
import Testing

/// Point 15 of the visual-fidelity issue: highlight blocks share their outer edges with the bubbles' bodies and sit on
/// device pixels (they sat 1 to 1.3 pt inside, with soft edges at 1×).
@Suite struct BlockEdgeTests {
    static let json = #"""
        {"width": 320, "scale": 1, "messages": [
         {"from": "them", "text": "A bubble from them that wraps onto two lines"},
         {"from": "them", "style": "highlight", "align": "left", "text": "A left highlight that wraps onto two lines"},
         {"from": "me", "text": "A bubble from me that wraps onto two lines ok"},
         {"from": "me", "style": "highlight", "align": "right", "text": "A right highlight that wraps onto two lines"}]}
        """#

    /// Per row: the first and last column that is not the card's white, and those pixels.
    static func extents(_ image: RGBAImage) -> [(row: Int, first: Int, last: Int)] {
        (0..<image.height).compactMap { y in
            let inked = (0..<image.width).filter { x in let p = image[x, y]; return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 255 - 30 }
            guard let first = inked.first, let last = inked.last else { return nil }
            return (y, first, last)
        }
    }

    @Test func blocksLineUpWithBubbleBodiesOnWholePixels() throws {
        let image = try RGBAImage(png: try Card(json: Data(Self.json.utf8)).render())
        let rows = Self.extents(image)
        // The most common left and right edges: bubble bodies and blocks (tails and rounded corners are rarer).
        func mode(_ values: [Int]) -> Int { Dictionary(grouping: values, by: { $0 }).max { $0.value.count < $1.value.count }!.key }
        let lefts = rows.map(\.first), rights = rows.map(\.last)
        let left = mode(lefts), right = mode(rights)
        let blockRowsOnLeft = rows.filter { $0.first == left }.count, blockRowsOnRight = rows.filter { $0.last == right }.count
        #expect(blockRowsOnLeft > 60 && blockRowsOnRight > 60, "both bubbles and blocks stand on one edge per side")
        // Crisp: the edge column holds the fill itself, not a blend with the card.
        let straight = rows.indices.filter { i in (i - 2...i + 2).allSatisfy { rows.indices.contains($0) && rows[$0].first == left } }
        #expect(straight.count > 60)
        for row in straight.map({ rows[$0] }) {
            let p = image[left, row.row]
            #expect(Int(p.r) + Int(p.g) + Int(p.b) < 3 * 240, "row \(row.row): soft left edge \(p)")
        }
    }
}
