import Canvas

/// A bubble split for `Canvas.fillTiled`: its corners and tail as coverage tiles (the same few shapes on
/// every bubble of a card, so their anti-aliasing is computed once per thread), the rest as rectangles.
struct BubbleTiling {
    var solid: [Rect]
    var tiles: [CoverageTile]

    /// A corner of the right-sided outline; the bottom right one is the tail when there is one.
    private enum Corner: Hashable { case topLeft, topRight, bottomLeft, bottomRightOrTail }

    /// What fixes the outline inside a tile, relative to the tile's corner.
    private struct TileKey: Hashable {
        var shape: BubbleShape
        /// The corners the tile holds; with the tile's size (part of the cache key) that places them.
        var corners: [Corner]
        var radii: BubbleShape.Corners
        var tailReach: Double
        var tailHeight: Double
    }

    /// Nil when the frame or the body's edge is off the device grid (a very narrow bubble whose tail room
    /// shrinks); such a bubble is filled as one path.
    init?(shape: BubbleShape, frame: Rect, scale: Double) {
        let grid = TileGeometry(scale: scale)
        guard scale > 0, grid.onGrid(frame) else { return nil }
        let cover = grid.cover

        let local = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        var c = shape.corners(in: local)
        let (w, h, r) = (c.body.width, c.body.height, c.r)
        let reach = local.width - w
        // The body's right edge is a straight edge of the solid part: it must lie on the grid too.
        guard grid.onGrid(w) else { return nil }
        // The key holds radii, not the body: a tile's outline does not depend on the bubble's size.
        c.body = .zero
        var tailHeight = 0.0
        var boxes: [(Corner, Rect)] = [
            (.topLeft, Rect(x: 0, y: 0, width: cover(r), height: cover(r))),
            (.topRight, Rect(x: w - cover(c.topRight), y: 0, width: cover(c.topRight), height: cover(c.topRight))),
            (.bottomLeft, Rect(x: 0, y: h - cover(r), width: cover(r), height: cover(r))),
        ]
        switch c.tailShape {
        case .none:
            boxes.append((.bottomRightOrTail, Rect(x: w - cover(c.bottomRight), y: h - cover(c.bottomRight),
                                                   width: cover(c.bottomRight), height: cover(c.bottomRight))))
        case .curved:
            let extent = cover(BubbleShape.curvedTailExtent * r)
            boxes.append((.bottomRightOrTail, Rect(x: w - extent, y: h - extent, width: extent + reach, height: extent)))
        case .wedge:
            // The body's corner is square: the tile holds only the wedge beside it.
            let k = min(reach, (h - c.topRight) / BubbleShape.wedgeHeight)
            tailHeight = cover(BubbleShape.wedgeHeight * k)
            boxes.append((.bottomRightOrTail, Rect(x: w, y: h - tailHeight, width: reach, height: tailHeight)))
        case .pointed:
            tailHeight = BubbleShape.pointedTailHeight(radius: r, reach: reach, body: Rect(x: 0, y: 0, width: w, height: h),
                                                       topRight: c.topRight)
            let foot = cover(BubbleShape.pointedTailFoot * r)
            boxes.append((.bottomRightOrTail, Rect(x: w - foot, y: h - cover(tailHeight), width: foot + reach,
                                                   height: cover(tailHeight))))
        }
        // Corners that meet (a bubble barely taller than its two radii) share one tile.
        let groups = TileGeometry.merged(boxes.map { (box: $0.1, parts: [$0.0]) })
        guard groups.allSatisfy({ $0.box.minX >= 0 && $0.box.minY >= 0 && $0.box.maxY <= h + 1e-9 }) else { return nil }

        let placement = shape.placement(of: local, at: frame.origin)
        let body = Rect(x: 0, y: 0, width: w, height: h)
        solid = TileGeometry.remainder(of: body, without: groups.map(\.box)).map(placement.apply)
        tiles = groups.map { group in
            CoverageTile(box: placement.apply(group.box), key: TileKey(
                shape: shape, corners: group.parts, radii: c, tailReach: reach, tailHeight: tailHeight))
        }
    }
}
