import Canvas

/// The mark of a partial-quote reply: two closing quotation commas, each a disc with a tail curling down
/// to the left, drawn as paths so it stays crisp at every scale.
enum QuoteMark {
    /// Fills the mark into `box` (its proportions: 9 × 7). Discs and tails are filled apart: each set is
    /// free of overlaps, so neither fill rule can cut a hole where a tail meets its disc.
    static func draw(in box: Rect, color: Color, on canvas: Canvas) {
        let unit = box.width / 9
        var discs = Path(), tails = Path()
        for left in [0.0, 5.0] {
            // One comma in a 4 × 7 cell: a disc of diameter 4 on top, its tail from the disc's right side down
            // to the cell's bottom left, back up into the disc.
            let x = box.minX + left * unit, y = box.minY
            let center = Point(x: x + 2 * unit, y: y + 2 * unit)
            discs.move(to: Point(x: x + 4 * unit, y: center.y))
            discs.arc(center: center, radius: 2 * unit, startAngle: 0, endAngle: 2 * .pi, increasing: true)
            discs.close()
            tails.move(to: Point(x: x + 4 * unit, y: center.y))
            tails.curve(to: Point(x: x + 0.6 * unit, y: y + 7 * unit),
                        control1: Point(x: x + 4 * unit, y: y + 4.6 * unit), control2: Point(x: x + 2.6 * unit, y: y + 6.4 * unit))
            tails.curve(to: Point(x: x + 1.8 * unit, y: y + 3.6 * unit),
                        control1: Point(x: x + 1.8 * unit, y: y + 6 * unit), control2: Point(x: x + 2.2 * unit, y: y + 5 * unit))
            tails.close()
        }
        canvas.fill(discs, with: .color(color))
        canvas.fill(tails, with: .color(color))
    }
}
