import Canvas

/// Merges per-line rects into rectilinear outlines, the shape behind Telegram-style story text:
/// pad, group touching neighbours, snap nearly equal edges, make neighbours meet, trace one polygon per
/// group.
/// Pure geometry: no Cairo, testable on numbers alone.
public enum MergedOutline {
    /// Padded lines that touch vertically are one shape; a bigger gap starts a new one.
    static let touchTolerance = 0.5

    /// - Parameter lines: top to bottom, the rects of each line; an empty entry is an empty line.
    /// - Returns: closed polygons (clockwise on screen), one per connected run of lines, without
    ///   duplicate or collinear vertices.
    /// - Parameter pixelScale: when given, band edges move to the nearest device pixel, so straight edges
    ///   are as crisp as a bubble's; coordinates must then be relative to a device-pixel origin.
    public static func polygons(lines: [[Rect]], horizontalPadding: Double, verticalPadding: Double,
                                snapTolerance: Double, pixelScale: Double? = nil) -> [[Point]] {
        groups(lines: lines, horizontalPadding: horizontalPadding, verticalPadding: verticalPadding,
               snapTolerance: snapTolerance).map { group in trace(pixelScale.map { onDevicePixels(group, scale: $0) } ?? group) }
    }

    /// To the nearest pixel edge: the padding changes by at most half a pixel, and a block whose layout
    /// origin was itself rounded onto a pixel still ends where the bubbles beside it do.
    static func onDevicePixels(_ bands: [Band], scale: Double) -> [Band] {
        bands.map { b in
            Band(x0: (b.x0 * scale).rounded() / scale, x1: (b.x1 * scale).rounded() / scale,
                 y0: (b.y0 * scale).rounded() / scale, y1: (b.y1 * scale).rounded() / scale)
        }
    }

    /// One horizontal band per line, in a connected run.
    struct Band: Equatable {
        var x0, x1, y0, y1: Double
    }

    static func groups(lines: [[Rect]], horizontalPadding hp: Double, verticalPadding vp: Double,
                       snapTolerance: Double) -> [[Band]] {
        runs(lines: lines, horizontalPadding: hp, verticalPadding: vp)
            .flatMap { connectedGroups(in: $0, snapTolerance: snapTolerance) }
    }

    /// Splits the lines into runs of vertically touching single-rect lines. An empty line or a gap ends a
    /// run; a line with several rects (bidi) makes one-band runs.
    static func runs(lines: [[Rect]], horizontalPadding hp: Double, verticalPadding vp: Double) -> [[Band]] {
        var runs: [[Band]] = []
        var current: [Band] = []
        func flush() { if !current.isEmpty { runs.append(current); current = [] } }
        for rects in lines {
            let bands = rects.filter { $0.width > 0 && $0.height > 0 }
                .map { Band(x0: $0.minX - hp, x1: $0.maxX + hp, y0: $0.minY - vp, y1: $0.maxY + vp) }
            guard bands.count == 1, let band = bands.first else {
                flush()
                runs += bands.map { [$0] }
                continue
            }
            if let last = current.last, band.y0 - last.y1 > touchTolerance { flush() }
            current.append(band)
        }
        flush()
        return runs
    }

    /// Within a run, neighbours that overlap horizontally form one shape. Snapping can widen a band until
    /// it overlaps a neighbour it did not overlap before; those join too, and snapping starts over, so
    /// separate shapes never overlap.
    static func connectedGroups(in run: [Band], snapTolerance: Double) -> [[Band]] {
        var joined = (0..<max(0, run.count - 1)).map { overlaps(run[$0], run[$0 + 1]) }
        while true {
            let groups = split(run, joined: joined).map { snapped($0, tolerance: snapTolerance) }
            let snappedRun = groups.flatMap { $0 }
            let newlyTouching = joined.indices.filter { !joined[$0] && overlaps(snappedRun[$0], snappedRun[$0 + 1]) }
            if newlyTouching.isEmpty { return groups.map(meetingInTheMiddle) }
            for i in newlyTouching { joined[i] = true }
        }
    }

    static func overlaps(_ a: Band, _ b: Band) -> Bool { min(a.x1, b.x1) - max(a.x0, b.x0) > 0 }

    static func split(_ run: [Band], joined: [Bool]) -> [[Band]] {
        var groups: [[Band]] = [[run[0]]]
        for i in 1..<run.count {
            if joined[i - 1] { groups[groups.count - 1].append(run[i]) } else { groups.append([run[i]]) }
        }
        return groups
    }

    /// Neighbours meet in the middle of their gap or overlap, except where the upper one reaches past
    /// the lower one on a side (and the lower nowhere past the upper): there the step is the upper band's
    /// own padded bottom, so its descenders keep the
    /// vertical padding below them (the lower line gives up that much of its top, which holds no ink:
    /// a font's ascent is taller than its letters).
    static func meetingInTheMiddle(_ group: [Band]) -> [Band] {
        var b = group
        for i in b.indices.dropLast() {
            let upperReachesPast = b[i].x0 < b[i + 1].x0 || b[i].x1 > b[i + 1].x1
            let lowerReachesPast = b[i + 1].x0 < b[i].x0 || b[i + 1].x1 > b[i].x1
            // Lines that cross (each wider on one side) keep the middle: either line's padding would
            // have to give way, and a jog in the step would look worse.
            let meet = upperReachesPast && !lowerReachesPast ? min(b[i].y1, b[i + 1].y1) : (b[i].y1 + b[i + 1].y0) / 2
            b[i].y1 = meet
            b[i + 1].y0 = meet
        }
        return b
    }

    /// Nearly equal neighbouring edges become one straight edge, each side on its own (`EdgeSnapping`).
    static func snapped(_ bands: [Band], tolerance: Double) -> [Band] {
        let lefts = EdgeSnapping.snappedOutward(bands.map { -$0.x0 }, tolerance: tolerance)
        let rights = EdgeSnapping.snappedOutward(bands.map(\.x1), tolerance: tolerance)
        return bands.indices.map { i in
            var band = bands[i]
            band.x0 = -lefts[i]
            band.x1 = rights[i]
            return band
        }
    }

    /// Down the right side, then up the left side: one rectilinear polygon.
    static func trace(_ bands: [Band]) -> [Point] {
        var points: [Point] = [Point(x: bands[0].x0, y: bands[0].y0)]
        for (i, band) in bands.enumerated() {
            points.append(Point(x: band.x1, y: band.y0))
            points.append(Point(x: band.x1, y: band.y1))
            if i + 1 < bands.count { points.append(Point(x: bands[i + 1].x1, y: band.y1)) }
        }
        for (i, band) in bands.enumerated().reversed() {
            points.append(Point(x: band.x0, y: band.y1))
            points.append(Point(x: band.x0, y: band.y0))
            if i > 0 { points.append(Point(x: bands[i - 1].x0, y: band.y0)) }
        }
        return simplified(points)
    }

    /// Drops repeated points and points in the middle of a straight run.
    static func simplified(_ input: [Point]) -> [Point] {
        var points = input
        var changed = true
        while changed && points.count > 2 {
            changed = false
            for i in points.indices.reversed() where points.count > 2 {
                let p = points[(i + points.count - 1) % points.count]
                let v = points[i % points.count]
                let n = points[(i + 1) % points.count]
                let cross = (v.x - p.x) * (n.y - v.y) - (v.y - p.y) * (n.x - v.x)
                if v == p || abs(cross) < 1e-9 {
                    points.remove(at: i % points.count)
                    changed = true
                }
            }
        }
        return points
    }
}
