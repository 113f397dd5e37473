import Canvas
import TextLayout

/// Text with an optional merged rounded background, highlights and decoration lines (the story look).
public struct StoryText {
    public let layout: TextLayout
    public var background: BlockBackground?
    public var highlights: [Highlight]
    public var decorations: [DecoratedRange]

    public init(layout: TextLayout, background: BlockBackground? = nil, highlights: [Highlight] = [],
                decorations: [DecoratedRange] = []) {
        self.layout = layout; self.background = background; self.highlights = highlights
        self.decorations = decorations
    }

    /// The background's outline in layout coordinates (empty without a background); with `pixelScale`,
    /// its straight edges on device pixels for a layout drawn at a device-pixel origin.
    public func backgroundPath(pixelScale: Double? = nil) -> Path {
        guard let background else { return Path() }
        return TextBackground.resolve(background.options, for: layout)
            .path(lines: TextBackground.lineRects(of: layout), pixelScale: pixelScale)
    }

    public func highlightPath(_ highlight: Highlight, pixelScale: Double? = nil) -> Path {
        let options = TextBackground.resolve(highlight.options, for: layout, isHighlight: true)
        return options.path(lines: TextBackground.markerRects(of: layout, range: highlight.range, padding: options.horizontalPadding),
                            pixelScale: pixelScale)
    }

    /// The height of the first line, nil for no text (a bubble turns round only up to one line's height).
    public var firstLineHeight: Double? { layout.lines.first?.lineBox.height }

    /// Everything drawn, in layout coordinates: the text's box and every background shape.
    public var bounds: Rect {
        var box = Rect(origin: .zero, size: layout.size)
        for path in [backgroundPath()] + highlights.map({ highlightPath($0) }) { if let b = path.bounds { box = box.union(b) } }
        return box
    }

    /// The text's default color after contrast flipping.
    public var textColor: Color {
        guard let background else { return layout.options.color }
        if let given = background.textColor { return given }
        switch background.style {
        case .filled, .semi: return ContrastColor.readable(on: background.paintedColor, over: background.backdrop)
        case .outline: return layout.options.color
        }
    }

    /// Backgrounds and highlights, then underlines and overlines, the text, and strikethroughs on top
    /// (the order browsers paint them in).
    public func draw(on canvas: Canvas, at origin: Point) {
        let geometry = DecorationGeometry(layout: layout, scale: canvas.scale)
        var segments = decorations.flatMap { d -> [DecorationSegment] in
            var decoration = d.decoration
            if decoration.color == nil && decoration.style != .largeDot { decoration.color = textColor }
            return geometry.segments(for: decoration, in: d.range)
        }
        let strikes = segments.filter { $0.kind == .strikethrough }
        segments.removeAll { $0.kind == .strikethrough }
        // Decorations snap to device pixels in canvas space, so the origin must sit on one too.
        let origin = Point(x: canvas.snapToPixel(origin.x), y: canvas.snapToPixel(origin.y))
        canvas.transformed(by: .translation(x: origin.x, y: origin.y)) {
            if let background { draw(background, path: backgroundPath(pixelScale: canvas.scale), on: canvas) }
            for highlight in highlights {
                canvas.fill(highlightPath(highlight, pixelScale: canvas.scale), with: .color(highlight.color))
            }
            DecorationPainter.draw(segments, on: canvas)
        }
        layout.draw(on: canvas, at: origin, color: textColor)
        canvas.transformed(by: .translation(x: origin.x, y: origin.y)) {
            DecorationPainter.draw(strikes, on: canvas)
        }
    }

    private func draw(_ background: BlockBackground, path: Path, on canvas: Canvas) {
        switch background.style {
        case .filled, .semi:
            canvas.fill(path, with: .color(background.paintedColor))
        case .outline(let width, .centered):
            canvas.stroke(path, style: StrokeStyle(width: width, color: background.color, join: .round))
        case .outline(let width, .inside):
            // Twice the width, clipped to the shape: exactly `width` lies inside.
            canvas.clip(to: path) {
                canvas.stroke(path, style: StrokeStyle(width: 2 * width, color: background.color, join: .round))
            }
        }
    }
}
