import Canvas
import ImageCodecs
import PropertyBased
import Testing

/// Strokes drawn from a kept coverage tile (delivery ticks) must paint what stroking the path paints,
/// wherever on the device grid the tile lands and whichever tile of the same key was kept first.
@Suite struct StrokeTiledTests {
    static let color = Color(rgb: 0x0A84FF).withAlpha(0.8)

    /// A check mark with its left edge at `x` and its foot on `y`, in a box that holds its stroke.
    static func check(x: Double, y: Double, size: Double, width: Double, scale: Double) -> (Path, Rect) {
        var path = Path()
        path.move(to: Point(x: x + width / 2, y: y - width / 2 - size / 2))
        path.line(to: Point(x: x + width / 2 + size / 3, y: y - width / 2))
        path.line(to: Point(x: x + width / 2 + size, y: y - width / 2 - size))
        let grid = TileGeometry(scale: scale)
        let height = grid.cover(size + width)
        return (path, Rect(x: x, y: y - height, width: grid.cover(size + width), height: height))
    }

    static func worstDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        return worst
    }

    @Test(.shrinking(false)) func tiledStrokesMatchThePathStroke() async throws {
        await propertyCheck(count: 200, input: Gen.double(in: 3...40), Gen.double(in: 0.5...4), Gen.int(in: 0...3),
                            Gen.int(in: 0...20)) { size, width, scaleIndex, offset in
            await Task.yield()
            let scale = [1, 1.5, 2, 3][scaleIndex]
            // The anchor on device pixels (as the ticks' is), so the box is too.
            let x = (Double(offset) + 2) / scale, y = (Double(3 * offset) + 2) / scale + TileGeometry(scale: scale).cover(size + width)
            let (path, box) = Self.check(x: x, y: y, size: size, width: width, scale: scale)
            let style = StrokeStyle(width: width, color: Self.color, cap: .round, join: .round)
            let canvasSize = Size(width: box.maxX + 4, height: box.maxY + 4)
            do {
                // A tile of the same key kept first from elsewhere on the grid: the key names the shape.
                let key = "check \(size) \(width)"
                let tiled = try Canvas(size: canvasSize, scale: scale, background: .white)
                let (elsewhere, elsewhereBox) = Self.check(x: 1 / scale, y: box.height + 1 / scale, size: size, width: width, scale: scale)
                tiled.strokeTiled(elsewhere, style: StrokeStyle(width: width, color: .white, cap: .round, join: .round),
                                  tile: CoverageTile(box: elsewhereBox, key: key))
                tiled.strokeTiled(path, style: style, tile: CoverageTile(box: box, key: key))
                let plain = try Canvas(size: canvasSize, scale: scale, background: .white)
                plain.stroke(path, style: style)
                let worst = Self.worstDifference(try tiled.rgbaImage(), try plain.rgbaImage())
                #expect(worst <= 1, "size \(size) width \(width) ×\(scale) at \(x), \(y): worst \(worst)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func transformedCanvasesStrokeThePath() throws {
        let (path, box) = Self.check(x: 2, y: 20, size: 12, width: 2, scale: 2)
        let style = StrokeStyle(width: 2, color: Self.color, cap: .round, join: .round)
        let tiled = try Canvas(size: Size(width: 40, height: 40), scale: 2, background: .white)
        tiled.transformed(by: .translation(x: 0.3, y: 0.7)) {
            tiled.strokeTiled(path, style: style, tile: CoverageTile(box: box, key: "transformed"))
        }
        let plain = try Canvas(size: Size(width: 40, height: 40), scale: 2, background: .white)
        plain.transformed(by: .translation(x: 0.3, y: 0.7)) { plain.stroke(path, style: style) }
        #expect(Self.worstDifference(try tiled.rgbaImage(), try plain.rgbaImage()) == 0)
    }
}
