import Canvas

/// Draws a layout with its geometry on top: line boxes, used rects, baselines and glyph boxes.
/// Used by `chatcard text` so a person can check that the numbers line up with the glyphs.
public struct LayoutInspector: Sendable {
    public var showLines: Bool
    public var showGlyphs: Bool

    public init(showLines: Bool = true, showGlyphs: Bool = false) {
        self.showLines = showLines; self.showGlyphs = showGlyphs
    }

    static let lineBoxColor = Color(red: 0.2, green: 0.5, blue: 1, alpha: 0.08)
    static let usedRectColor = Color(red: 0.1, green: 0.65, blue: 0.3, alpha: 0.9)
    static let baselineColor = Color(red: 0.95, green: 0.25, blue: 0.2, alpha: 0.9)
    static let glyphColor = Color(red: 0.55, green: 0.3, blue: 0.85, alpha: 0.55)

    /// The text with the overlay: tinted line boxes under it, hairlines over it.
    public func draw(_ layout: TextLayout, on canvas: Canvas, at origin: Point) {
        if showLines {
            canvas.transformed(by: .translation(x: origin.x, y: origin.y)) {
                for line in layout.lines { canvas.fill(.rect(line.lineBox), with: .color(Self.lineBoxColor)) }
            }
        }
        layout.draw(on: canvas, at: origin)
        drawOverlay(layout, on: canvas, at: origin)
    }

    /// Only the hairlines (used rects, baselines, glyph boxes), over text something else has drawn.
    public func drawOverlay(_ layout: TextLayout, on canvas: Canvas, at origin: Point) {
        let hairline = canvas.devicePixel
        canvas.transformed(by: .translation(x: origin.x, y: origin.y)) {
            if showGlyphs {
                for glyph in layout.glyphBoxes() {
                    canvas.stroke(.rect(pixelAligned(glyph.logicalRect, canvas)),
                                  style: StrokeStyle(width: hairline, color: Self.glyphColor))
                }
            }
            if showLines {
                for line in layout.lines {
                    if !line.isEmpty {
                        canvas.stroke(.rect(pixelAligned(line.usedRect, canvas)),
                                      style: StrokeStyle(width: hairline, color: Self.usedRectColor))
                    }
                    let y = canvas.snapToPixel(line.baseline) + hairline / 2
                    var baseline = Path()
                    baseline.move(to: Point(x: line.lineBox.minX, y: y))
                    baseline.line(to: Point(x: line.lineBox.maxX, y: y))
                    canvas.stroke(baseline, style: StrokeStyle(width: hairline, color: Self.baselineColor, dash: [3, 2]))
                }
            }
        }
    }

    /// A rect whose one-pixel outline falls on whole device pixels (crisp, not smeared over two).
    private func pixelAligned(_ r: Rect, _ canvas: Canvas) -> Rect {
        let half = canvas.devicePixel / 2
        let x0 = canvas.snapToPixel(r.minX) + half, y0 = canvas.snapToPixel(r.minY) + half
        let x1 = canvas.snapToPixel(r.maxX) - half, y1 = canvas.snapToPixel(r.maxY) - half
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
