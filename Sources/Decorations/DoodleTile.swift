import Canvas

/// A square tile of doodles repeated over a chat wallpaper: a grid of cells, each holding one glyph
/// of `DoodleGlyph` at its own size, turn and offset, so the repeat reads as scattered drawings, not a
/// lattice. A glyph crossing an edge is drawn again one side over, so tiles join without a seam.
public struct DoodleTile: Sendable, Hashable {
    /// The tile's side, points.
    public let side: Double
    /// Cells per side.
    public let cells: Int
    /// A glyph's box side as a share of its cell, smallest and largest.
    public let glyphShare: ClosedRange<Double>
    /// Largest turn either way, radians.
    public let maxTurn: Double
    /// Stroke width, points.
    public let lineWidth: Double
    /// Picks the glyphs, sizes and turns: another seed, another arrangement.
    public let seed: UInt64
    /// The drawings this tile scatters.
    public let glyphs: [DoodleGlyph]

    public init(side: Double, cells: Int, glyphShare: ClosedRange<Double>, maxTurn: Double, lineWidth: Double, seed: UInt64,
                glyphs: [DoodleGlyph] = DoodleGlyph.allCases) {
        (self.side, self.cells, self.glyphShare, self.maxTurn, self.lineWidth, self.seed) = (max(1, side), max(1, cells), glyphShare, maxTurn, lineWidth, seed)
        self.glyphs = glyphs.isEmpty ? DoodleGlyph.allCases : glyphs
    }

    /// The pattern this tile makes in `ink`.
    public func pattern(ink: WallpaperPattern.Ink) -> WallpaperPattern {
        WallpaperPattern(strokes: strokes(), side: side, lineWidth: lineWidth, ink: ink)
    }

    /// Every glyph's outline in tile coordinates (0…side), with its copies across the edges it crosses.
    func strokes() -> Path {
        var random = SplitMix64(seed)
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        let cell = side / Double(cells)
        var strokes = Path()
        var previous: [Int] = []
        for row in 0..<cells {
            // Every other row half a cell over (a brick bond), so no straight columns run down the tile.
            let shift = row.isMultiple(of: 2) ? 0 : cell / 2
            for column in 0..<cells {
                // A glyph unlike its left and upper neighbours.
                var pick = Int(random.next() % UInt64(glyphs.count))
                while glyphs.count > 2, previous.suffix(1).contains(pick) || (previous.count >= cells && previous[previous.count - cells] == pick) {
                    pick = (pick + 1) % glyphs.count
                }
                previous.append(pick)
                let size = cell * (glyphShare.lowerBound + (glyphShare.upperBound - glyphShare.lowerBound) * unit())
                let slack = (cell - size) / 2
                let centre = Point(x: (Double(column) + 0.5) * cell + shift + slack * (2 * unit() - 1),
                                   y: (Double(row) + 0.5) * cell + slack * (2 * unit() - 1))
                let turn = maxTurn * (2 * unit() - 1)
                let placed = glyphs[pick].path.applying(AffineTransform.scale(x: size / 2, y: size / 2)
                    .concatenating(.rotation(turn)).concatenating(.translation(x: centre.x, y: centre.y)))
                append(placed, to: &strokes)
            }
        }
        return strokes
    }

    /// Adds `glyph` and each copy of it one side over that reaches into the tile.
    private func append(_ glyph: Path, to strokes: inout Path) {
        guard let bounds = glyph.bounds?.insetBy(dx: -lineWidth, dy: -lineWidth) else { return }
        let tile = Rect(x: 0, y: 0, width: side, height: side)
        for dy in [-side, 0, side] {
            for dx in [-side, 0, side] where bounds.offsetBy(dx: dx, dy: dy).overlaps(tile) {
                strokes.append(dx == 0 && dy == 0 ? glyph : glyph.applying(.translation(x: dx, y: dy)))
            }
        }
    }
}
