import Canvas
import TextLayout

/// A part that places its lines from its column's leading edge (a poll's question, options and counts), mirrored
/// in a right-to-left card.
protocol LeadingColumn {
    var isRightToLeft: Bool { get }
}

extension LeadingColumn {
    /// An x measured from the leading edge of a column at `x0`, `width` wide, as a rect `w` wide.
    func place(_ x: Double, _ w: Double, x0: Double, width: Double) -> Double { isRightToLeft ? x0 + width - x - w : x0 + x }

    /// `layout`'s ink from `x` past the column's leading edge.
    func drawLine(_ layout: TextLayout, leading x: Double, y: Double, x0: Double, width: Double, on canvas: Canvas) {
        let used = layout.usedBounds
        layout.draw(on: canvas, at: Point(x: place(x, used.width, x0: x0, width: width) - used.minX, y: y))
    }
}
