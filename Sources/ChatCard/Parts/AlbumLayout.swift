import Foundation
import Canvas

/// Several photos of one message as an album (the messengers' grouped media): rows of one to
/// `maxPerRow` pictures in the given order, each row as wide as the album and as tall as its pictures'
/// shapes make it, the rows chosen so that every row comes closest to the target height. Pictures keep
/// their shape within `aspectRange`; past it (a panorama, a screenshot) they are cropped to the centre.
struct AlbumLayout {
    /// Each picture's cell, in the given order, in points from the album's top-left corner.
    let cells: [Rect]
    let size: Size

    static let maxPerRow = 4
    /// Cells are never wider than 2.5:1 nor taller than 1:2.
    static let aspectRange = 0.5...2.5
    /// Each row costs this much besides its height's miss, so that of two near-equal splits the one
    /// with fewer rows wins (nine squares in three rows of three, not 2 + 2 + 2 + 3).
    static let rowCost = 0.05

    /// `aspects` are width / height; `gap` the room between cells; `rowHeight` the height rows aim for.
    init(aspects: [Double], width: Double, gap: Double, rowHeight: Double) {
        let shapes = aspects.map { min(max($0, Self.aspectRange.lowerBound), Self.aspectRange.upperBound) }
        func height(_ row: Range<Int>) -> Double {
            max(1, width - Double(row.count - 1) * gap) / shapes[row].reduce(0, +)
        }
        let target = max(rowHeight, 1e-9)
        var cells: [Rect] = [], y = 0.0
        // A row twice too tall costs as much as one twice too flat.
        for row in Self.rows(count: shapes.count, cost: { pow(log(height($0) / target), 2) + Self.rowCost }) {
            let h = height(row)
            var x = 0.0
            for i in row {
                // The last cell ends exactly at the album's edge, whatever the rounding.
                let w = i == row.upperBound - 1 ? width - x : shapes[i] * h
                cells.append(Rect(x: x, y: y, width: w, height: h))
                x += w + gap
            }
            y += h + gap
        }
        self.cells = cells
        size = Size(width: width, height: max(0, y - gap))
    }

    /// The split of `count` pictures into consecutive rows of at most `maxPerRow` with the least total
    /// cost (dynamic programming over where each row ends: count × maxPerRow steps).
    static func rows(count: Int, cost: (Range<Int>) -> Double) -> [Range<Int>] {
        guard count > 0 else { return [] }
        var best = [0.0] + Array(repeating: Double.infinity, count: count)
        var start = Array(repeating: 0, count: count + 1)
        for end in 1...count {
            for first in max(0, end - maxPerRow)..<end {
                let total = best[first] + cost(first..<end)
                if total < best[end] { (best[end], start[end]) = (total, first) }
            }
        }
        var rows: [Range<Int>] = [], end = count
        while end > 0 { rows.append(start[end]..<end); end = start[end] }
        return rows.reversed()
    }
}
