import Canvas

/// One decoration on one line fragment (bidi text can give several per line): a pure value tests inspect
/// without pixels. Coordinates are layout points, already snapped to device pixels.
public struct DecorationSegment: Hashable, Sendable {
    public var lineIndex: Int
    public var x0: Double
    public var x1: Double
    /// Top of the (first) line of the decoration.
    public var y: Double
    public var thickness: Double
    public var style: LineStyle
    public var kind: DecorationKind
    public var color: Color
    /// The x intervals that are drawn: `[x0...x1]` minus skip-ink gaps.
    public var visible: [ClosedRange<Double>]

    public var length: Double { x1 - x0 }

    /// The vertical extent the pattern paints: double lines are 3t tall, the wave adds its swing.
    public var band: ClosedRange<Double> {
        switch style {
        case .double: return y...(y + 3 * thickness)
        case .wavy:
            let amplitude = Self.waveAmplitude(thickness: thickness)
            return (y - amplitude)...(y + thickness + amplitude)
        default: return y...(y + thickness)
        }
    }

    // MARK: Pattern geometry (the proportions browser engines use for CSS text-decoration styles)

    /// Dash and gap for a thickness: 3t/2t for thin lines, 2t/1t from t ≥ 3.
    public static func dashAndGap(thickness t: Double) -> (dash: Double, gap: Double) {
        t >= 3 ? (2 * t, t) : (3 * t, 2 * t)
    }

    /// `dashed`: whole dashes with the gap stretched or shrunk so the line starts and ends on a dash.
    public func dashes() -> [ClosedRange<Double>] {
        let (dash, gap) = Self.dashAndGap(thickness: thickness)
        var count = Int(((length + gap) / (dash + gap)).rounded())
        // Never squeeze the gaps below half their size; a line too short for two dashes is one dash.
        if count > 1, (length - Double(count) * dash) / Double(count - 1) < gap / 2 { count -= 1 }
        return count <= 1 ? [x0...x1] : Self.fit(count: count, mark: dash, in: x0...x1)
    }

    /// `dotted`: round dots of diameter t with a gap of about t, whole dots only, first and last touching
    /// the ends. Returns dot centres.
    public func dots() -> [Double] {
        let t = thickness
        let count = Int(((length + t) / (2 * t)).rounded(.down))
        guard count > 1 else { return [(x0 + x1) / 2] }
        return Self.fit(count: count, mark: t, in: x0...x1).map { ($0.lowerBound + $0.upperBound) / 2 }
    }

    /// `largeDot`: filled circles of diameter d with gap 0.714·d, whole dots, the group centred.
    public static func largeDotDiameter(fontSize: Double) -> Double { max(2, 3 * fontSize / 17) }

    public func largeDots() -> [Double] {
        let d = thickness, gap = 0.714 * d
        let count = max(0, Int(((length + gap) / (d + gap)).rounded(.down)))
        guard count > 0 else { return [] }
        let total = Double(count) * d + Double(count - 1) * gap
        let start = x0 + (length - total) / 2
        return (0..<count).map { start + d / 2 + Double($0) * (d + gap) }
    }

    /// `dashDot` / `dashDotDot`: a dash then one or two dots, repeating; pieces as x intervals.
    public func dashDots(dotsPerDash: Int) -> [ClosedRange<Double>] {
        let t = thickness
        let (dash, gap) = Self.dashAndGap(thickness: t)
        let period = dash + Double(dotsPerDash) * (t + gap) + gap
        var pieces: [ClosedRange<Double>] = []
        var x = x0
        while x < x1 - 1e-9 {
            pieces.append(x...min(x1, x + dash))
            var d = x + dash + gap
            for _ in 0..<dotsPerDash where d < x1 - 1e-9 {
                pieces.append(d...min(x1, d + t)); d += t + gap
            }
            x += period
        }
        return pieces
    }

    /// `wavy` (Blink): wavelength 1 + 2·round(2t + 0.5), control-point distance 0.5 + round(3t + 0.5).
    public static func wave(thickness t: Double) -> (wavelength: Double, controlDistance: Double) {
        (1 + 2 * (2 * t + 0.5).rounded(), 0.5 + (3 * t + 0.5).rounded())
    }

    /// The centre line of the wave: one S-shaped cubic per wavelength, its control points `controlDistance`
    /// above and below the midline (Blink's construction; the swing is 0.29 of that distance).
    public func wavePath() -> Path {
        let (wavelength, control) = Self.wave(thickness: thickness)
        let mid = y + thickness / 2
        var p = Path()
        p.move(to: Point(x: x0, y: mid))
        var x = x0
        while x < x1 - 1e-9 {
            let next = x + wavelength
            p.curve(to: Point(x: next, y: mid), control1: Point(x: x + wavelength / 2, y: mid - control),
                    control2: Point(x: x + wavelength / 2, y: mid + control))
            x = next
        }
        return p
    }

    /// How far the wave's centre line swings from its midline.
    public static func waveAmplitude(thickness t: Double) -> Double { 0.289 * wave(thickness: t).controlDistance }

    /// `count` marks of width `mark` spread over `range`, first at its start and last at its end.
    static func fit(count: Int, mark: Double, in range: ClosedRange<Double>) -> [ClosedRange<Double>] {
        let length = range.upperBound - range.lowerBound
        guard count > 1, length > mark else { return [range.lowerBound...min(range.upperBound, range.lowerBound + mark)] }
        let step = (length - mark) / Double(count - 1)
        return (0..<count).map { let s = range.lowerBound + Double($0) * step; return s...(s + mark) }
    }
}
