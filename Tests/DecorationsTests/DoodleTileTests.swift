import Canvas
import ImageCodecs
import Testing
@testable import Decorations

/// A doodle tile carries every glyph that reaches into it, also those placed across an edge: repeated,
/// it shows no cut strokes. Over random tiles: the tile's strokes alone look the same as the strokes of it
/// and its eight neighbours over the same square.
@Suite struct DoodleTileTests {
    static func image(of strokes: Path, side: Double, lineWidth: Double) throws -> RGBAImage {
        let canvas = try Canvas(size: Size(width: side, height: side), scale: 2, background: .white)
        canvas.stroke(strokes, style: StrokeStyle(width: lineWidth, color: .black, cap: .round, join: .round))
        return try canvas.rgbaImage()
    }

    @Test(arguments: 0..<12)
    func aTileHoldsWhatReachesIntoIt(seed: Int) throws {
        var random = SplitMix64(UInt64(seed) &* 0x9E37)
        let side = 80 + Double(random.next() % 200), cells = 2 + Int(random.next() % 6)
        let tile = DoodleTile(side: side, cells: cells, glyphShare: 0.6...0.95, maxTurn: 1, lineWidth: 1.5, seed: random.next())
        let strokes = tile.strokes()
        var neighbourhood = Path()
        for dy in [-side, 0, side] { for dx in [-side, 0, side] { neighbourhood.append(strokes.applying(.translation(x: dx, y: dy))) } }
        let alone = try Self.image(of: strokes, side: side, lineWidth: tile.lineWidth)
        let around = try Self.image(of: neighbourhood, side: side, lineWidth: tile.lineWidth)
        // A glyph missing across an edge leaves its stroke's core out (255 levels); the rasteriser's
        // rounding differs by a few levels on paths of more edges.
        var missing = [(x: Int, y: Int)]()
        for y in 0..<alone.height { for x in 0..<alone.width where abs(Int(alone[x, y].r) - Int(around[x, y].r)) > 48 { missing.append((x, y)) } }
        #expect(missing.isEmpty, "side \(side), \(cells) cells: \(missing.count) pixels, first \(missing.prefix(4))")
        // Every cell holds a drawing: the tile is not sparse.
        let inked = (0..<alone.height).reduce(0) { sum, y in sum + (0..<alone.width).filter { alone[$0, y].r < 128 }.count }
        #expect(Double(inked) / Double(alone.width * alone.height) > 0.02)
    }

    @Test func everyGlyphIsDrawnInsideItsBox() {
        for glyph in DoodleGlyph.allCases {
            let bounds = glyph.path.bounds!
            #expect(bounds.minX >= -1.01 && bounds.maxX <= 1.01 && bounds.minY >= -1.01 && bounds.maxY <= 1.01, "\(glyph): \(bounds)")
            #expect(bounds.width > 0.8 && bounds.height > 0.8, "\(glyph) fills its box")
        }
    }
}
