import Canvas
import TextLayout

/// From a layout and a character range to decoration segments: one per line fragment the range touches
/// (several where bidi text splits it), whitespace trimmed at the ends (every space with `byWord`),
/// one y and one thickness per line, snapped to device pixels, with skip-ink gaps.
public struct DecorationGeometry {
    public let layout: TextLayout
    /// Device pixels per point of the canvas it will be drawn on.
    public let scale: Double

    public init(layout: TextLayout, scale: Double) {
        self.layout = layout; self.scale = max(1, scale)
    }

    public func segments(for decoration: TextDecoration, in range: Range<String.Index>) -> [DecorationSegment] {
        let characters = layout.characterRange(range)
        var segments: [DecorationSegment] = []
        for piece in pieces(of: characters, byWord: decoration.byWord) {
            for rect in layout.rects(forCharacters: piece) {
                let line = layout.lines[rect.lineIndex]
                segments.append(segment(decoration, on: line, from: rect.rect.minX, to: rect.rect.maxX))
            }
        }
        return merged(segments)
    }

    /// `piece` itself, or for a wave the whole wavelengths inside it counted from the segment's start.
    func wholePeriods(of piece: ClosedRange<Double>, in s: DecorationSegment) -> ClosedRange<Double>? {
        guard s.style == .wavy else { return piece }
        let period = DecorationSegment.wave(thickness: s.thickness).wavelength
        let first = s.x0 + ((piece.lowerBound - s.x0) / period - 1e-9).rounded(.up) * period
        let last = s.x0 + ((piece.upperBound - s.x0) / period + 1e-9).rounded(.down) * period
        return last > first ? first...last : nil
    }

    /// Character ranges to decorate: per line, the range without whitespace at its ends; with `byWord`,
    /// every run of non-whitespace.
    func pieces(of characters: Range<Int>, byWord: Bool) -> [Range<Int>] {
        let string = layout.text.string
        let isSpace: [Bool] = characters.map { string[layout.indexRange($0..<$0 + 1)].allSatisfy(\.isWhitespace) }
        var result: [Range<Int>] = []
        for line in layout.lines {
            let lo = max(characters.lowerBound, line.characterRange.lowerBound)
            let hi = min(characters.upperBound, line.characterRange.upperBound)
            guard lo < hi else { continue }
            var start: Int?
            for c in lo..<hi {
                let space = isSpace[c - characters.lowerBound]
                if !space, start == nil { start = c }
                if space, byWord, let s = start { result.append(s..<c); start = nil }
            }
            if let s = start {
                // Without byWord, spaces inside the range stay decorated; only the ends are trimmed.
                var end = hi
                while end > s, isSpace[end - 1 - characters.lowerBound] { end -= 1 }
                result.append(s..<end)
            }
        }
        return result
    }

    /// Neighbouring pieces on one line that touch (a word's rects split by runs) become one segment.
    func merged(_ segments: [DecorationSegment]) -> [DecorationSegment] {
        var out: [DecorationSegment] = []
        for s in segments.sorted(by: { ($0.lineIndex, $0.x0) < ($1.lineIndex, $1.x0) }) {
            if var last = out.last, last.lineIndex == s.lineIndex, s.x0 - last.x1 < 1e-6 {
                last.x1 = max(last.x1, s.x1)
                last.visible = mergeIntervals(last.visible + s.visible)
                out[out.count - 1] = last
            } else {
                out.append(s)
            }
        }
        return out
    }

