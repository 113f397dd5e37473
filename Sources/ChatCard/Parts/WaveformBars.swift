import Canvas

/// A voice note's loudness as Telegram iOS draws it: bars of one width and gap across the given width,
/// each the loudest of the samples that fall in it, scaled by the loudest sample, standing on a common
/// baseline with round ends; a bar too low to show is a dot. Fewer samples than bars: the bars follow a
/// line between them. No samples (loudness unknown): a flat row of bars a third high, as every app draws bars
/// (a row of dots reads as a placeholder); samples all silent: dots.
struct WaveformBars {
    let samples: [UInt8]
    let size: Size
    /// In ems of the card's font.
    let emSize: Double
    /// The bars stand about the box's middle line (WhatsApp), not on its bottom (Telegram).
    let centred: Bool

    /// At 17 pt: bars 2 pt wide, 2 pt apart, 18 pt high at most; 3 pt come off every bar's height.
    static let barWidth = 2.0 / 17, barGap = 2.0 / 17, height = 18.0 / 17, trim = 3.0 / 17
    /// Bars without samples: their share of the full height.
    static let unknownShare = 1.0 / 3

    init(samples: [UInt8], width: Double, emSize: Double, centred: Bool = false) {
        (self.samples, self.emSize, self.centred) = (samples, emSize, centred)
        size = Size(width: width, height: Self.height * emSize)
    }

    var barCount: Int { max(1, Int(size.width / ((Self.barWidth + Self.barGap) * emSize))) }

    /// Each bar's height in points (the loudest sample reaches the full height less the trim; 0 is a dot).
    var barHeights: [Double] {
        let count = barCount
        if samples.isEmpty { return Array(repeating: Self.unknownShare * size.height, count: count) }
        var peaks = [UInt8](repeating: 0, count: count)
        if samples.count >= count {
            for (j, sample) in samples.enumerated() {
                let bar = j * count / samples.count
                peaks[bar] = max(peaks[bar], sample)
            }
        } else if samples.count == 1 {
            peaks = peaks.map { _ in samples[0] }
        } else if !samples.isEmpty {
            // Fewer samples than bars: the bars follow a line between neighbouring samples (no steps of
            // equal bars, no gaps).
            for bar in 0..<count {
                let at = Double(bar) * Double(samples.count - 1) / Double(max(1, count - 1))
                let (i, t) = (min(samples.count - 2, Int(at)), at - Double(min(samples.count - 2, Int(at))))
                peaks[bar] = UInt8((Double(samples[i]) * (1 - t) + Double(samples[i + 1]) * t).rounded())
            }
        }
        let loudest = Double(peaks.max() ?? 0)
        guard loudest > 0 else { return peaks.map { _ in 0 } }
        let dot = Self.barWidth * emSize
        return peaks.map { peak in
            let h = Double(peak) * size.height / loudest - Self.trim * emSize
            return h <= dot ? 0 : h
        }
    }

    /// The bars from `origin` (the box's top left), leading edge first; `rightToLeft` runs them the other way.
    /// Each bar's edges lie on device pixels: its body is a solid rectangle and its round ends are coverage
    /// tiles kept per thread (a waveform's 30 rounded bars cost Cairo's scan converter 0.1 ms otherwise).
    func draw(on canvas: Canvas, at origin: Point, color: Color, rightToLeft: Bool) {
        let scale = canvas.scale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let w = Self.barWidth * emSize, step = (Self.barWidth + Self.barGap) * emSize
        var path = Path(), solid: [Rect] = [], tiles: [CoverageTile] = []
        for (i, h) in barHeights.enumerated() {
            let x = rightToLeft ? origin.x + size.width - Double(i) * step - w : origin.x + Double(i) * step
            let (left, right) = (snap(x), max(snap(x) + 1 / scale, snap(x + w)))
            let width = right - left, tall = max(h, w)
            let bottom = snap(centred ? origin.y + (size.height + tall) / 2 : origin.y + size.height)
            let top = min(bottom - width, snap(bottom - tall))
            let bar = Rect(x: left, y: top, width: width, height: bottom - top)
            path.append(.roundedRect(bar, radius: width / 2))
            // A cap is as high as half the bar's width, rounded up to whole pixels.
            let cap = (width / 2 * scale).rounded(.up) / scale
            if bar.height >= 2 * cap {
                tiles.append(CoverageTile(box: Rect(x: left, y: top, width: width, height: cap), key: CapKey(width: width, height: cap, top: true)))
                tiles.append(CoverageTile(box: Rect(x: left, y: bottom - cap, width: width, height: cap), key: CapKey(width: width, height: cap, top: false)))
                solid.append(Rect(x: left, y: top + cap, width: width, height: bar.height - 2 * cap))
            } else {
                tiles.append(CoverageTile(box: bar, key: CapKey(width: width, height: bar.height, top: true)))
            }
        }
        canvas.fillTiled(path, with: .color(color), solid: solid, tiles: tiles)
    }

    /// What shapes a bar's end inside its tile: the bar's width, the tile's height, which end.
    private struct CapKey: Hashable {
        let width: Double, height: Double, top: Bool
    }
}
