import Canvas
import Testing

@Suite struct PathTests {
    @Test func circleBoundsAreTightNotControlPoints() throws {
        var p = Path()
        p.arc(center: Point(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: 2 * .pi)
        let b = try #require(p.bounds)
        #expect(abs(b.minX - 5) < 1e-9 && abs(b.maxX - 15) < 1e-9)
        #expect(abs(b.minY - 15) < 1e-9 && abs(b.maxY - 25) < 1e-9)
    }

    @Test func arcPointsLieOnTheCircle() {
        var p = Path()
        p.arc(center: .zero, radius: 10, startAngle: 0.3, endAngle: 2.9)
        var last = Point.zero
        for e in p.elements {
            switch e {
            case .move(let q): last = q
            case .cubic(let c1, let c2, let end):
                let curve = CubicBezier(p0: last, p1: c1, p2: c2, p3: end)
                for t in stride(from: 0.0, through: 1.0, by: 0.1) {
                    #expect(abs(curve.point(at: t).length - 10) < 0.01)
                }
                last = end
            default: break
            }
        }
    }

    @Test func roundedRectClampsRadiusToHalfTheShortSide() throws {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 20), radius: 50)
        let b = try #require(p.bounds)
        #expect(abs(b.width - 100) < 1e-9 && abs(b.height - 20) < 1e-9)
    }

    @Test func boundsFollowTheSubpathRestartAfterClose() throws {
        // After close the current point is the subpath's start (0, 0), so the curve bulges up from there.
        var closed = Path()
        closed.move(to: .zero)
        closed.line(to: Point(x: 10, y: 0))
        closed.line(to: Point(x: 10, y: 10))
        closed.close()
        closed.curve(to: Point(x: 20, y: 0), control1: Point(x: 0, y: -10), control2: Point(x: 20, y: -10))
        var explicit = Path()
        explicit.move(to: .zero)
        explicit.curve(to: Point(x: 20, y: 0), control1: Point(x: 0, y: -10), control2: Point(x: 20, y: -10))
        let top = try #require(explicit.bounds).minY
        #expect(abs(top + 7.5) < 1e-9)
        #expect(try #require(closed.bounds) == Rect(x: 0, y: top, width: 20, height: 10 - top))
    }

    @Test func quadraticCurveIsExactlyElevated() {
        var p = Path()
        p.move(to: .zero)
        p.quadCurve(to: Point(x: 30, y: 0), control: Point(x: 15, y: 30))
        guard case .cubic(let c1, let c2, _) = p.elements[1] else { Issue.record("expected a cubic"); return }
        #expect(c1 == Point(x: 10, y: 20) && c2 == Point(x: 20, y: 20))
    }

    @Test func mirrorTransformFlipsAroundAxis() throws {
        let p = Path.rect(Rect(x: 10, y: 0, width: 20, height: 5)).applying(.mirrorX(around: 50))
        let b = try #require(p.bounds)
        #expect(b == Rect(x: 70, y: 0, width: 20, height: 5))
    }
}
