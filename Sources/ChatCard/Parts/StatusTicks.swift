import Foundation
import Canvas
import Decorations

/// Delivery ticks drawn as strokes (no font has to carry ✓): one check for sent, two for delivered and
/// read; read ticks take the accent colour.
struct StatusTicks {
    let status: MessageSpec.Status
    /// The meta row's font size: the ticks are sized in its ems.
    let fontSize: Double
    let color: Color

    private var checks: Int { status == .sent ? 1 : 2 }
    private var stroke: Double { PartProportions.tickStroke * fontSize }

    /// From the first check's left end to the last check's right end, strokes included.
    var width: Double {
        (PartProportions.tickWidth + Double(checks - 1) * PartProportions.secondTickOffset) * fontSize + stroke
    }

    /// The ticks with their left edge at `x` and their foot on `baseline`.
    func path(x: Double, baseline: Double) -> Path {
        let w = PartProportions.tickWidth * fontSize, h = PartProportions.tickHeight * fontSize
        let offset = PartProportions.secondTickOffset * fontSize
        let left = x + stroke / 2, foot = baseline - stroke / 2
        let corner = Point(x: left + PartProportions.tickCorner * w, y: foot)
        let shortStart = Point(x: left, y: foot - PartProportions.tickShortArm * h)
        let longEnd = Point(x: left + w, y: foot - h)
        var path = Path()
        for i in 0..<checks {
            let d = Point(x: Double(i) * offset, y: 0)
            var start = shortStart + d
            if i > 0 {
                // The second check's short arm starts a stroke's width past the first check's long arm.
                let t = Self.crossing(start, corner + d, corner, longEnd) ?? 0
                let cut = start + (corner + d - start) * t
                let length = hypot(corner.x + d.x - cut.x, corner.y - cut.y)
                start = cut + (corner + d - cut) * min(1, 1.5 * stroke / max(length, 1e-9))
            }
            path.move(to: start)
            path.line(to: corner + d)
            path.line(to: longEnd + d)
        }
        return path
    }

    /// Where segment a→b meets segment c→d, as a fraction of a→b (nil when they do not meet).
    static func crossing(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double? {
        let r = b - a, s = d - c
        let denominator = r.x * s.y - r.y * s.x
        guard abs(denominator) > 1e-12 else { return nil }
        let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denominator
        let u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / denominator
        return (0...1).contains(t) && (0...1).contains(u) ? t : nil
    }

    /// Where the ticks are drawn for a left edge `x` and foot `baseline`: on device pixels, so that every
    /// pair of a card is the same pixels and comes from one kept tile.
    func anchor(x: Double, baseline: Double, scale: Double) -> Point { Point(x: x, y: baseline).snapped(scale: scale) }

    /// The path's bounds (strokes, caps and joins included) from the anchor, out to device pixels.
    private func tileBox(at anchor: Point, scale: Double) -> Rect {
        let grid = TileGeometry(scale: scale)
        let height = grid.cover((PartProportions.tickHeight * fontSize) + stroke)
        return Rect(x: anchor.x, y: anchor.y - height, width: grid.cover(width), height: height)
    }

    /// What shapes the ticks inside their tile (the tile's size and the scale are part of the cache key).
    private struct TileKey: Hashable {
        let checks: Int
        let fontSize: Double
    }

    func draw(on canvas: Canvas, x: Double, baseline: Double) {
        let at = anchor(x: x, baseline: baseline, scale: canvas.scale)
        canvas.strokeTiled(path(x: at.x, baseline: at.y), style: StrokeStyle(width: stroke, color: color, cap: .round, join: .round),
                           tile: CoverageTile(box: tileBox(at: at, scale: canvas.scale), key: TileKey(checks: checks, fontSize: fontSize)))
    }
}
