import Canvas

/// Draws decoration segments: each pattern is laid over the whole segment (so dash phase runs on across
/// style runs) and clipped to the segment's visible (skip-ink) intervals, dashes and dots as the line is
/// (as browsers clip them): the pattern keeps its rhythm across a gap.
public enum DecorationPainter {
    public static func draw(_ segments: [DecorationSegment], on canvas: Canvas) {
        for s in segments where !s.visible.isEmpty {
            // Every pattern but the wave (whole wavelengths from x0) ends inside x0...x1: with nothing skipped
            // there is nothing to clip, and Cairo's clip masks are a large part of drawing a card.
            if s.style != .wavy && s.visible == [s.x0...s.x1] {
                drawPattern(s, on: canvas)
                continue
            }
            // A pixel of slack above and below keeps anti-aliased edges.
            let band = (s.band.lowerBound - 1)...(s.band.upperBound + 1)
            let clip = s.visible.map {
                Rect(x: $0.lowerBound, y: band.lowerBound, width: $0.upperBound - $0.lowerBound, height: band.upperBound - band.lowerBound)
            }
            canvas.clip(toPixelAligned: clip) { drawPattern(s, on: canvas) }
        }
    }

    static func drawPattern(_ s: DecorationSegment, on canvas: Canvas) {
        let t = s.thickness
        let paint = Paint.color(s.color)
        func bar(_ x0: Double, _ x1: Double, y: Double) -> Path { .rect(Rect(x: x0, y: y, width: x1 - x0, height: t)) }
        switch s.style {
        case .single, .thick:
            canvas.fill(bar(s.x0, s.x1, y: s.y), with: paint)
        case .double:
            var p = bar(s.x0, s.x1, y: s.y)
            p.append(bar(s.x0, s.x1, y: s.y + 2 * t))
            canvas.fill(p, with: paint)
        case .dashed:
            canvas.fill(s.dashes().reduce(into: Path()) { $0.append(bar($1.lowerBound, $1.upperBound, y: s.y)) }, with: paint)
        case .dashDot, .dashDotDot:
            let pieces = s.dashDots(dotsPerDash: s.style == .dashDot ? 1 : 2)
            canvas.fill(pieces.reduce(into: Path()) { $0.append(bar($1.lowerBound, $1.upperBound, y: s.y)) }, with: paint)
        case .dotted:
            canvas.fill(s.dots().reduce(into: Path()) {
                $0.append(.ellipse(in: Rect(x: $1 - t / 2, y: s.y, width: t, height: t)))
            }, with: paint)
        case .largeDot:
            canvas.fill(s.largeDots().reduce(into: Path()) {
                $0.append(.ellipse(in: Rect(x: $1 - t / 2, y: s.y, width: t, height: t)))
            }, with: paint)
        case .wavy:
            canvas.stroke(s.wavePath(), style: StrokeStyle(width: t, color: s.color, cap: .butt, join: .round))
        }
    }
}

