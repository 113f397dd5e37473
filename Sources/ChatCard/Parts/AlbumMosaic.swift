import Canvas

extension AlbumLayout {
    /// One arrangement of an album's cells: the shapes `AlbumLayout` chooses from.
    struct Mosaic {
        var cells: [Rect]
        var height: Double { cells.map(\.maxY).max() ?? 0 }
        /// The shortest side of any cell: what decides whether the arrangement is legible.
        var smallestSide: Double { cells.map { min($0.width, $0.height) }.min() ?? 0 }

        /// The least share of a picture any cell shows (a cell crops its picture to the centre).
        func leastShown(of shapes: [Double]) -> Double {
            zip(cells, shapes).map { cell, shape in
                let cellShape = cell.width / cell.height
                return min(cellShape / shape, shape / cellShape)
            }.min() ?? 1
        }

        /// Rows of the given pictures, each row as wide as the album and as tall as its pictures' shapes
        /// make it.
        static func justified(_ rows: [Range<Int>], _ shapes: [Double], _ room: Room) -> Mosaic {
            var cells: [Rect] = [], y = 0.0
            for row in rows {
                let height = rowHeight(shapes[row], room)
                cells += row.cells(shapes, y: y, height: height, room)
                y += height + room.gap
            }
            return Mosaic(cells: cells)
        }

        /// Two pictures side by side at one height, neither taking more than `leadColumnShare`'s upper
        /// end of the width.
        static func pair(_ shapes: [Double], _ room: Room) -> Mosaic {
            let free = room.width - room.gap
            let height = min(rowHeight(shapes[...], room), room.fixedMaxHeight)
            let first = min(max(shapes[0] * height, free * leadColumnShare.lowerBound), free * leadColumnShare.upperBound)
            return Mosaic(cells: [Rect(x: 0, y: 0, width: first, height: height),
                                  Rect(x: first + room.gap, y: 0, width: free - first, height: height)])
        }

        /// Full-width rows of one picture each (two alike landscapes), within the album's height.
        static func rows(_ rows: [[Int]], _ shapes: [Double], _ room: Room) -> Mosaic {
            let gaps = Double(rows.count - 1) * room.gap
            let height = min(rows.map { room.width / shapes[$0[0]] }.min()!, (room.fixedMaxHeight - gaps) / Double(rows.count))
            return Mosaic(cells: rows.indices.map { Rect(x: 0, y: Double($0) * (height + room.gap), width: room.width, height: height) })
        }

        /// The first picture alone on the top row (at most `leadRowHeight` of the width), the others in a
        /// row below it, the two within the album's height.
        static func leadRow(_ shapes: [Double], _ room: Room) -> Mosaic {
            let top = min(room.width / shapes[0], room.width * leadRowHeight)
            let rest = 1..<shapes.count
            let bottom = min(rowHeight(shapes[rest], room), room.fixedMaxHeight - top - room.gap)
            return Mosaic(cells: [Rect(x: 0, y: 0, width: room.width, height: top)]
                          + rest.cells(shapes, y: top + room.gap, height: bottom, room))
        }

        /// The first picture at full height on the leading side, the others stacked in a column beside it
        /// at one width: the two widths are solved so that both columns are equally tall with every
        /// picture whole, then the leading one is held to `leadColumnShare` of the width.
        static func leadColumn(_ shapes: [Double], _ room: Room) -> Mosaic {
            let others = shapes.dropFirst()
            let free = room.width - room.gap
            // A column of width w is w × Σ 1/shape tall, plus its gaps.
            let tallness = others.reduce(0) { $0 + 1 / $1 }
            let gaps = Double(others.count - 1) * room.gap
            let whole = (free * tallness + gaps) / (1 + shapes[0] * tallness)
            let lead = min(max(whole * shapes[0], free * leadColumnShare.lowerBound), free * leadColumnShare.upperBound)
            let column = free - lead
            let height = min(column * tallness + gaps, room.fixedMaxHeight)
            // The column's pictures share what the height leaves, in proportion to their own heights.
            let unit = (height - gaps) / tallness
            var cells = [Rect(x: 0, y: 0, width: lead, height: height)], y = 0.0
            for (i, shape) in others.enumerated() {
                // The last ends exactly at the bottom, whatever the rounding.
                let h = i == others.count - 1 ? height - y : unit / shape
                cells.append(Rect(x: lead + room.gap, y: y, width: column, height: h))
                y += h + room.gap
            }
            return Mosaic(cells: cells)
        }

        /// The height at which `shapes` side by side fill the album's width.
        static func rowHeight(_ shapes: ArraySlice<Double>, _ room: Room) -> Double {
            max(1, room.width - Double(shapes.count - 1) * room.gap) / shapes.reduce(0, +)
        }
    }
}

extension AlbumLayout.Room {
    /// The two-to-four-picture shapes are at most as tall as they are wide (Telegram's limit).
    var fixedMaxHeight: Double { width }
}

private extension Range<Int> {
    /// The pictures of one row side by side at `height`, across the album's width in proportion to their
    /// shapes (cropped alike when the row is held lower than they need), the last ending exactly at the
    /// album's edge.
    func cells(_ shapes: [Double], y: Double, height: Double, _ room: AlbumLayout.Room) -> [Rect] {
        let free = room.width - Double(count - 1) * room.gap, total = shapes[self].reduce(0, +)
        var x = 0.0
        return map { i in
            let width = i == upperBound - 1 ? room.width - x : free * shapes[i] / total
            defer { x += width + room.gap }
            return Rect(x: x, y: y, width: width, height: height)
        }
    }
}
