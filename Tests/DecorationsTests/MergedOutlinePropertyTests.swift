import Canvas
import PropertyBased
import Testing
@testable import Decorations

/// Random stacks of line rects and random radii: the outline must hold its promises in every case.
@Suite struct MergedOutlinePropertyTests {
    struct Scenario: CustomStringConvertible {
        var lines: [Rect?]
        var options: ResolvedBackgroundOptions
        var description: String { "lines \(lines.map { $0.map(\.description) ?? "empty" }) options \(options)" }
    }

    /// Five numbers in 0...1 describe one line: start x, width (small = empty), height, gap above, snap jitter.
    static func scenario(_ numbers: [Double], radius: Double, hp: Double, vp: Double, corners: CornerStyle) -> Scenario {
        var lines: [Rect?] = []
        var y = 0.0
        for chunk in stride(from: 0, to: numbers.count - 4, by: 5) {
            let n = Array(numbers[chunk..<chunk + 5])
            let height = 14 + n[2] * 26
            y += n[3] > 0.85 ? 6 : 0
            if n[1] < 0.08 {
                lines.append(nil)
            } else {
                lines.append(Rect(x: n[0] * 120, y: y, width: 4 + n[1] * 240 + n[4] * 3, height: height))
            }
            y += height
        }
        return Scenario(lines: lines, options: ResolvedBackgroundOptions(
            radius: radius, horizontalPadding: hp, verticalPadding: vp, snapTolerance: 2 * radius, corners: corners))
    }

    static let numbers = Gen.double(in: 0...1).array(of: 5...40)
    static let corners = Gen.bool().map { $0 ? CornerStyle.circular : CornerStyle.continuous }

    // Shrinking would rerun this expensive body thousands of times; failures print their scenario instead.
    @Test(.shrinking(false)) func outlinesAreClosedSimpleAndCoverTheLines() async {
        await propertyCheck(count: 1500, input: Self.numbers, Gen.double(in: 0...30), Gen.double(in: 0...12),
                            Gen.double(in: 0...6), Self.corners) { numbers, radius, hp, vp, corners in
            await Task.yield()  // long CPU-bound checks must not starve the concurrency threads other suites need
            let s = Self.scenario(numbers, radius: radius, hp: hp, vp: vp, corners: corners)
            let lines = s.lines.map { $0.map { [$0] } ?? [] }
            let path = s.options.path(lines: lines)
            let polygons = MergedOutline.polygons(lines: lines, horizontalPadding: hp, verticalPadding: vp,
                                                  snapTolerance: s.options.snapTolerance)
            let rings = OutlineGeometry.flatten(path)

            #expect(OutlineGeometry.isClosed(path), "\(s)")
            #expect(OutlineGeometry.selfIntersections(rings) == 0, "\(s)")

            // Inside: every point of a line rect, padded left and right, that is farther than a corner's
            // reach from every vertex of the outline.
            let reach = radius * corners.reach + 0.5
            let vertices = polygons.flatMap { $0 }
            for case let rect? in s.lines {
                let padded = Rect(x: rect.minX - hp, y: rect.minY, width: rect.width + 2 * hp, height: rect.height)
                for p in samples(in: padded) where vertices.allSatisfy({ ($0 - p).length > reach }) {
                    if OutlineGeometry.distanceToBoundary(rings, p) < 0.05 { continue }
                    #expect(OutlineGeometry.contains(rings, p), "\(p) should be inside; \(s)")
                }
            }

            // Outside: nothing far from every line is filled. Snapping may carry an edge one tolerance
            // per line outward; concave corners may fill one radius into the neighbour's padding.
            let visible = s.lines.compactMap { $0 }
            guard let first = visible.first else { #expect(path.isEmpty); return }
            let bounds = visible.reduce(first) { $0.union($1) }.insetBy(dx: -60, dy: -20)
            let dxLimit = hp + Double(s.lines.count) * s.options.snapTolerance + 0.5
            let dyLimit = vp + radius + 0.5
            for p in samples(in: bounds, step: 7) where OutlineGeometry.contains(rings, p) {
                let near = visible.contains { r in
                    max(0, r.minX - p.x, p.x - r.maxX) <= dxLimit && max(0, r.minY - p.y, p.y - r.maxY) <= dyLimit
                }
                #expect(near, "\(p) is filled but far from every line; \(s)")
            }
        }
    }

    @Test(.shrinking(false)) func equalWidthStacksHaveExactlyFourCorners() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 1...8), Gen.double(in: 0...200), Gen.double(in: 70...300),
                            Gen.double(in: 0...30), Gen.double(in: 0...0.99)) { count, x, width, radius, jitter in
            await Task.yield()  // long CPU-bound checks must not starve the concurrency threads other suites need
            let lines: [[Rect]] = (0..<count).map { i in
                // Nearly equal: each line differs by less than the snap tolerance.
                let wobble = radius == 0 ? 0 : (i % 2 == 0 ? 1 : -1) * jitter * radius
                return [Rect(x: x - wobble, y: Double(i) * 22, width: width + 2 * wobble, height: 22)]
            }
            let polygons = MergedOutline.polygons(lines: lines, horizontalPadding: 6, verticalPadding: 2,
                                                  snapTolerance: 2 * radius)
            #expect(polygons.count == 1 && polygons.first?.count == 4, "count \(count) radius \(radius)")
        }
    }

    func samples(in r: Rect, step: Double = 3) -> [Point] {
        var points: [Point] = []
        var y = r.minY + 0.01
        while y < r.maxY {
            var x = r.minX + 0.01
            while x < r.maxX { points.append(Point(x: x, y: y)); x += step }
            y += step
        }
        return points
    }
}
