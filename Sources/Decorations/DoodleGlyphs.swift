import Canvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line drawings for a chat wallpaper's doodle pattern, each an outline in the box −1…1 (y down) to be
/// stroked: things people chat about, drawn simply enough to read at 20 pt. Our own shapes, in the
/// spirit of Telegram's and WhatsApp's doodle tiles.
public enum DoodleGlyph: CaseIterable, Sendable, Hashable {
    case star, heart, moon, cloud, note, plane, bolt, flower, envelope, cup, balloon, planet, sparkle, speech, leaf, smile

    public var path: Path {
        var p = Path()
        switch self {
        case .star:
            let points = (0..<10).map { i -> Point in
                let angle = -Double.pi / 2 + Double(i) * .pi / 5, r = i.isMultiple(of: 2) ? 1.0 : 0.42
                return Point(x: r * cos(angle), y: r * sin(angle) + 0.08)
            }
            p.polygon(points)
        case .heart:
            p.move(to: Point(x: 0, y: 0.85))
            p.curve(to: Point(x: -0.95, y: -0.25), control1: Point(x: -0.55, y: 0.5), control2: Point(x: -0.95, y: 0.15))
            p.arc(center: Point(x: -0.48, y: -0.3), radius: 0.48, startAngle: .pi, endAngle: 0)
            p.arc(center: Point(x: 0.48, y: -0.3), radius: 0.48, startAngle: .pi, endAngle: 0)
            p.curve(to: Point(x: 0, y: 0.85), control1: Point(x: 0.95, y: 0.15), control2: Point(x: 0.55, y: 0.5))
            p.close()
        case .moon:
            // The outer arc round the left from tip to tip; the inner one, of a circle through both tips,
            // back through x = −0.3.
            p.arc(center: .zero, radius: 0.9, startAngle: -0.35 * .pi, endAngle: 0.35 * .pi, increasing: false)
            p.arc(center: Point(x: 0.508, y: 0), radius: 0.808, startAngle: 1.694, endAngle: -1.694)
            p.close()
        case .cloud:
            p.move(to: Point(x: -0.7, y: 0.45))
            p.arc(center: Point(x: -0.6, y: 0.1), radius: 0.36, startAngle: 0.6 * .pi, endAngle: 1.45 * .pi)
            p.arc(center: Point(x: -0.05, y: -0.2), radius: 0.5, startAngle: 1.1 * .pi, endAngle: 1.9 * .pi)
            p.arc(center: Point(x: 0.55, y: 0.08), radius: 0.38, startAngle: 1.35 * .pi, endAngle: 2.5 * .pi)
            p.close()
        case .note:
            p.append(.ellipse(in: Rect(x: -0.75, y: 0.35, width: 0.6, height: 0.45)))
            p.move(to: Point(x: -0.15, y: 0.55)); p.line(to: Point(x: -0.15, y: -0.85))
            p.curve(to: Point(x: 0.6, y: 0.05), control1: Point(x: 0.3, y: -0.6), control2: Point(x: 0.75, y: -0.35))
        case .plane:
            p.polygon([Point(x: -0.95, y: -0.05), Point(x: 0.95, y: -0.75), Point(x: 0.35, y: 0.8), Point(x: -0.05, y: 0.25)])
            p.move(to: Point(x: -0.05, y: 0.25)); p.line(to: Point(x: 0.95, y: -0.75))
            p.move(to: Point(x: -0.05, y: 0.25)); p.line(to: Point(x: -0.1, y: 0.7))
        case .bolt:
            p.polygon([Point(x: 0.2, y: -0.95), Point(x: -0.55, y: 0.1), Point(x: -0.05, y: 0.1), Point(x: -0.25, y: 0.95),
                       Point(x: 0.55, y: -0.15), Point(x: 0.05, y: -0.15)])
        case .flower:
            for i in 0..<5 {
                let angle = -Double.pi / 2 + Double(i) * 2 * .pi / 5
                let c = Point(x: 0.55 * cos(angle), y: 0.55 * sin(angle))
                p.append(.ellipse(in: Rect(x: c.x - 0.38, y: c.y - 0.38, width: 0.76, height: 0.76)))
            }
            p.append(.ellipse(in: Rect(x: -0.22, y: -0.22, width: 0.44, height: 0.44)))
        case .envelope:
            p.append(.roundedRect(Rect(x: -0.95, y: -0.6, width: 1.9, height: 1.2), radius: 0.12))
            p.move(to: Point(x: -0.85, y: -0.5)); p.line(to: Point(x: 0, y: 0.15)); p.line(to: Point(x: 0.85, y: -0.5))
        case .cup:
            p.polygon([Point(x: -0.7, y: -0.3), Point(x: 0.45, y: -0.3), Point(x: 0.35, y: 0.8), Point(x: -0.6, y: 0.8)])
            p.move(to: Point(x: 0.43, y: -0.1))
            p.arc(center: Point(x: 0.55, y: 0.15), radius: 0.28, startAngle: -0.6 * .pi, endAngle: 0.6 * .pi)
            for x in [-0.35, 0.05] {
                p.move(to: Point(x: x, y: -0.5))
                p.curve(to: Point(x: x, y: -0.95), control1: Point(x: x + 0.2, y: -0.65), control2: Point(x: x - 0.2, y: -0.8))
            }
        case .balloon:
            p.append(.ellipse(in: Rect(x: -0.6, y: -0.95, width: 1.2, height: 1.4)))
            p.move(to: Point(x: 0, y: 0.45))
            p.curve(to: Point(x: 0.05, y: 0.98), control1: Point(x: -0.25, y: 0.65), control2: Point(x: 0.3, y: 0.75))
        case .planet:
            p.append(.ellipse(in: Rect(x: -0.55, y: -0.55, width: 1.1, height: 1.1)))
            p.append(Path.ellipse(in: Rect(x: -1, y: -0.28, width: 2, height: 0.56))
                .applying(AffineTransform.rotation(-0.35)))
        case .sparkle:
            let tips = [Point(x: 0, y: -1), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0)]
            p.move(to: tips[0])
            for i in 0..<4 { p.quadCurve(to: tips[(i + 1) % 4], control: .zero) }
            p.close()
        case .speech:
            p.move(to: Point(x: -0.55, y: 0.45))
            p.line(to: Point(x: -0.7, y: 0.9))
            p.line(to: Point(x: -0.15, y: 0.5))
            p.line(to: Point(x: 0.65, y: 0.5))
            p.arc(center: Point(x: 0.65, y: 0.2), radius: 0.3, startAngle: .pi / 2, endAngle: 0, increasing: false)
            p.arc(center: Point(x: 0.65, y: -0.4), radius: 0.3, startAngle: 0, endAngle: -.pi / 2, increasing: false)
            p.arc(center: Point(x: -0.65, y: -0.4), radius: 0.3, startAngle: -.pi / 2, endAngle: -.pi, increasing: false)
            p.arc(center: Point(x: -0.65, y: 0.2), radius: 0.3, startAngle: .pi, endAngle: 0.6 * .pi, increasing: false)
        case .leaf:
            p.move(to: Point(x: -0.8, y: 0.8))
            p.curve(to: Point(x: 0.85, y: -0.85), control1: Point(x: -0.9, y: -0.3), control2: Point(x: 0.1, y: -0.8))
            p.curve(to: Point(x: -0.8, y: 0.8), control1: Point(x: 0.8, y: -0.1), control2: Point(x: 0.3, y: 0.9))
            p.move(to: Point(x: -0.95, y: 0.95)); p.line(to: Point(x: 0.45, y: -0.45))
        case .smile:
            p.append(.ellipse(in: Rect(x: -0.9, y: -0.9, width: 1.8, height: 1.8)))
            for x in [-0.32, 0.32] { p.append(.ellipse(in: Rect(x: x - 0.08, y: -0.35, width: 0.16, height: 0.2))) }
            p.move(to: Point(x: -0.45, y: 0.2))
            p.curve(to: Point(x: 0.45, y: 0.2), control1: Point(x: -0.25, y: 0.55), control2: Point(x: 0.25, y: 0.55))
        }
        return p
    }
}

extension Path {
    /// A closed outline through `points`.
    mutating func polygon(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { line(to: point) }
        close()
    }
}

extension AffineTransform {
    /// Turns by `angle` radians about the origin (clockwise on screen, y down).
    static func rotation(_ angle: Double) -> AffineTransform {
        AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
}
