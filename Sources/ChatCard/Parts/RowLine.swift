import Canvas
import TextLayout

/// One line beside a badge: text, text led by a small glyph (a call's arrow), or a waveform.
enum RowLine {
    case text(TextLayout)
    case marked(TextLayout, glyph: Glyph, color: Color)
    case waveform(WaveformBars, color: Color)
    /// A player: a bare play triangle, then the bars, with a scrubber dot at their start (WhatsApp) and the
    /// duration after them (Messages) where given.
    case player(WaveformBars, bars: Color, play: Color, dot: Color?, after: TextLayout? = nil)

    /// A marked line's glyph, of its text's font size, its gap to the text, and how far above the baseline
    /// its box starts (of its side: centred on the digits).
    static let markShare = 0.8, markGap = 0.3, markRaise = 0.98
    /// A player's triangle box, of the bars' height, its gap to the bars, and the dot's side (in ems).
    static let playShare = 1.4, playGap = 4.0 / 17, dotSide = 12.0 / 17

    var text: String? {
        switch self {
        case .text(let layout), .marked(let layout, _, _): layout.text.string
        case .waveform, .player: nil
        }
    }

    var width: Double {
        switch self {
        case .text(let layout): layout.usedBounds.width
        case .marked(let layout, _, _): Self.markRoom(layout) + layout.usedBounds.width
        case .waveform(let bars, _): bars.size.width
        case .player(let bars, _, _, _, let after): Self.playRoom(bars) + bars.size.width + (after.map { Self.playGap * bars.emSize + $0.usedBounds.width } ?? 0)
        }
    }

    var height: Double {
        switch self {
        case .text(let layout), .marked(let layout, _, _): layout.size.height
        case .waveform(let bars, _): bars.size.height + WaveformBars.barGap * bars.emSize * 2
        case .player(let bars, _, _, _, _): max(Self.playShare * bars.size.height, bars.size.height + WaveformBars.barGap * bars.emSize * 2)
        }
    }

    /// Its last line's baseline and how far that line reaches from the line's leading edge (the right
    /// one in a right-to-left row): where a time beside it goes. A wrapped address ends on its last line.
    func end(rightToLeft: Bool) -> (reach: Double, baseline: Double)? {
        switch self {
        case .text(let layout), .marked(let layout, _, _):
            guard let last = layout.lines.last(where: { !$0.isEmpty }) else { return nil }
            let used = layout.usedBounds, mark = width - used.width
            return (mark + (rightToLeft ? used.maxX - last.usedRect.minX : last.usedRect.maxX - used.minX), last.baseline)
        case .waveform, .player: return nil
        }
    }

    /// The room a player's triangle takes before its bars.
    private static func playRoom(_ bars: WaveformBars) -> Double { playRoom(barsHeight: bars.size.height, emSize: bars.emSize) }
    static func playRoom(barsHeight: Double, emSize: Double) -> Double { playShare * barsHeight + playGap * emSize }

    private static func markRoom(_ layout: TextLayout) -> Double { markRoom(fontSize: layout.options.font.size) }
    /// The room a marked line's glyph takes before its text.
    static func markRoom(fontSize: Double) -> Double { fontSize * (markShare + markGap) }

    func draw(in box: Rect, on canvas: Canvas, rightToLeft: Bool) {
        switch self {
        case .text(let layout):
            let used = layout.usedBounds
            layout.draw(on: canvas, at: Point(x: rightToLeft ? box.maxX - used.maxX : box.minX - used.minX, y: box.minY))
        case .marked(let layout, let glyph, let color):
            let side = layout.options.font.size * Self.markShare
            let baseline = box.minY + (layout.lines.first?.baseline ?? layout.size.height)
            let mark = Rect(x: rightToLeft ? box.maxX - side : box.minX, y: baseline - side * Self.markRaise, width: side, height: side)
            // Right to left, the arrow turns with the line: ↖ out, ↘ in.
            if rightToLeft {
                canvas.transformed(by: AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * mark.midX, ty: 0)) { glyph.draw(in: mark, color: color, on: canvas) }
            } else {
                glyph.draw(in: mark, color: color, on: canvas)
            }
            let used = layout.usedBounds
            let room = Self.markRoom(layout)
            layout.draw(on: canvas, at: Point(x: rightToLeft ? box.maxX - room - used.maxX : box.minX + room - used.minX, y: box.minY))
        case .waveform(let bars, let color):
            bars.draw(on: canvas, at: Point(x: box.minX, y: box.minY + WaveformBars.barGap * bars.emSize), color: color, rightToLeft: rightToLeft)
        case .player(let bars, let barColor, let playColor, let dotColor, let after):
            let side = Self.playShare * bars.size.height, room = Self.playRoom(bars)
            let play = Rect(x: rightToLeft ? box.maxX - side : box.minX, y: box.midY - side / 2, width: side, height: side)
            // Right to left, the triangle still points right: it is a play button, not a direction.
            Glyph.play.draw(in: play, color: playColor, on: canvas)
            // From the triangle's side: the bars, then what comes after them.
            let origin = Point(x: rightToLeft ? box.maxX - room - bars.size.width : box.minX + room, y: box.midY - bars.size.height / 2)
            bars.draw(on: canvas, at: origin, color: barColor, rightToLeft: rightToLeft)
            if let dotColor {
                let dot = Self.dotSide * bars.emSize
                let dotX = rightToLeft ? origin.x + bars.size.width - dot : origin.x
                canvas.fillDisc(in: Rect(x: dotX, y: box.midY - dot / 2, width: dot, height: dot), with: .color(dotColor))
            }
            if let after {
                // On the bars' middle line, past their end.
                let used = after.usedBounds, gap = Self.playGap * bars.emSize
                let x = rightToLeft ? origin.x - gap - used.maxX : origin.x + bars.size.width + gap - used.minX
                after.draw(on: canvas, at: Point(x: x, y: box.midY - used.midY))
            }
        }
    }
}
