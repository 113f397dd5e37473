import Canvas
import Decorations
import TextLayout

/// A poll with its results, as Telegram iOS draws one: the question, the kind ("Anonymous Poll",
/// "Quiz", "Final Results"), each option with its percentage, its text and a bar as long as its share of
/// the leading option's votes, a tick on my choice (a quiz: on the right answer, a cross on a wrong
/// choice), and the total centred below.
struct PollPart: MetaHost, LeadingColumn {
    struct Row {
        let percent: TextLayout
        let text: TextLayout
        /// Votes of the leading option's.
        let share: Double
        let mark: Mark?
        /// The row's height: the option's text and the bar below it.
        let height: Double
    }
    typealias Mark = PollMark

    let question: TextLayout
    let kindLabel: TextLayout
    let rows: [Row]
    let total: TextLayout
    let bar: Color
    /// The tick's and cross's glyph on their disc.
    let markInk: Color
    let isRightToLeft: Bool
    let emSize: Double
    let size: Size

    // Telegram iOS at 17 pt: the option text's column, where the percentage ends, the row's least height and
    // padding, the bar, the mark's disc, the gaps around the kind label and above the total.
    static let textX = 50.0 / 17, percentEnd = 43.0 / 17, textTop = 11.0 / 17
    static let rowMinHeight = 46.0 / 17, rowPadding = 22.0 / 17, rightInset = 12.0 / 17
    static let barHeight = 6.0 / 17, barBottom = 1.0 / 17, barMin = 6.0 / 17
    static let markSide = 16.0 / 17, markX = 28.0 / 17
    static let kindGap = 2.0 / 17, optionsGap = 3.0 / 17, totalGap = 11.0 / 17
    static let minWidth = 270.0 / 17

    init(question: TextLayout, kindLabel: TextLayout, rows: [Row], total: TextLayout, bar: Color, markInk: Color, width: Double,
         rightToLeft: Bool, emSize: Double) {
        (self.question, self.kindLabel, self.rows, self.total, self.bar, self.markInk) = (question, kindLabel, rows, total, bar, markInk)
        (isRightToLeft, self.emSize) = (rightToLeft, emSize)
        let height = question.size.height + Self.kindGap * emSize + kindLabel.size.height + Self.optionsGap * emSize
            + rows.reduce(0) { $0 + $1.height } + Self.totalGap * emSize + total.size.height
        size = Size(width: width, height: height)
    }

    /// A row's height for an option's text.
    static func rowHeight(text: TextLayout, emSize: Double) -> Double { max(rowMinHeight * emSize, text.size.height + rowPadding * emSize) }

    private var rowsTop: Double { question.size.height + (Self.kindGap + Self.optionsGap) * emSize + kindLabel.size.height }
    private var totalTop: Double { rowsTop + rows.reduce(0) { $0 + $1.height } + Self.totalGap * emSize }

    /// The total is centred: the meta row may sit after it at the trailing edge.
    var lastLine: (reach: Double, baseline: Double)? {
        ((size.width + total.usedBounds.width) / 2, totalTop + (total.lines.first?.baseline ?? 0))
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        let em = emSize
        drawLine(question, leading: 0, y: origin.y, x0: origin.x, width: width, on: canvas)
        drawLine(kindLabel, leading: 0, y: origin.y + question.size.height + Self.kindGap * em, x0: origin.x, width: width, on: canvas)
        var y = origin.y + rowsTop
        for row in rows {
            // The percentage on the option's first baseline.
            let percentX = Self.percentEnd * em - row.percent.usedBounds.width
            let baseline = (row.text.lines.first?.baseline ?? 0) - (row.percent.lines.first?.baseline ?? 0)
            drawLine(row.percent, leading: percentX, y: y + Self.textTop * em + baseline, x0: origin.x, width: width, on: canvas)
            drawLine(row.text, leading: Self.textX * em, y: y + Self.textTop * em, x0: origin.x, width: width, on: canvas)
            let barBox = self.barBox(row, top: y, x0: origin.x, width: width)
            let wrong: Color? = if case .cross(let red)? = row.mark { red } else { nil }
            canvas.fill(.roundedRect(barBox, radius: barBox.height / 2), with: .color(wrong ?? bar))
            if let mark = row.mark { drawMark(mark, centerY: barBox.midY, x0: origin.x, width: width, on: canvas) }
            y += row.height
        }
        let used = total.usedBounds
        total.draw(on: canvas, at: Point(x: origin.x + (width - used.width) / 2 - used.minX, y: origin.y + totalTop))
    }

