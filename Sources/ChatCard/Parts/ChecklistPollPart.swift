import Canvas
import Decorations
import TextLayout

/// A poll as WhatsApp draws one: the question, what to do ("Select one or more"), each option with a round
/// check box before it (filled with a tick where chosen), its vote count at the trailing edge and a bar under it
/// as long as its share of the voters on a faint track; a rule and "View votes" below.
struct ChecklistPollPart: MetaHost, LeadingColumn {
    struct Row {
        let text: TextLayout
        let count: TextLayout
        /// Votes of the voters (0...1).
        let share: Double
        /// A chosen option's mark (a quiz: a tick on the answer, a cross on a wrong choice); nil: an empty ring.
        let mark: PollMark?
    }

    /// What is drawn in which colour: the bars' fill and track, the empty rings, the rule, a tick's glyph.
    struct Inks {
        let bar: Color
        let track: Color
        let ring: Color
        let rule: Color
        let tick: Color
    }

    let question: TextLayout
    let subtitle: TextLayout
    let rows: [Row]
    let footer: TextLayout
    let inks: Inks
    let isRightToLeft: Bool
    let emSize: Double
    let size: Size

    // At 17 pt [E: WhatsApp's Android poll]: the check box and the text column after it, the ring's stroke, the
    // count's gap to the text, the bar under the text and the rows' gap, the gaps around the subtitle and the rule.
    static let boxSide = 21.0 / 17, textX = 34.0 / 17, ringWidth = 1.8 / 17, countGap = 10.0 / 17
    static let barGap = 8.0 / 17, barHeight = 6.0 / 17, rowGap = 15.0 / 17
    static let subtitleGap = 3.0 / 17, optionsGap = 16.0 / 17, ruleGap = 4.0 / 17, footerGap = 10.0 / 17, ruleWidth = 1.0
    static let minWidth = 270.0 / 17

    init(question: TextLayout, subtitle: TextLayout, rows: [Row], footer: TextLayout, inks: Inks, width: Double, rightToLeft: Bool, emSize: Double) {
        (self.question, self.subtitle, self.rows, self.footer, self.inks) = (question, subtitle, rows, footer, inks)
        (isRightToLeft, self.emSize) = (rightToLeft, emSize)
        let rowsHeight = rows.reduce(0) { $0 + Self.rowHeight($1, emSize: emSize) }
        size = Size(width: width, height: Self.rowsTop(question: question, subtitle: subtitle, emSize: emSize) + rowsHeight
                    + (Self.ruleGap + Self.footerGap) * emSize + footer.size.height)
    }

    /// An option's height: its text (the count on its first line), the bar, the gap to the next.
    static func rowHeight(_ row: Row, emSize: Double) -> Double { row.text.size.height + (barGap + barHeight + rowGap) * emSize }
    static func rowsTop(question: TextLayout, subtitle: TextLayout, emSize: Double) -> Double {
        question.size.height + subtitleGap * emSize + subtitle.size.height + optionsGap * emSize
    }

    private var ruleY: Double { size.height - footer.size.height - Self.footerGap * emSize }

    /// The footer is centred: the meta row may sit after it at the trailing edge.
    var lastLine: (reach: Double, baseline: Double)? {
        ((size.width + footer.usedBounds.width) / 2, size.height - footer.size.height + (footer.lines.first?.baseline ?? 0))
    }

    /// Each option's text box, count box, check box and bar track, from the part's `origin`.
    private func boxes(at origin: Point, width: Double) -> [(text: Rect, count: Rect, box: Rect, track: Rect)] {
        let em = emSize
        var y = origin.y + Self.rowsTop(question: question, subtitle: subtitle, emSize: em)
        return rows.map { row in
            defer { y += Self.rowHeight(row, emSize: em) }
            let (used, count) = (row.text.usedBounds, row.count.usedBounds)
            let text = Rect(x: place(Self.textX * em, used.width, x0: origin.x, width: width), y: y, width: used.width, height: row.text.size.height)
            // The count on the option's first baseline.
            let lift = (row.text.lines.first?.baseline ?? 0) - (row.count.lines.first?.baseline ?? 0)
            let countBox = Rect(x: place(width - count.width, count.width, x0: origin.x, width: width), y: y + lift, width: count.width,
                                height: row.count.size.height)
            let firstLine = (row.text.lines.first?.usedRect.height ?? row.text.size.height) / 2
            let side = Self.boxSide * em
            let box = Rect(x: place(0, side, x0: origin.x, width: width), y: y + firstLine - side / 2, width: side, height: side)
            let barWidth = max(0, width - Self.textX * em)
            let track = Rect(x: place(Self.textX * em, barWidth, x0: origin.x, width: width), y: y + row.text.size.height + Self.barGap * em,
                             width: barWidth, height: Self.barHeight * em)
            return (text, countBox, box, track)
        }
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let em = emSize
        drawLine(question, leading: 0, y: origin.y, x0: origin.x, width: width, on: canvas)
        drawLine(subtitle, leading: 0, y: origin.y + question.size.height + Self.subtitleGap * em, x0: origin.x, width: width, on: canvas)
        for (row, b) in zip(rows, boxes(at: origin, width: width)) {
            drawLine(row.text, leading: Self.textX * em, y: b.text.minY, x0: origin.x, width: width, on: canvas)
            drawLine(row.count, leading: width - b.count.width, y: b.count.minY, x0: origin.x, width: width, on: canvas)
            let track = b.track.snapped(scale: canvas.scale), radius = track.height / 2
            canvas.fill(.roundedRect(track, radius: radius), with: .color(inks.track))
            if row.share > 0 {
                let w = max(track.height, track.width * min(1, row.share))
                let fill = Rect(x: isRightToLeft ? track.maxX - w : track.minX, y: track.minY, width: w, height: track.height)
                canvas.fill(.roundedRect(fill, radius: radius), with: .color(inks.bar))
            }
            if let mark = row.mark {
                mark.draw(in: b.box, tickInk: inks.tick, on: canvas)
            } else {
                let ring = Self.ringWidth * em
                canvas.stroke(.ellipse(in: b.box.insetBy(dx: ring / 2, dy: ring / 2)), style: StrokeStyle(width: ring, color: inks.ring))
            }
        }
        let rule = Rect(x: origin.x, y: origin.y + ruleY, width: width, height: Self.ruleWidth).snapped(scale: canvas.scale)
        canvas.fill(.rect(rule), with: .color(inks.rule))
        let used = footer.usedBounds
        footer.draw(on: canvas, at: Point(x: origin.x + (width - used.width) / 2 - used.minX, y: origin.y + size.height - footer.size.height))
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        var frames = [ElementFrame(.poll, Rect(origin: origin, size: Size(width: width, height: size.height)), text: question.text.string)]
        for (row, b) in zip(rows, boxes(at: origin, width: width)) {
            frames.append(ElementFrame(.text, Rect(x: b.text.minX, y: b.text.minY, width: b.text.width, height: row.text.usedBounds.height), text: row.text.text.string))
            frames.append(ElementFrame(.bar, b.track, text: row.count.text.string))
        }
        return frames
    }
}
