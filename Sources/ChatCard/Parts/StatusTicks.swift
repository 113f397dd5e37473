import Foundation
import Canvas
import Decorations

/// Delivery ticks drawn as strokes (no font has to carry ✓), told apart by shape on any fill: the look's
/// mark for each status (`StatusMarks`): ChatCard's one check for sent, two for delivered, and for read the
/// two checks cut out of a filled capsule (a badge, as Signal marks it), in the accent colour; Telegram's
/// clock, one check and two. Strokes are at least `minStrokePixels` device pixels wide, so that at 1× a
/// check is a line rather than a grey smudge.
struct StatusTicks {
    let status: MessageSpec.Status
    let mark: StatusMark
    /// The meta row's font size: the ticks are sized in its ems.
    let fontSize: Double
    let color: Color

    init(status: MessageSpec.Status, mark: StatusMark? = nil, fontSize: Double, color: Color) {
        (self.status, self.mark, self.fontSize, self.color) = (status, mark ?? StatusMarks()[status], fontSize, color)
    }

    /// The thinnest stroke, in device pixels.
    static let minStrokePixels = 1.25

    private var checks: Int { mark.checks }
    private var isBadge: Bool { mark == .badge }
    private var isClock: Bool { mark == .clock }
    /// The mark's height without its stroke: a check's, or the clock's face.
    private var markHeight: Double { (isClock ? PartProportions.clockDiameter : PartProportions.tickHeight) * fontSize }
    private var padding: Double { isBadge ? PartProportions.readBadgePadding * fontSize : 0 }
    /// The checks' stroke on a canvas of `scale`.
    func stroke(scale: Double) -> Double { max(PartProportions.tickStroke * fontSize, Self.minStrokePixels / scale) }
    /// The widest stroke at any scale ≥ 1: room is laid out once, for every scale.
    private var maxStroke: Double { stroke(scale: 1) }

    /// From the first check's left end to the last check's right end, strokes (and the badge) included.
    var width: Double {
        if isClock { return markHeight + maxStroke }
        return (PartProportions.tickWidth + Double(checks - 1) * PartProportions.secondTickOffset) * fontSize + maxStroke + 2 * padding
    }

    /// The checks' centre lines with their left edge (the badge's, for read) at `x` and their foot on
    /// `baseline`: one polyline (start, corner, end) per check.
    func checkLines(x: Double, baseline: Double, stroke: Double) -> [[Point]] {
        let w = PartProportions.tickWidth * fontSize, h = PartProportions.tickHeight * fontSize
        let offset = PartProportions.secondTickOffset * fontSize
        let left = x + padding + stroke / 2, foot = baseline - stroke / 2
        let corner = Point(x: left + PartProportions.tickCorner * w, y: foot)
        let shortStart = Point(x: left, y: foot - PartProportions.tickShortArm * h)
        let longEnd = Point(x: left + w, y: foot - h)
        return (0..<checks).map { i in
            let d = Point(x: Double(i) * offset, y: 0)
            var start = shortStart + d
            if i > 0 {
                // The second check's short arm starts a stroke's width and a half past the first's long arm.
                let t = Self.crossing(start, corner + d, corner, longEnd) ?? 0
                let cut = start + (corner + d - start) * t
                let length = hypot(corner.x + d.x - cut.x, corner.y - cut.y)
                start = cut + (corner + d - cut) * min(1, 1.5 * stroke / max(length, 1e-9))
            }
            return [start, corner + d, longEnd + d]
        }
    }

    /// The clock's face (centre line of its rim) and its two hands, standing on `baseline`.
    func clockPath(x: Double, baseline: Double, stroke: Double) -> Path {
        let radius = markHeight / 2
        let centre = Point(x: x + stroke / 2 + radius, y: baseline - stroke / 2 - radius)
        var path = Path.ellipse(in: Rect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
        path.move(to: Point(x: centre.x, y: centre.y - PartProportions.clockMinuteHand * radius))
        path.line(to: centre)
        path.line(to: Point(x: centre.x + PartProportions.clockHourHand * radius, y: centre.y))
        return path
    }

    /// The checks (or the clock) as a stroked path.
    func path(x: Double, baseline: Double, scale: Double) -> Path {
        if isClock { return clockPath(x: x, baseline: baseline, stroke: stroke(scale: scale)) }
        var path = Path()
        for line in checkLines(x: x, baseline: baseline, stroke: stroke(scale: scale)) {
            path.move(to: line[0])
            for p in line.dropFirst() { path.line(to: p) }
        }
        return path
    }

    /// The read badge: a capsule around the checks with their outlines as holes (even-odd fill), so the
    /// ground shows through them on any fill.
    func badge(x: Double, baseline: Double, scale: Double) -> Path {
        let stroke = stroke(scale: scale)
        let h = markHeight + stroke + 2 * padding
        let box = Rect(x: x, y: baseline + padding - h, width: width, height: h)
        var path = Path.roundedRect(box, radius: h / 2)
        for line in checkLines(x: x, baseline: baseline, stroke: stroke) { path.append(StrokeOutline.polyline(line, width: stroke)) }
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

    /// What the ticks cover from the anchor (strokes, caps and joins, the badge).
    func bounds(at anchor: Point, scale: Double) -> Rect {
        let stroke = stroke(scale: scale)
        let height = markHeight + stroke + 2 * padding
        return Rect(x: anchor.x, y: anchor.y + padding - height, width: width, height: height)
    }

    /// The bounds out to device pixels.
    private func tileBox(at anchor: Point, scale: Double) -> Rect {
        let box = bounds(at: anchor, scale: scale)
        let top = (box.minY * scale).rounded(.down) / scale, bottom = (box.maxY * scale - 1e-6).rounded(.up) / scale
        return Rect(x: anchor.x, y: top, width: TileGeometry(scale: scale).cover(box.width), height: bottom - top)
    }

    /// What shapes the ticks inside their tile (the tile's size and the scale are part of the cache key).
    private struct TileKey: Hashable {
        let mark: StatusMark
        let fontSize: Double
    }

    func draw(on canvas: Canvas, x: Double, baseline: Double) {
        let at = anchor(x: x, baseline: baseline, scale: canvas.scale), scale = canvas.scale
        let tile = CoverageTile(box: tileBox(at: at, scale: scale), key: TileKey(mark: mark, fontSize: fontSize))
        if isBadge {
            canvas.fillTiled(badge(x: at.x, baseline: at.y, scale: scale), with: .color(color), solid: [], tiles: [tile], rule: .evenOdd)
        } else {
            canvas.strokeTiled(path(x: at.x, baseline: at.y, scale: scale),
                               style: StrokeStyle(width: stroke(scale: scale), color: color, cap: .round, join: .round), tile: tile)
        }
    }
}
