import Foundation
import Canvas
import Decorations

/// A tinted rounded block with an optional accent bar at its leading edge: the look of reply headers
/// and block quotes (the bar clipped by the block's corners), and of pre blocks without the bar.
struct AccentBlock {
    let color: Color
    let emSize: Double
    let bar: Bool
    let rightToLeft: Bool
    /// The opaque colour the block lies on, when known (a bubble's own opaque fill): the tint is then
    /// blended over it beforehand and filled opaque, which only writes pixels where a translucent
    /// fill reads them too.
    var ground: Color? = nil
    /// The look's own fill (Discord's embeds, WhatsApp's grey previews) instead of the colour's tint.
    var fill: Color? = nil
    /// A line inside the block's edge (Discord's and Slack's code blocks), `MarkColor.borderWidth` wide.
    var border: Color? = nil

    /// The block's fill: the look's, or the colour at `replyTintAlpha`; over the ground when there is one.
    var tint: Color { (fill ?? color.withAlpha(PartProportions.replyTintAlpha * color.alpha)).blended(overOpaque: ground) }

    var barWidth: Double { bar ? PartProportions.replyBarWidth * emSize : 0 }
    /// From the block's leading edge to its text, and from the text to the far edge.
    var leadingInset: Double { barWidth + PartProportions.replyPadding * emSize }
    var trailingInset: Double { PartProportions.replyPadding * emSize }
    var verticalInset: Double { PartProportions.replyVerticalPadding * emSize }

    /// `rect` on device pixels, so the bar stays crisp.
    func draw(in rect: Rect, on canvas: Canvas) {
        let block = rect.snapped(scale: canvas.scale)
        let radius = min(PartProportions.replyRadius * emSize, block.width / 2, block.height / 2)
        canvas.fillRoundedRect(block, radius: radius, with: .color(tint))
        if let border {
            let b = MarkColor.borderWidth
            canvas.stroke(Path.roundedRect(block.insetBy(dx: b / 2, dy: b / 2), radius: max(0, radius - b / 2)), style: StrokeStyle(width: b, color: border))
        }
        guard bar else { return }
        let leftBar = Self.leadingBar(of: block, radius: radius, width: barWidth)
        let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * block.midX, ty: 0)
        // One coverage tile around the bar, kept per thread: the same bar on every reply of a card.
        let barBox = TileGeometry(scale: canvas.scale).cover(barWidth)
        let box = Rect(x: rightToLeft ? block.maxX - barBox : block.minX, y: block.minY, width: barBox, height: block.height)
        canvas.fillTiled(rightToLeft ? leftBar.applying(mirror) : leftBar, with: .color(color), solid: [],
                         tiles: [CoverageTile(box: box, key: BarKey(radius: radius, width: barWidth, rightToLeft: rightToLeft))])
    }

    /// What shapes the bar inside its tile (the tile's height is part of the cache key).
    private struct BarKey: Hashable {
        let radius: Double, width: Double, rightToLeft: Bool
    }

    /// The part of a rounded block left of `x = minX + width`: its left corners' arcs cut by that line
    /// (a path, not a clip: a clip costs a mask per block).
    static func leadingBar(of block: Rect, radius r: Double, width w: Double) -> Path {
        let top = Point(x: block.minX + r, y: block.minY + r), bottom = Point(x: block.minX + r, y: block.maxY - r)
        var path = Path()
        var sweep = 1.5 * .pi
        if w < r {
            // Where the vertical line x = minX + w meets the corner circles.
            sweep = .pi + acos((r - w) / r)
        } else {
            path.move(to: Point(x: block.minX + w, y: block.minY))
        }
        path.arc(center: top, radius: r, startAngle: sweep, endAngle: .pi, increasing: false)
        path.arc(center: bottom, radius: r, startAngle: .pi, endAngle: 2 * .pi - sweep, increasing: false)
        if w >= r { path.line(to: Point(x: block.minX + w, y: block.maxY)) }
        path.close()
        return path
    }

    /// The text column's width in a block `blockWidth` wide.
    func textWidth(_ blockWidth: Double) -> Double { max(1, blockWidth - leadingInset - trailingInset) }

    /// The x of a text column `columnWidth` wide inside `block`, next to the bar.
    func textX(in block: Rect, columnWidth: Double) -> Double {
        rightToLeft ? block.maxX - leadingInset - columnWidth : block.minX + leadingInset
    }
}

extension StringProtocol {
    /// The text on one line: its line breaks become spaces (headers and labels show a single line).
    var oneLine: String { split(whereSeparator: \.isNewline).joined(separator: " ") }
}
