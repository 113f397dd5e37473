import Canvas

/// A tinted rounded block with an optional accent bar at its leading edge: the look of reply headers
/// and block quotes (the bar clipped by the block's corners), and of pre blocks without the bar.
struct AccentBlock {
    let color: Color
    let emSize: Double
    let bar: Bool
    let rightToLeft: Bool

    var barWidth: Double { bar ? PartProportions.replyBarWidth * emSize : 0 }
    /// From the block's leading edge to its text, and from the text to the far edge.
    var leadingInset: Double { barWidth + PartProportions.replyPadding * emSize }
    var trailingInset: Double { PartProportions.replyPadding * emSize }
    var verticalInset: Double { PartProportions.replyVerticalPadding * emSize }

    /// `rect` on device pixels, so the bar stays crisp.
    func draw(in rect: Rect, on canvas: Canvas) {
        let block = rect.snapped(scale: canvas.scale)
        let outline = Path.roundedRect(block, radius: PartProportions.replyRadius * emSize)
        canvas.fill(outline, with: .color(color.withAlpha(PartProportions.replyTintAlpha * color.alpha)))
        guard bar else { return }
        canvas.clip(to: outline) {
            canvas.fill(.rect(Rect(x: rightToLeft ? block.maxX - barWidth : block.minX, y: block.minY, width: barWidth, height: block.height)),
                        with: .color(color))
        }
    }

    /// The x of a text column `columnWidth` wide inside `block`, next to the bar.
    func textX(in block: Rect, columnWidth: Double) -> Double {
        rightToLeft ? block.maxX - leadingInset - columnWidth : block.minX + leadingInset
    }
}
