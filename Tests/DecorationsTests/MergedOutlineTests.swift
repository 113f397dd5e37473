import Canvas
import Testing
@testable import Decorations

@Suite struct MergedOutlineTests {
    static func polygons(_ rects: [Rect?], r: Double = 6, hp: Double = 8, vp: Double = 2, tol: Double? = nil) -> [[Point]] {
        MergedOutline.polygons(lines: rects.map { $0.map { [$0] } ?? [] }, horizontalPadding: hp,
                               verticalPadding: vp, snapTolerance: tol ?? 2 * r)
    }

    static func stack(_ spans: [(Double, Double)?], lineHeight: Double = 20) -> [Rect?] {
        spans.enumerated().map { i, span in
            span.map { Rect(x: $0.0, y: Double(i) * lineHeight, width: $0.1 - $0.0, height: lineHeight) }
        }
    }

    @Test func oneLineIsOneRect() {
        let p = Self.polygons(Self.stack([(10, 110)]))
        #expect(p == [[Point(x: 2, y: -2), Point(x: 118, y: -2), Point(x: 118, y: 22), Point(x: 2, y: 22)]])
    }

    @Test func equalWidthsGiveFourCorners() {
        let p = Self.polygons(Self.stack([(0, 200), (0, 200), (0, 200), (0, 200)]))
        #expect(p.count == 1 && p[0].count == 4)
    }

    @Test func widthsWithinTwiceTheRadiusSnapOutward() {
        // Right edges 200, 207, 197 with r = 6 (tolerance 12): one straight edge at the widest.
        let p = Self.polygons(Self.stack([(0, 200), (0, 207), (0, 197)]))
        #expect(p.count == 1 && p[0].count == 4)
        #expect(p[0].map(\.x).max() == 215)
    }

    @Test func nearlyEqualNeighboursSnapToOneEdge() {
        let p = Self.polygons(Self.stack([(0, 100), (0, 108), (0, 104)]), r: 6)
        #expect(p.count == 1 && p[0].count == 4)
    }

    /// Lines each 0.5 to 1 r wider than the last (point 9 of the visual-fidelity issue): snapping them pair by pair
    /// made one block whose first line carried the whole rise. Each line may gain less than the tolerance,
    /// and the steps left are clear ones (at least the tolerance) or none.
    @Test func aGradualStaircaseKeepsItsSteps() {
        let r = 6.0, tolerance = 2 * r
        let widths = [100.0, 106, 110, 116, 120, 126, 131, 136, 140, 146]
        let groups = MergedOutline.groups(lines: Self.stack(widths.map { (0, $0) }).map { [$0!] },
                                          horizontalPadding: 0, verticalPadding: 0, snapTolerance: tolerance)
        #expect(groups.count == 1)
        let rights = groups[0].map(\.x1)
        for (snapped, width) in zip(rights, widths) {
            #expect(snapped >= width && snapped - width < tolerance, "\(width) -> \(snapped)")
        }
        let steps = zip(rights, rights.dropFirst()).map { abs($1 - $0) }.filter { $0 > 0 }
        #expect(steps.count >= 2, "\(rights)")
        #expect(steps.allSatisfy { $0 >= tolerance }, "\(rights)")
        #expect(groups[0].map(\.x0).allSatisfy { $0 == 0 }, "the straight left edge stays straight")
    }

    @Test func leftAlignedStepsKeepAStraightLeftEdge() {
        let p = Self.polygons(Self.stack([(0, 200), (0, 120), (0, 260)]))
        #expect(p.count == 1)
        let leftEdgeVertices = p[0].filter { $0.x == -8 }
        #expect(leftEdgeVertices.count == 2, "a straight left side has only its two ends")
        #expect(p[0].count == 8)
    }

    @Test func centeredStepsAreSymmetric() {
        let p = Self.polygons(Self.stack([(50, 150), (20, 180), (70, 130)]))
        #expect(p.count == 1 && p[0].count == 12)
        let xs = Set(p[0].map { ($0.x - 100).magnitude })
        #expect(xs.count == 3, "every left x mirrors a right x around the centre")
    }

    @Test func anEmptyLineSplitsTheShape() {
        #expect(Self.polygons(Self.stack([(0, 100), nil, (0, 100)])).count == 2)
        #expect(Self.polygons(Self.stack([(0, 100), (0, 0), (0, 100)])).count == 2, "zero width counts as empty")
    }

    @Test func linesThatDoNotOverlapHorizontallySplit() {
        #expect(Self.polygons(Self.stack([(0, 50), (120, 200)])).count == 2)
    }

    @Test func aVerticalGapSplits() {
        let rects = [Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 40, width: 100, height: 20)]
        #expect(Self.polygons(rects).count == 2)
    }

    @Test func neighboursMeetAtTheMiddleOfTheirOverlap() {
        // Padded rects overlap by 2 × vp; the shared edge sits on the original boundary y = 20.
        let p = Self.polygons(Self.stack([(0, 100), (0, 200)]))
        #expect(p[0].contains(Point(x: 108, y: 20)) && p[0].contains(Point(x: 208, y: 20)))
    }

    @Test func zeroRadiusKeepsSharpCorners() {
        let path = CornerRounding.path([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], radius: 0)
        #expect(!path.elements.contains { if case .cubic = $0 { true } else { false } })
    }

    @Test func hugeRadiusIsClampedToHalfTheEdges() throws {
        let square = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 20), Point(x: 0, y: 20)]
        let path = CornerRounding.path(square, radius: 1000)
        let b = try #require(path.bounds)
        #expect(abs(b.width - 40) < 1e-9 && abs(b.height - 20) < 1e-9)
        #expect(OutlineGeometry.selfIntersections(OutlineGeometry.flatten(path)) == 0)
    }
}
