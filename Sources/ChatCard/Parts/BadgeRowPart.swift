import Canvas
import Decorations
import ImageCodecs
import TextLayout

/// An attachment drawn as Telegram draws files, voice notes, tracks, calls and contacts: a round badge
/// at the leading edge (a play button, a file's extension, a cover, an avatar), lines beside it (a name, a
/// size, a waveform, a duration), centred on the badge, and an optional glyph at the trailing edge (the
/// call button). A contact's row sits in a tinted block with the accent bar, as reply headers do.
struct BadgeRowPart: MetaHost {
    let kind: ElementFrame.Kind
    /// What the frame says (a file's name, a call's title).
    let label: String
    let badge: RowBadge?
    let lines: [RowLine]
    let trailing: (glyph: Glyph, color: Color)?
    let block: AccentBlock?
    let isRightToLeft: Bool
    let emSize: Double
    let size: Size
    /// The row's height (the badge's or the lines'), and the lines' top within it.
    private let rowHeight: Double
    private let linesTop: Double

    /// At 17 pt: the badge's gap to the lines, the trailing glyph and its gap, a block's room above and
    /// below its row (Telegram's contact).
    static let badgeGap = 8.0 / 17, trailingSide = 26.0 / 17, trailingGap = 10.0 / 17, blockGap = 5.0 / 17, minBlockWidth = 220.0 / 17

    init(kind: ElementFrame.Kind, label: String, badge: RowBadge?, lines: [RowLine], trailing: (glyph: Glyph, color: Color)? = nil,
         block: AccentBlock? = nil, rightToLeft: Bool, emSize: Double, maxWidth: Double) {
        (self.kind, self.label, self.badge, self.lines, self.trailing, self.block) = (kind, label, badge, lines, trailing, block)
        (isRightToLeft, self.emSize) = (rightToLeft, emSize)
        let stack = lines.reduce(0) { $0 + $1.height }
        rowHeight = max(badge?.side ?? 0, stack)
        linesTop = (rowHeight - stack) / 2
        let textX = Self.linesX(badgeSide: badge?.side, emSize: emSize)
        let trailingRoom = trailing == nil ? 0 : (Self.trailingSide + Self.trailingGap) * emSize
        let width = textX + (lines.map(\.width).max() ?? 0) + trailingRoom
        // A line ellipsized to its column may overrun it by a Pango unit: the row keeps to `maxWidth`. A
        // block is at least `minBlockWidth` wide (Telegram's contact card: 220 pt).
        if let block {
            size = Size(width: min(maxWidth, max(Self.minBlockWidth * emSize, width + block.leadingInset + block.trailingInset)),
                        height: rowHeight + 2 * block.verticalInset + 2 * Self.blockGap * emSize)
        } else {
            size = Size(width: min(maxWidth, width), height: rowHeight)
        }
    }

    /// The widest the lines may be in a column `maxWidth` wide beside a badge `badgeSide` wide (and a
    /// trailing glyph, a block's insets).
    static func lineWidth(maxWidth: Double, badgeSide: Double?, trailing: Bool, block: AccentBlock?, emSize: Double) -> Double {
        let badge = linesX(badgeSide: badgeSide, emSize: emSize)
        let glyph = trailing ? (trailingSide + trailingGap) * emSize : 0
        let insets = block.map { $0.leadingInset + $0.trailingInset } ?? 0
        return max(1, maxWidth - badge - glyph - insets)
    }

    /// Where the lines start from the row's leading edge: past the badge and its gap.
    static func linesX(badgeSide: Double?, emSize: Double) -> Double { badgeSide.map { $0 + badgeGap * emSize } ?? 0 }
    private var linesX: Double { Self.linesX(badgeSide: badge?.side, emSize: emSize) }

    var lastLine: (reach: Double, baseline: Double)? {
        guard block == nil, let end = lines.last?.end(rightToLeft: isRightToLeft) else { return nil }
        return (linesX + end.reach, linesTop + lines.dropLast().reduce(0) { $0 + $1.height } + end.baseline)
    }

    /// The row's box in a column `width` wide: inside the block when there is one.
    private func row(at origin: Point, width: Double) -> Rect {
        guard let block else { return Rect(origin: origin, size: Size(width: width, height: rowHeight)) }
        let top = origin.y + Self.blockGap * emSize + block.verticalInset
        let x = isRightToLeft ? origin.x + block.trailingInset : origin.x + block.leadingInset
        return Rect(x: x, y: top, width: width - block.leadingInset - block.trailingInset, height: rowHeight)
    }

    private func blockRect(at origin: Point, width: Double, scale: Double) -> Rect {
        Rect(x: origin.x, y: origin.y + Self.blockGap * emSize, width: width, height: size.height - 2 * Self.blockGap * emSize).snapped(scale: scale)
    }

    private func badgeBox(in row: Rect) -> Rect? {
        badge.map { Rect(x: isRightToLeft ? row.maxX - $0.side : row.minX, y: row.minY + (rowHeight - $0.side) / 2, width: $0.side, height: $0.side) }
    }

    /// Each line's box: at the text column's leading edge, as wide as the line.
    private func lineBoxes(in row: Rect) -> [Rect] {
        let textX = linesX
        var y = row.minY + linesTop
        return lines.map { line in
            defer { y += line.height }
            let x = isRightToLeft ? row.maxX - textX - line.width : row.minX + textX
            return Rect(x: x, y: y, width: line.width, height: line.height)
        }
    }

    private func trailingBox(in row: Rect) -> Rect? {
        guard trailing != nil else { return nil }
        let side = Self.trailingSide * emSize
        return Rect(x: isRightToLeft ? row.minX : row.maxX - side, y: row.midY - side / 2, width: side, height: side)
    }

    func draw(on canvas: Canvas, at origin: Point, width: Double) {
        if let block { block.draw(in: blockRect(at: origin, width: width, scale: canvas.scale), on: canvas) }
        let row = row(at: origin, width: width)
        if let badge, let box = badgeBox(in: row) { badge.draw(in: box, on: canvas, rightToLeft: isRightToLeft) }
        for (line, box) in zip(lines, lineBoxes(in: row)) { line.draw(in: box, on: canvas, rightToLeft: isRightToLeft) }
        if let trailing, let box = trailingBox(in: row) { trailing.glyph.draw(in: box, color: trailing.color, on: canvas) }
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        let row = row(at: origin, width: width)
        let whole = block == nil ? Rect(origin: origin, size: Size(width: width, height: size.height)) : blockRect(at: origin, width: width, scale: scale)
        var frames = [ElementFrame(kind, whole, text: label)]
        if let box = badgeBox(in: row) { frames.append(ElementFrame(badge?.frameKind ?? .photo, box)) }
        for (line, box) in zip(lines, lineBoxes(in: row)) where line.text != nil {
            frames.append(ElementFrame(.text, box, text: line.text))
        }
        return frames
    }
}
