import Canvas
import ImageCodecs
import PropertyBased
import Testing
@testable import Decorations

/// Tiled bubble fills (cached corner coverage plus rectangles) must paint what filling the outline paints:
/// no seams between tiles, nothing twice (a translucent fill shows overlaps), nothing missing.
@Suite struct BubbleTilingTests {
    /// Whole and fractional device scales, up to the largest a card allows.
    static let scales = Gen.int(in: 0...4).map { [1, 1.5, 2, 3, 4][$0] }

    static func pixels(_ draw: (Canvas) -> Void, size: Size, scale: Double) throws -> RGBAImage {
        let canvas = try Canvas(size: size, scale: scale, background: .white)
        draw(canvas)
        return try canvas.rgbaImage()
    }

    @Test(.shrinking(false)) func tiledFillMatchesThePathFill() async throws {
        await propertyCheck(count: 300, input: Gen.double(in: 8...300), Gen.double(in: 8...120), Self.scales,
                            BubbleShapeTests.styles, BubbleShapeTests.groups, Gen.bool()) { w, h, scale, tail, group, left in
            await Task.yield()  // long CPU-bound checks must not starve the concurrency threads other suites need
            let s = scale
            // A frame on the device grid, as Bubble.draw snaps it.
            func snap(_ v: Double) -> Double { (v * s).rounded() / s }
            let frame = Rect(x: snap(5), y: snap(3), width: snap(w), height: snap(h))
            let shape = BubbleShape(side: left ? .left : .right, tail: tail, group: group)
            let color = Color(rgb: 0x0A84FF).withAlpha(0.6)
            let size = Size(width: frame.maxX + 5, height: frame.maxY + 5)
            let label = "\(frame) ×\(scale) \(tail) \(group) \(left ? "left" : "right")"
            // A body edge off the device grid (tail room shrunk on a narrow bubble, or 7 pt at scale 1.5) is
            // filled as one path.
            let bodyEdge = (frame.width - shape.tailRoom(in: frame)) * s
            guard let tiling = BubbleTiling(shape: shape, frame: frame, scale: s) else {
                #expect(abs(bodyEdge - bodyEdge.rounded()) > 1e-6, "no tiling for \(label)"); return
            }
            do {
                let tiled = try Self.pixels({ $0.fillTiled(shape.path(in: frame), with: .color(color), solid: tiling.solid,
                                                           tiles: tiling.tiles) }, size: size, scale: s)
                let plain = try Self.pixels({ $0.fill(shape.path(in: frame), with: .color(color)) }, size: size, scale: s)
                var worst = 0, off = 0
                for y in 0..<plain.height {
                    for x in 0..<plain.width {
                        let a = tiled[x, y], b = plain[x, y]
                        let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                        worst = max(worst, d)
                        if d > 6 { off += 1 }
                    }
                }
                // Edge pixels may round a few levels apart; a seam or an overlap is a whole row or column.
                #expect(worst <= 24 && off <= 6, "\(label): worst \(worst), \(off) pixels off")
            } catch {
                Issue.record("\(label): \(error)")
            }
        }
    }

    @Test func solidAndTilesAreDisjointAndCoverTheBody() throws {
        let frame = Rect(x: 0, y: 0, width: 200, height: 35)
        for side in BubbleSide.allCases {
            let tiling = try #require(BubbleTiling(shape: BubbleShape(side: side, group: .last), frame: frame, scale: 2))
            let rects = tiling.solid + tiling.tiles.map(\.box)
            let area = rects.reduce(0) { $0 + $1.width * $1.height }
            for (i, a) in rects.enumerated() {
                for b in rects[(i + 1)...] {
                    #expect(!a.overlaps(b), "\(a) overlaps \(b)")
                }
            }
            // The body (frame minus tail room) plus the part of the tail tile in the tail room.
            let tailRoom = BubbleShape(side: side).tailWidth
            #expect(area >= (frame.width - tailRoom) * frame.height)
        }
    }

    @Test func offGridFramesAreFilledAsOnePath() {
        #expect(BubbleTiling(shape: BubbleShape(side: .right), frame: Rect(x: 0.3, y: 0, width: 100, height: 40), scale: 2) == nil)
    }
}
