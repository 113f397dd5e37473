import Canvas
import Decorations
import TextLayout

/// A poll as Discord draws one: the question, "Select one answer", each answer in a rounded box whose fill
/// behind it is as long as its share of the votes, its percentage at the trailing edge (a tick or a cross before
/// it on a choice), and "9 votes • Poll closed" below.
struct AnswerBoxPollPart: MetaHost, LeadingColumn {
    struct Row {
        let text: TextLayout
        let percent: TextLayout
        /// Votes of the voters (0...1).
        let share: Double
        let mark: PollMark?
        /// Mine: the fill and the border in the accent.
        let chosen: Bool
    }

    /// The box's border and share fill, the accent's for my choice, a tick's glyph.
    struct Inks {
        let border: Color
        let fill: Color
        let chosenBorder: Color
        let chosenFill: Color
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

    // At 16 pt [E: Discord's poll]: a box's least height, its insets and radius, the gap between boxes, the mark's
    // side and gap, the gaps around the subtitle and above the footer.
    static let boxMinHeight = 40.0 / 16, boxInset = 12.0 / 16, boxPadding = 9.0 / 16, boxRadius = 8.0 / 16, boxGap = 8.0 / 16
    static let markSide = 18.0 / 16, markGap = 8.0 / 16, subtitleGap = 2.0 / 16, optionsGap = 12.0 / 16, footerGap = 12.0 / 16
    /// The boxes' border, in device pixels.
    static let borderWidth = 1.0
    static let minWidth = 280.0 / 16

    init(question: TextLayout, subtitle: TextLayout, rows: [Row], footer: TextLayout, inks: Inks, width: Double, rightToLeft: Bool, emSize: Double) {
        (self.question, self.subtitle, self.rows, self.footer, self.inks) = (question, subtitle, rows, footer, inks)
        (isRightToLeft, self.emSize) = (rightToLeft, emSize)
        let boxes = rows.reduce(0) { $0 + Self.boxHeight($1, emSize: emSize) } + Double(max(0, rows.count - 1)) * Self.boxGap * emSize
        size = Size(width: width, height: Self.rowsTop(question: question, subtitle: subtitle, emSize: emSize) + boxes + Self.footerGap * emSize
                    + footer.size.height)
    }

    static func boxHeight(_ row: Row, emSize: Double) -> Double { max(boxMinHeight * emSize, row.text.size.height + 2 * boxPadding * emSize) }
    private var rowsTop: Double { Self.rowsTop(question: question, subtitle: subtitle, emSize: emSize) }
    static func rowsTop(question: TextLayout, subtitle: TextLayout, emSize: Double) -> Double {
        question.size.height + subtitleGap * emSize + subtitle.size.height + optionsGap * emSize
    }

    var lastLine: (reach: Double, baseline: Double)? {
        (footer.usedBounds.width, size.height - footer.size.height + (footer.lines.first?.baseline ?? 0))
    }

    private func boxes(at origin: Point, width: Double) -> [Rect] {
        var y = origin.y + rowsTop
        return rows.map { row in
            defer { y += Self.boxHeight(row, emSize: emSize) + Self.boxGap * emSize }
            return Rect(x: origin.x, y: y, width: width, height: Self.boxHeight(row, emSize: emSize))
        }
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let em = emSize
        drawLine(question, leading: 0, y: origin.y, x0: origin.x, width: width, on: canvas)
        drawLine(subtitle, leading: 0, y: origin.y + question.size.height + Self.subtitleGap * em, x0: origin.x, width: width, on: canvas)
        for (row, box) in zip(rows, boxes(at: origin, width: width)) {
            let snapped = box.snapped(scale: canvas.scale), radius = Self.boxRadius * em
            if row.share > 0 {
                let w = snapped.width * min(1, row.share)
                let fill = Rect(x: isRightToLeft ? snapped.maxX - w : snapped.minX, y: snapped.minY, width: w, height: snapped.height)
                canvas.clip(to: .roundedRect(snapped, radius: radius)) { canvas.fill(.rect(fill), with: .color(row.chosen ? inks.chosenFill : inks.fill)) }
            }
            let line = Self.borderWidth / canvas.scale  // a device pixel
            canvas.stroke(.roundedRect(snapped.insetBy(dx: line / 2, dy: line / 2), radius: radius),
                          style: StrokeStyle(width: line, color: row.chosen ? inks.chosenBorder : inks.border))
            let inset = Self.boxInset * em
            drawLine(row.text, leading: inset, y: box.midY - row.text.size.height / 2, x0: box.minX, width: width, on: canvas)
            let percentWidth = row.percent.usedBounds.width
            drawLine(row.percent, leading: width - inset - percentWidth, y: box.midY - row.percent.size.height / 2, x0: box.minX, width: width, on: canvas)
            if let mark = row.mark {
                let side = Self.markSide * em
                let x = place(width - inset - percentWidth - Self.markGap * em - side, side, x0: box.minX, width: width)
                mark.draw(in: Rect(x: x, y: box.midY - side / 2, width: side, height: side), tickInk: inks.tick, on: canvas)
            }
        }
        drawLine(footer, leading: 0, y: origin.y + size.height - footer.size.height, x0: origin.x, width: width, on: canvas)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        var frames = [ElementFrame(.poll, Rect(origin: origin, size: Size(width: width, height: size.height)), text: question.text.string)]
        for (row, box) in zip(rows, boxes(at: origin, width: width)) {
            let used = row.text.usedBounds, inset = Self.boxInset * emSize
            frames.append(ElementFrame(.text, Rect(x: place(inset, used.width, x0: box.minX, width: width), y: box.midY - row.text.size.height / 2,
                                                   width: used.width, height: used.height), text: row.text.text.string))
            frames.append(ElementFrame(.bar, box, text: row.percent.text.string))
        }
        return frames
    }
}