    private func barBox(_ row: Row, top: Double, x0: Double, width: Double) -> Rect {
        let em = emSize
        let room = max(0, width - (Self.textX + Self.barMin + Self.rightInset) * em)
        let w = Self.barMin * em + (room * row.share).rounded(.down)
        return Rect(x: place(Self.textX * em, w, x0: x0, width: width), y: top + row.height - (Self.barHeight + Self.barBottom) * em,
                    width: w, height: Self.barHeight * em)
    }

    private func drawMark(_ mark: Mark, centerY: Double, x0: Double, width: Double, on canvas: Canvas) {
        let side = Self.markSide * emSize
        mark.draw(in: Rect(x: place(Self.markX * emSize, side, x0: x0, width: width), y: centerY - side / 2, width: side, height: side),
                  tickInk: markInk, on: canvas)
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        var frames = [ElementFrame(.poll, Rect(origin: origin, size: Size(width: width, height: size.height)), text: question.text.string)]
        var y = origin.y + rowsTop
        for row in rows {
            let used = row.text.usedBounds
            let box = Rect(x: place(Self.textX * emSize, used.width, x0: origin.x, width: width), y: y + Self.textTop * emSize, width: used.width, height: used.height)
            frames.append(ElementFrame(.text, box, text: row.text.text.string))
            frames.append(ElementFrame(.bar, barBox(row, top: y, x0: origin.x, width: width), text: row.percent.text.string))
            y += row.height
        }
        return frames
    }
}

/// A choice's mark: a tick on a disc (my choice, a quiz's answer), or a white cross on a red disc (a wrong choice).
enum PollMark {
    case tick(Color), cross(Color)

    /// The tick in `tickInk` (the glyph colour that reads on its disc), the cross white.
    func draw(in disc: Rect, tickInk: Color, on canvas: Canvas) {
        var path = Path()
        let ink: Color = if case .cross = self { .white } else { tickInk }
        let (u, stroke) = (disc.width / 16, StrokeStyle(width: 1.5 * disc.width / 16, color: ink, cap: .round, join: .round))
        switch self {
        case .tick(let color):
            canvas.fill(.ellipse(in: disc), with: .color(color))
            path.move(to: Point(x: disc.minX + 4.5 * u, y: disc.minY + 8.3 * u))
            path.line(to: Point(x: disc.minX + 7 * u, y: disc.minY + 10.8 * u))
            path.line(to: Point(x: disc.minX + 11.7 * u, y: disc.minY + 5.6 * u))
        case .cross(let color):
            canvas.fill(.ellipse(in: disc), with: .color(color))
            path.move(to: Point(x: disc.minX + 5.2 * u, y: disc.minY + 5.2 * u)); path.line(to: Point(x: disc.maxX - 5.2 * u, y: disc.maxY - 5.2 * u))
            path.move(to: Point(x: disc.maxX - 5.2 * u, y: disc.minY + 5.2 * u)); path.line(to: Point(x: disc.minX + 5.2 * u, y: disc.maxY - 5.2 * u))
        }
        canvas.stroke(path, style: stroke)
    }
}

/// Percentages that add up to 100 where every voter picked one option (Telegram's rule): each the floor
/// of its exact share, the points left over given to the largest remainders, a tied group only when all
/// of it can have one. Where voters could pick several, each is its own share, floored.
enum PollPercents {
    static func of(_ votes: [Int], voters: Int) -> [Int] {
        guard voters > 0 else { return votes.map { _ in 0 } }
        let floors = votes.map { $0 * 100 / voters }
        guard votes.reduce(0, +) == voters else { return floors }
        var result = floors
        var left = 100 - floors.reduce(0, +)
        let remainders = votes.map { $0 * 100 % voters }
        // Largest remainders first, a group of equal remainders together.
        for remainder in Set(remainders).filter({ $0 > 0 }).sorted(by: >) where left > 0 {
            let group = remainders.indices.filter { remainders[$0] == remainder }
            guard group.count <= left else { break }
            for i in group { result[i] += 1 }
            left -= group.count
        }
        return result
    }
}
