/// A rounded rectangle on device pixels split for `Canvas.fillTiled`: each corner a coverage tile (the
/// same few radii on every chip, pill and block of a card, so their anti-aliasing is computed once per
/// thread), the rest solid rectangles.
struct RoundedRectTiling {
    var solid: [Rect]
    var tiles: [CoverageTile]

    private enum Corner: Hashable { case topLeft, topRight, bottomLeft, bottomRight }

    /// The corners a tile holds and the radius fix its outline; the tile's size (in the cache key) places them.
    private struct TileKey: Hashable {
        var corners: [Corner]
        var radius: Double
    }

    /// Up to this many device pixels a rounded rect is one tile: one mask costs less in Cairo than a
    /// rectangle and four corners (a reaction chip 60 → 13 µs), and a card repeats few such sizes.
    static let maxWholeTilePixels = 65_536.0

    /// Nil when `rect` is off the device grid.
    init?(rect: Rect, radius: Double, scale: Double) {
        let grid = TileGeometry(scale: scale)
        guard scale > 0, grid.onGrid(rect) else { return nil }
        let (w, h) = (rect.width, rect.height)
        let r = max(0, min(radius, w / 2, h / 2)), e = grid.cover(r)  // Path.roundedRect's clamp
        if w * h * scale * scale <= Self.maxWholeTilePixels, r > 0 {
            (solid, tiles) = ([], [CoverageTile(box: rect, key: TileKey(corners: [.topLeft, .topRight, .bottomLeft, .bottomRight], radius: r))])
            return
        }
        let corners: [(box: Rect, parts: [Corner])] = r == 0 ? [] : [
            (Rect(x: 0, y: 0, width: e, height: e), [.topLeft]),
            (Rect(x: w - e, y: 0, width: e, height: e), [.topRight]),
            (Rect(x: 0, y: h - e, width: e, height: e), [.bottomLeft]),
            (Rect(x: w - e, y: h - e, width: e, height: e), [.bottomRight]),
        ]
        let groups = TileGeometry.merged(corners)  // a pill's corners meet: one cap a side
        let place = { (box: Rect) in Rect(x: box.minX + rect.minX, y: box.minY + rect.minY, width: box.width, height: box.height) }
        solid = TileGeometry.remainder(of: Rect(x: 0, y: 0, width: w, height: h), without: groups.map(\.box)).map(place)
        tiles = groups.map { CoverageTile(box: place($0.box), key: TileKey(corners: $0.parts, radius: r)) }
    }
}

extension Canvas {
    /// Fills a rounded rectangle (radius clamped to half the shorter side). On an image canvas with
    /// `rect` on device pixels its corners come from kept coverage tiles: Cairo's scan converter took
    /// about 60 µs for each reaction chip, the tiles take a few.
    public func fillRoundedRect(_ rect: Rect, radius: Double, with paint: Paint) {
        let path = Path.roundedRect(rect, radius: radius)
        guard let tiling = RoundedRectTiling(rect: rect, radius: radius, scale: scale) else { return fill(path, with: paint) }
        fillTiled(path, with: paint, solid: tiling.solid, tiles: tiling.tiles)
    }
}
