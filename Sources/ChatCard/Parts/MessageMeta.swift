import Canvas
import Decorations
import TextLayout

/// A message's meta row: a channel post's views (an eye and a count), "edited", the signature and the time,
/// and the delivery ticks, read left to right in that order (Telegram's `[views] [edited] [Signature, ]HH:MM`).
/// Coordinates: the row's top-left corner is the left end of its ink and the top of its line.
struct MessageMeta {
    let views: TextLayout?
    let label: TextLayout
    let ticks: StatusTicks?
    let size: Size
    /// The eye's side and its gaps, in ems of the row's font.
    static let eyeSize = 1.15, eyeGap = 0.2, viewsGap = 0.45

    /// Nil when the row would be empty. `marks` nil: the look marks no delivery status (its app shows none).
    init?(time: String?, edited: Bool, status: MessageSpec.Status?, signature: String? = nil, views: Int? = nil,
          font: FontSpec, color: Color, tickColor: Color, sentTickColor: Color? = nil, editedWord: String = "edited", marks: StatusMarks? = StatusMarks(), memo: LayoutMemo) {
        let status = marks == nil ? nil : status
        guard time != nil || edited || status != nil || signature != nil || views != nil else { return nil }
        let stamp = [signature, time].compactMap { $0 }.joined(separator: ", ")
        let words = [edited ? editedWord : nil, stamp.isEmpty ? nil : stamp].compactMap { $0 }.joined(separator: " ")
        label = memo.layout(words, options: LayoutOptions(font: font, color: color))
        self.views = views.map { memo.layout(AttachmentText.compactCount($0), options: LayoutOptions(font: font, color: color)) }
        ticks = status.flatMap { status in
            marks.map { StatusTicks(status: status, mark: $0[status], fontSize: font.size * $0.size, color: status == .read ? tickColor : sentTickColor ?? color) }
        }
        let labelWidth = label.usedBounds.width
        let tickRoom = ticks.map { (labelWidth > 0 ? PartProportions.metaTickGap * font.size : 0) + $0.width } ?? 0
        size = Size(width: Self.viewsRoom(self.views, label: label) + labelWidth + tickRoom, height: label.size.height)
    }

    private var fontSize: Double { label.options.font.size }
    private var viewsRoom: Double { Self.viewsRoom(views, label: label) }

    /// Where the label starts: after the eye, the count and a gap.
    private static func viewsRoom(_ views: TextLayout?, label: TextLayout) -> Double {
        let em = label.options.font.size
        return views.map { (eyeSize + eyeGap) * em + $0.usedBounds.width + (label.usedBounds.width > 0 ? viewsGap * em : 0) } ?? 0
    }

    /// From the row's top to its text's baseline.
    var baseline: Double { label.lines.first?.baseline ?? size.height }

    private func labelOrigin(_ origin: Point) -> Point { Point(x: origin.x + viewsRoom - label.usedBounds.minX, y: origin.y) }

    /// The eye, centred on the text's x-height, and the count after it.
    private func viewsPlaces(_ origin: Point) -> (eye: Rect, count: Point)? {
        guard let views else { return nil }
        let side = Self.eyeSize * fontSize
        let eye = Rect(x: origin.x, y: origin.y + baseline - 0.35 * fontSize - side / 2, width: side, height: side)
        return (eye, Point(x: origin.x + side + Self.eyeGap * fontSize - views.usedBounds.minX, y: origin.y))
    }

    /// The ticks end the row.
    private func ticksX(_ origin: Point) -> Double { origin.x + size.width - (ticks?.width ?? 0) }

    func draw(on canvas: Canvas, at origin: Point) {
        if let views, let places = viewsPlaces(origin) {
            Glyph.eye.draw(in: places.eye, color: views.options.color, on: canvas)
            views.draw(on: canvas, at: places.count)
        }
        label.draw(on: canvas, at: labelOrigin(origin))
        ticks?.draw(on: canvas, x: ticksX(origin), baseline: origin.y + baseline)
    }

    func frames(at origin: Point, scale: Double) -> [ElementFrame] {
        var frames: [ElementFrame] = []
        if let views, let places = viewsPlaces(origin) {
            let count = views.usedBounds.offsetBy(dx: places.count.x, dy: places.count.y)
            frames.append(ElementFrame(.views, places.eye.union(count), text: views.text.string))
        }
        let text = label.text.string
        if !text.isEmpty {
            let o = labelOrigin(origin)
            frames.append(ElementFrame(.time, label.usedBounds.offsetBy(dx: o.x, dy: o.y), text: text))
        }
        if let ticks {
            let at = ticks.anchor(x: ticksX(origin), baseline: origin.y + baseline, scale: scale)
            frames.append(ElementFrame(.status, ticks.bounds(at: at, scale: scale), text: ticks.status.rawValue))
        }
        return frames
    }
}
