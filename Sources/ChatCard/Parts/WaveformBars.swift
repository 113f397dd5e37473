import Canvas

/// A voice note's loudness as Telegram iOS draws it: bars of one width and gap across the given width,
/// each the loudest of the samples that fall in it, scaled by the loudest sample, standing on a common
/// baseline with round ends; a bar too low to show is a dot. Fewer samples than bars: each sample spans
/// the bars it falls over. No samples: a flat row of dots.
struct WaveformBars {
    let samples: [UInt8]
    let size: Size
    /// In ems of the card's font.
    let emSize: Double

    /// At 17 pt: bars 2 pt wide, 2 pt apart, 18 pt high at most; 3 pt come off every bar's height.
    static let barWidth = 2.0 / 17, barGap = 2.0 / 17, height = 18.0 / 17, trim = 3.0 / 17

    init(samples: [UInt8], width: Double, emSize: Double) {
        (self.samples, self.emSize) = (samples, emSize)
        size = Size(width: width, height: Self.height * emSize)
    }

    var barCount: Int { max(1, Int(size.width / ((Self.barWidth + Self.barGap) * emSize))) }

    /// Each bar's height in points (the loudest sample reaches the full height less the trim; 0 is a dot).
    var barHeights: [Double] {
        let count = barCount
        var peaks = [UInt8](repeating: 0, count: count)
        if samples.count >= count {
            for (j, sample) in samples.enumerated() {
                let bar = j * count / samples.count
                peaks[bar] = max(peaks[bar], sample)
            }
        } else if !samples.isEmpty {
            // Fewer samples than bars: each bar shows the sample it falls in (no gaps of empty bars).
            for bar in 0..<count { peaks[bar] = samples[bar * samples.count / count] }
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
    func draw(on canvas: Canvas, at origin: Point, color: Color, rightToLeft: Bool) {
        let w = Self.barWidth * emSize, step = (Self.barWidth + Self.barGap) * emSize
        let heights = barHeights
        var path = Path()
        for (i, h) in heights.enumerated() {
            let x = rightToLeft ? origin.x + size.width - Double(i) * step - w : origin.x + Double(i) * step
            let height = max(h, w)
            path.append(.roundedRect(Rect(x: x, y: origin.y + size.height - height, width: w, height: height), radius: w / 2))
        }
        canvas.fill(path, with: .color(color))
    }
}
