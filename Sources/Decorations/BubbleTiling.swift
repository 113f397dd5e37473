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
        func onGrid(_ v: Double) -> Bool { abs((v * scale).rounded() - v * scale) < 1e-6 }
        guard scale > 0, [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(onGrid) else { return nil }
        // Whole device pixels, at least `length`.
        func cover(_ length: Double) -> Double { (length * scale - 1e-6).rounded(.up) / scale }

        let local = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        var c = shape.corners(in: local)
        let (w, h, r) = (c.body.width, c.body.height, c.r)
        let reach = local.width - w
        // The body's right edge is a straight edge of the solid part: it must lie on the grid too.
        guard onGrid(w) else { return nil }
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
        case .pointed:
            tailHeight = BubbleShape.pointedTailHeight(radius: r, reach: reach, body: Rect(x: 0, y: 0, width: w, height: h),
                                                       topRight: c.topRight)
            let foot = cover(BubbleShape.pointedTailFoot * r)
            boxes.append((.bottomRightOrTail, Rect(x: w - foot, y: h - cover(tailHeight), width: foot + reach,
                                                   height: cover(tailHeight))))
        }
        // Corners that meet (a bubble barely taller than its two radii) share one tile.
        var groups = boxes.filter { !$0.1.isEmpty }.map { (box: $0.1, corners: [$0.0]) }
        while let (i, j) = Self.firstOverlap(in: groups.map(\.box)) {
            groups[i] = (groups[i].box.union(groups[j].box), groups[i].corners + groups[j].corners)
            groups.remove(at: j)
        }
        guard groups.allSatisfy({ $0.box.minX >= 0 && $0.box.minY >= 0 && $0.box.maxY <= h + 1e-9 }) else { return nil }

        let placement = shape.side == .right
            ? AffineTransform.translation(x: frame.minX, y: frame.minY)
            : AffineTransform.mirrorX(around: local.midX).concatenating(.translation(x: frame.minX, y: frame.minY))
        let body = Rect(x: 0, y: 0, width: w, height: h)
        solid = Self.remainder(of: body, without: groups.map(\.box)).map(placement.apply)
        tiles = groups.map { group in
            CoverageTile(box: placement.apply(group.box), key: TileKey(
                shape: shape, corners: group.corners, radii: c, tailReach: reach, tailHeight: tailHeight))
        }
    }

    static func firstOverlap(in boxes: [Rect]) -> (Int, Int)? {
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].overlaps(boxes[j]) { return (i, j) }
        }
        return nil
    }

    /// `rect` minus boxes that lie inside it, as horizontal bands of rectangles.
    static func remainder(of rect: Rect, without boxes: [Rect]) -> [Rect] {
        let ys = Set([rect.minY, rect.maxY] + boxes.flatMap { [$0.minY, $0.maxY] })
            .filter { $0 >= rect.minY && $0 <= rect.maxY }.sorted()
        var result: [Rect] = []
        for (y0, y1) in zip(ys, ys.dropFirst()) where y1 > y0 {
            var x = rect.minX
            for box in boxes.filter({ $0.minY < y1 && $0.maxY > y0 }).sorted(by: { $0.minX < $1.minX }) {
                if box.minX > x { result.append(Rect(x: x, y: y0, width: min(box.minX, rect.maxX) - x, height: y1 - y0)) }
                x = max(x, box.maxX)
            }
            if x < rect.maxX { result.append(Rect(x: x, y: y0, width: rect.maxX - x, height: y1 - y0)) }
        }
        return result
    }
}