    func segment(_ d: TextDecoration, on line: LineFragment, from x0: Double, to x1: Double) -> DecorationSegment {
        let m = line.metrics
        let devicePixel = 1 / scale
        let fontThickness = d.kind == .strikethrough ? m.strikethroughThickness : m.underlineThickness
        var t = d.thickness ?? fontThickness
        if d.style == .thick && d.thickness == nil { t *= 2 }
        if d.style == .largeDot { t = d.thickness ?? DecorationSegment.largeDotDiameter(fontSize: m.fontSize) }
        t = max(devicePixel, (t * scale).rounded() / scale)

        let top: Double
        switch d.kind {
        case .underline:
            // Dictation dots hang a little lower so they clear descenders' tips; a wave's crests start
            // where a straight line would, so it crosses descenders only, not round letters' overshoot.
            let drop = switch d.style {
            case .largeDot: t / 2
            case .wavy: DecorationSegment.waveAmplitude(thickness: t)
            default: 0.0
            }
            top = line.baseline + m.underlineOffset + drop
        case .strikethrough:
            top = line.baseline + m.strikethroughOffset - (d.style == .double ? t : 0)
        case .overline:
            top = line.baseline - m.ascent
        }
        let y = ((top + d.offset) * scale).rounded() / scale
        let color = d.color ?? (d.style == .largeDot ? TextDecoration.dictationBlue : layout.options.color)
        var segment = DecorationSegment(lineIndex: line.index, x0: x0, x1: x1, y: y, thickness: t, style: d.style,
                                        kind: d.kind, color: color, visible: [x0...x1])
        if d.skipsInk { segment.visible = visibleIntervals(of: segment, fontSize: m.fontSize) }
        return segment
    }

    /// What is left of a skipped line is kept only when it still reads as a line: pieces shorter than
    /// this many thicknesses are specks and go.
    static let minimumPieceThicknesses = 3.0
    static let minimumWavePeriods = 2.0
    /// A piece between a gap and the line's end (under the arm of a final "y", 0.25–0.3 em) must be this
    /// long, in ems of the line's font, or it reads as a stub and goes.
    static let minimumEndPieceEms = 0.35

    /// `[x0, x1]` minus the ink of glyphs crossing the band (dilated by t), emoji included: wherever ink
    /// crosses the line there is a gap, however many that makes in a word. A wave keeps whole periods
    /// only, counted from x0, so it breaks where it crosses its midline and keeps its phase across the
    /// gaps (a half wave would end on a crest and look like a tick). Specks are dropped.
    func visibleIntervals(of s: DecorationSegment, fontSize: Double) -> [ClosedRange<Double>] {
        let band = s.band
        let t = s.thickness
        let gaps = layout.inkIntervals(onLine: s.lineIndex, inBand: band.lowerBound, band.upperBound, from: s.x0, to: s.x1)
            .map { ($0.lowerBound - t)...($0.upperBound + t) }
        var visible = [s.x0...s.x1]
        for gap in mergeIntervals(gaps) {
            visible = visible.flatMap { piece -> [ClosedRange<Double>] in
                guard piece.overlaps(gap) else { return [piece] }
                var parts: [ClosedRange<Double>] = []
                if gap.lowerBound > piece.lowerBound { parts.append(piece.lowerBound...gap.lowerBound) }
                if gap.upperBound < piece.upperBound { parts.append(gap.upperBound...piece.upperBound) }
                return parts
            }
        }
        // A lone wavelength reads as a tick, not a wave: a wave's pieces are at least two.
        let shortest = s.style == .wavy ? Self.minimumWavePeriods * DecorationSegment.wave(thickness: t).wavelength
                                        : Self.minimumPieceThicknesses * t
        let cut = visible != [s.x0...s.x1]
        return visible.compactMap { wholePeriods(of: $0, in: s) }.filter { piece in
            let atEnd = cut && (piece.lowerBound <= s.x0 + 1e-9 || piece.upperBound >= s.x1 - 1e-9)
            return piece.upperBound - piece.lowerBound >= max(shortest, atEnd ? Self.minimumEndPieceEms * fontSize : 0) - 1e-9
        }
    }

}

func mergeIntervals(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
    var out: [ClosedRange<Double>] = []
    for r in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = out.last, r.lowerBound <= last.upperBound {
            out[out.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
        } else {
            out.append(r)
        }
    }
    return out
}
