import Foundation
import Canvas

/// Several photos of one message as an album, in the shapes the messengers use (Telegram's mosaic):
/// - two: side by side, or one above the other when both are wide and alike;
/// - three whose first is a portrait, four whose first is not a landscape: the first at full height on
///   the leading side and the others stacked in a column beside it;
/// - otherwise the first on a row of its own above the others (three, four), or, for five and more (or a
///   panorama among them, or a fixed shape that would show less than `minShown` of a picture), the
///   split into rows that comes closest to `targetHeight` of the width.
/// Cells crop their pictures to the centre where their shapes differ (a panorama, a screenshot); no cell
/// is smaller than `minCell` on either side where the width allows, and the album is never lower than
/// `minHeight`.
struct AlbumLayout {
    /// Each picture's cell, in the given order, in points from the album's top-left corner (the leading
    /// side is the left; a right-to-left card mirrors the cells).
    let cells: [Rect]
    let size: Size

    /// The room the album may take and the smallest cell and album it may draw.
    struct Room {
        var width: Double
        var gap: Double
        var minCell: Double
        var minHeight: Double
        var targetHeight: Double { width * AlbumLayout.targetHeight }
    }

    /// The rows of five and more pictures aim at this height, of the album's width.
    static let targetHeight = 4.0 / 3.0
    /// A picture is a landscape above this shape (width / height), a portrait below `portrait`.
    static let landscape = 1.2
    static let portrait = 0.8
    /// The leading picture of a column layout takes between these shares of the width; a picture alone
    /// on the top row at most `leadRowHeight` of the width.
    static let leadColumnShare = 0.4...0.6
    static let leadRowHeight = 0.66
    /// A fixed shape that would crop a picture to less than this share of it gives way to rows.
    static let minShown = 1.0 / 3

    init(aspects: [Double], room: Room) {
        let shapes = aspects.map { min(max($0, 1e-3), 1e3) }
        let layout = Self.mosaic(shapes, room) ?? Self.bestRows(shapes, room)
        let height = max(layout.height, room.minHeight)
        // A mosaic lower than the least album height is stretched to it (the pictures are cropped); the
        // gaps keep their width: a bottom edge above another cell moves down with it by the gap's stretch.
        let stretch = layout.height > 0 ? height / layout.height : 1
        cells = stretch == 1 ? layout.cells : layout.cells.map { cell in
            let top = cell.minY * stretch
            let bottom = cell.maxY >= layout.height - 1e-9 ? height : cell.maxY * stretch + (stretch - 1) * room.gap
            return Rect(x: cell.minX, y: top, width: cell.width, height: bottom - top)
        }
        size = Size(width: room.width, height: height)
    }

    /// The fixed shapes for two to four pictures of common shapes; nil for the others (or when a shape
    /// would leave a cell too small).
    private static func mosaic(_ shapes: [Double], _ room: Room) -> Mosaic? {
        guard (2...4).contains(shapes.count), shapes.allSatisfy({ $0 <= 2 }) else { return nil }
        let (first, mean) = (shapes[0], shapes.reduce(0, +) / Double(shapes.count))
        let candidate: Mosaic?
        switch shapes.count {
        case 2:
            let alike = shapes.allSatisfy { $0 > landscape } && mean > 1.4 && abs(shapes[1] - shapes[0]) < 0.2
            candidate = alike ? Mosaic.rows([[0], [1]], shapes, room) : Mosaic.pair(shapes, room)
        case 3:
            candidate = first < portrait ? Mosaic.leadColumn(shapes, room) : Mosaic.leadRow(shapes, room)
        default:
            candidate = first > landscape ? Mosaic.leadRow(shapes, room) : Mosaic.leadColumn(shapes, room)
        }
        return candidate.flatMap { mosaic in
            let legible = mosaic.smallestSide >= room.minCell - 1e-9
            // The album's least height stretches the cells later; judge the crop as it will be drawn.
            let stretch = max(1, room.minHeight / max(mosaic.height, 1e-9))
            let stretched = Mosaic(cells: mosaic.cells.map { Rect(x: $0.minX, y: $0.minY * stretch, width: $0.width, height: $0.height * stretch) })
            return legible && stretched.leastShown(of: shapes) >= minShown - 1e-9 ? mosaic : nil
        }
    }

    /// Rows in reading order, at most three pictures each (four when they are portraits), at least two
    /// rows: of the splits that keep every cell at least `minCell` on each side, the one whose height
    /// comes closest to the target, a row fuller than the next costing half as much again (Telegram's
    /// rule). One picture per row is always legible (a cell is at least width / 2.75 tall).
    private static func bestRows(_ shapes: [Double], _ room: Room) -> Mosaic {
        let mean = shapes.reduce(0, +) / Double(shapes.count)
        // Alike shapes: all at least square, or all at most square.
        let cropped = shapes.map { mean > 1.1 ? min(max($0, 1), 2.75) : min(max($0, 2.0 / 3), 1) }
        let search = RowSearch(shapes: cropped, room: room, maxPerRow: mean < 0.85 ? 4 : 3)
        let rows = search.best() ?? cropped.indices.map { $0..<$0 + 1 }
        return Mosaic.justified(rows, cropped, room)
    }
}

/// A depth-first search over where each row ends, pruned by legibility and by the best cost so far
/// (rows only add height), so that sixteen pictures cost hundreds of steps rather than ten thousand.
private struct RowSearch {
    let shapes: [Double]
    let room: AlbumLayout.Room
    let maxPerRow: Int
    static let fullerRowCost = 1.5

    func best() -> [Range<Int>]? {
        var best: (cost: Double, rows: [Range<Int>])?
        var rows: [Range<Int>] = []
        let minRows = shapes.count > 1 ? 2 : 1
        func extend(from start: Int, height: Double) {
            let overshoot = height - room.targetHeight
            if let best, overshoot >= best.cost { return }
            if start == shapes.count {
                guard rows.count >= minRows else { return }
                let fuller = zip(rows, rows.dropFirst()).contains { $0.count > $1.count }
                let cost = abs(overshoot) * (fuller ? Self.fullerRowCost : 1)
                if best == nil || cost < best!.cost { best = (cost, rows) }
                return
            }
            for count in 1...min(maxPerRow, shapes.count - start) {
                let row = start..<start + count
                let rowHeight = AlbumLayout.Mosaic.rowHeight(shapes[row], room)
                guard rowHeight * shapes[row].min()! >= room.minCell - 1e-9, rowHeight >= room.minCell - 1e-9 else { continue }
                rows.append(row)
                extend(from: row.upperBound, height: height + rowHeight + (start > 0 ? room.gap : 0))
                rows.removeLast()
            }
        }
        extend(from: 0, height: 0)
        return best?.rows
    }
}
