import Canvas

/// A bubble split for `Canvas.fillTiled`: its corners and tail as coverage tiles (the same few shapes on
/// every bubble of a card, so their anti-aliasing is computed once per thread), the rest as rectangles.
struct BubbleTiling {
    var solid: [Rect]
    var tiles: [CoverageTile]

    /// What fixes the outline inside a tile, relative to the tile's corner.
    private struct TileKey: Hashable {
        var shape: BubbleShape
        /// Which corners the tile holds (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right or tail);
        /// with the tile's size (part of the cache key) that places them.
        var corners: [Int]
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
        var boxes: [Rect] = [
            Rect(x: 0, y: 0, width: cover(r), height: cover(r)),
            Rect(x: w - cover(c.topRight), y: 0, width: cover(c.topRight), height: cover(c.topRight)),
            Rect(x: 0, y: h - cover(r), width: cover(r), height: cover(r)),
        ]
        switch c.tailShape {
        case .none:
            boxes.append(Rect(x: w - cover(c.bottomRight), y: h - cover(c.bottomRight),
                              width: cover(c.bottomRight), height: cover(c.bottomRight)))
        case .curved:
            // The outer curve starts 0.7 r above the bottom; the hook lands 0.7 r in from the side.
            boxes.append(Rect(x: w - cover(0.7 * r), y: h - cover(0.7 * r), width: cover(0.7 * r) + reach,
                              height: cover(0.7 * r)))
        case .pointed:
            tailHeight = BubbleShape.pointedTailHeight(radius: r, reach: reach, body: Rect(x: 0, y: 0, width: w, height: h),
                                                       topRight: c.topRight)
            boxes.append(Rect(x: w - cover(0.3 * r), y: h - cover(tailHeight), width: cover(0.3 * r) + reach,
                              height: cover(tailHeight)))
        }
        // Corners that meet (a bubble barely taller than its two radii) share one tile.
        var groups = boxes.enumerated().filter { !$1.isEmpty }.map { (box: $1, corners: [$0]) }
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
