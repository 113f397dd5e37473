import Canvas
import Foundation

/// The small icons of attachments and footers, drawn as paths (crisp at every scale, no icon font).
/// Each is designed in a 24 × 24 box and drawn into any square.
enum Glyph: Sendable {
    case play, file, phone, camera, eye
    /// A microphone on its stand (WhatsApp's voice-note mark).
    case mic
    /// The call-record arrows: up and away (outgoing), down and in (incoming).
    case arrowOut, arrowIn
    /// A forwarded message's arrow: rising from the lower left and curving over to point right.
    case forward

    /// Fills (or strokes, for the line icons) the glyph into `box` in `color`.
    func draw(in box: Rect, color: Color, on canvas: Canvas) {
        let u = box.width / 24
        func p(_ x: Double, _ y: Double) -> Point { Point(x: box.minX + x * u, y: box.minY + y * u) }
        func stroke(_ path: Path, width: Double) {
            canvas.stroke(path, style: StrokeStyle(width: width * u, color: color, cap: .round, join: .round))
        }
        switch self {
        case .play:
            // Its centroid on the box's centre, so it looks centred in a circle.
            // Its corners rounded by arcs (a fill: a stroke costs Cairo a polygon of its own).
            var path = Path()
            let corners = [p(8, 5), p(19.5, 12), p(8, 19)], r = 1.2 * u
            for (i, corner) in corners.enumerated() {
                let prev = corners[(i + 2) % 3], next = corners[(i + 1) % 3]
                let a = Self.toward(corner, prev, by: r), b = Self.toward(corner, next, by: r)
                if i == 0 { path.move(to: a) } else { path.line(to: a) }
                path.quadCurve(to: b, control: corner)
            }
            path.close()
            canvas.fill(path, with: .color(color))
        case .file:
            // A page with its top right corner folded, the fold apart from the page by a hairline gap.
            var page = Path()
            page.move(to: p(6.5, 3.5)); page.line(to: p(12.5, 3.5)); page.line(to: p(12.5, 9)); page.line(to: p(18, 9))
            page.line(to: p(18, 20.5)); page.line(to: p(6.5, 20.5)); page.close()
            var fold = Path()
            fold.move(to: p(14, 3.5)); fold.line(to: p(18, 7.5)); fold.line(to: p(14, 7.5)); fold.close()
            canvas.fill(page, with: .color(color))
            canvas.fill(fold, with: .color(color))
        case .phone:
            // A handset: a curved grip between an earpiece and a mouthpiece.
            // Each end is a pad wider than the grip, laid along the grip's direction there.
            var grip = Path()
            grip.move(to: p(7, 5.5))
            grip.curve(to: p(18.5, 17), control1: p(4, 10), control2: p(12, 19.5))
            stroke(grip, width: 4.2)
            for (x, y, angle) in [(6.6, 5.8, 2.16), (18.2, 17.2, -0.37)] {
                let pad = Path.roundedRect(Rect(x: -3.4 * u, y: -2.6 * u, width: 6.8 * u, height: 5.2 * u), radius: 2.2 * u)
                let c = p(x, y)
                let turn = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: c.x, ty: c.y)
                canvas.fill(pad.applying(turn), with: .color(color))
            }
        case .camera:
            canvas.fill(.roundedRect(Rect(x: box.minX + 2.5 * u, y: box.minY + 6.5 * u, width: 13 * u, height: 11 * u), radius: 2.5 * u),
                        with: .color(color))
            var lens = Path()
            lens.move(to: p(16.5, 10.5)); lens.line(to: p(21.5, 7.5)); lens.line(to: p(21.5, 16.5)); lens.line(to: p(16.5, 13.5)); lens.close()
            canvas.fill(lens, with: .color(color))
        case .eye:
            var lid = Path()
            lid.move(to: p(2, 12))
            lid.curve(to: p(22, 12), control1: p(6, 5), control2: p(18, 5))
            lid.curve(to: p(2, 12), control1: p(18, 19), control2: p(6, 19))
            lid.close()
            stroke(lid, width: 2)
            canvas.fill(.ellipse(in: Rect(x: box.minX + 8.5 * u, y: box.minY + 8.5 * u, width: 7 * u, height: 7 * u)), with: .color(color))
        case .mic:
            canvas.fill(.roundedRect(Rect(x: box.minX + 8.5 * u, y: box.minY + 2.5 * u, width: 7 * u, height: 12 * u), radius: 3.5 * u), with: .color(color))
            var stand = Path()
            stand.move(to: p(5.5, 11))
            stand.curve(to: p(18.5, 11), control1: p(5.5, 19.5), control2: p(18.5, 19.5))
            stand.move(to: p(12, 17.5)); stand.line(to: p(12, 21.5))
            stroke(stand, width: 2.2)
        case .forward:
            var path = Path()
            path.move(to: p(4, 20))
            path.curve(to: p(19, 10), control1: p(4, 13), control2: p(9, 10))
            path.move(to: p(14, 5)); path.line(to: p(19.5, 10)); path.line(to: p(14, 15))
            stroke(path, width: 2.6)
        case .arrowOut, .arrowIn:
            // ↗ or ↙: a shaft and a head at the arrow's end.
            let (from, to) = self == .arrowOut ? (p(5, 19), p(18.5, 5.5)) : (p(19, 5), p(5.5, 18.5))
            let headSign = self == .arrowOut ? 1.0 : -1.0
            var path = Path()
            path.move(to: from); path.line(to: to)
            path.move(to: Point(x: to.x - headSign * 10 * u, y: to.y)); path.line(to: to); path.line(to: Point(x: to.x, y: to.y + headSign * 10 * u))
            stroke(path, width: 2.6)
        }
    }

    /// The point `distance` from `from` toward `to`.
    private static func toward(_ from: Point, _ to: Point, by distance: Double) -> Point {
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
        return Point(x: from.x + dx / length * distance, y: from.y + dy / length * distance)
    }
}
