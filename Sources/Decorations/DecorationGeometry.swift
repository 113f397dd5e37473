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

    /// How far a skip-ink gap reaches past the ink on each side: the line's thickness (as browsers do),
    /// at most this many ems of the line's font (a thick line's gaps would swallow the line between
    /// letters otherwise), never under a device pixel.
    static let maximumClearanceEms = 0.06
    /// How far into the band ink may reach, in device pixels, and still count as touching it only.
    static let grazingPixels = 0.25

    func clearance(thickness t: Double, fontSize: Double) -> Double {
        max(1 / scale, min(t, Self.maximumClearanceEms * fontSize))
    }

    /// The widest piece between gaps that reads as a speck, not a line: narrower than the clearance and
    /// than half the line's thickness, never under a device pixel.
    func speck(thickness t: Double, fontSize: Double) -> Double {
        max(1 / scale, min(t / 2, clearance(thickness: t, fontSize: fontSize)))
    }

    /// `[x0, x1]` minus the ink of glyphs crossing the band, widened by the clearance, emoji included:
    /// wherever ink crosses the line there is a gap, however many that makes in a word, and every piece
    /// between gaps stays (a wave is clipped there, mid-swing, as browsers clip it). Only a speck goes.
    func visibleIntervals(of s: DecorationSegment, fontSize: Double) -> [ClosedRange<Double>] {
        let band = s.band
        let t = s.thickness
        let margin = clearance(thickness: t, fontSize: fontSize)
        // Ink that only grazes the band's edge (a stem ending where the line begins) does not cross it.
        let graze = min(Self.grazingPixels / scale, t / 4)
        let gaps = layout.inkIntervals(onLine: s.lineIndex, inBand: band.lowerBound + graze, band.upperBound - graze, from: s.x0, to: s.x1)
            .map { ($0.lowerBound - margin)...($0.upperBound + margin) }
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
        let speck = speck(thickness: t, fontSize: fontSize)
        return visible.filter { $0.upperBound - $0.lowerBound >= speck - 1e-9 }
    }
}
