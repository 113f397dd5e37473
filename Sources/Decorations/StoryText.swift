import Canvas
import TextLayout

/// Text with an optional merged rounded background, highlights and decoration lines (the story look).
public struct StoryText {
    public let layout: TextLayout
    public var background: BlockBackground?
    public var highlights: [Highlight]
    public var decorations: [DecoratedRange]
    public var spoilers: [Spoiler]

    public init(layout: TextLayout, background: BlockBackground? = nil, highlights: [Highlight] = [],
                decorations: [DecoratedRange] = [], spoilers: [Spoiler] = []) {
        self.layout = layout; self.background = background; self.highlights = highlights
        self.decorations = decorations; self.spoilers = spoilers
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
        for path in [backgroundPath()] + highlights.map({ highlightPath($0) }) {
            if let b = path.bounds { box = box.union(b) }
        }
        for area in spoilers.flatMap({ $0.areas(in: layout) }) { box = box.union(area) }
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
        var segments = decorationSegments(scale: canvas.scale)
        let strikes = segments.filter { $0.kind == .strikethrough }
        segments.removeAll { $0.kind == .strikethrough }
        // Decorations snap to device pixels in canvas space, so the origin must sit on one too.
        let origin = origin.snapped(scale: canvas.scale)
        canvas.transformed(by: .translation(x: origin.x, y: origin.y)) {
            if let background { draw(background, path: backgroundPath(pixelScale: canvas.scale), on: canvas) }
            for highlight in highlights {
                canvas.fill(highlightPath(highlight, pixelScale: canvas.scale), with: .color(highlight.color))
            }
            for spoiler in spoilers { canvas.drawDots(spoiler.dots, in: spoiler.areas(in: layout)) }
            DecorationPainter.draw(segments, on: canvas)
        }
        layout.draw(on: canvas, at: origin, color: textColor)
        canvas.transformed(by: .translation(x: origin.x, y: origin.y)) {
            DecorationPainter.draw(strikes, on: canvas)
        }
    }

    /// The lowest point any decoration paints, in layout coordinates as laid out at 1× (other scales snap
    /// its band by up to a device pixel); nil without decorations.
    public var decorationBottom: Double? { decorationExtents.map(\.band.upperBound).max() }

    /// Each decoration segment's line and where it paints, top to bottom, in layout coordinates as laid out at 1×.
    public var decorationExtents: [(line: Int, band: ClosedRange<Double>)] {
        guard !decorations.isEmpty else { return [] }
        // Skip-ink only cuts a line across: the bands' depth is the same without it, and cheaper.
        let geometry = DecorationGeometry(layout: layout, scale: 1)
        return decorations.flatMap { d -> [DecorationSegment] in
            var whole = d.decoration
            whole.skipInk = false
            return geometry.segments(for: whole, in: d.range)
        }.map { ($0.lineIndex, $0.band) }
    }

    /// Every decoration's segments, in layout coordinates, for a canvas of `scale` device pixels per point.
    public func decorationSegments(scale: Double) -> [DecorationSegment] {
        let geometry = DecorationGeometry(layout: layout, scale: scale)
        return decorations.flatMap { segments(of: $0, geometry) }
    }

    private func segments(of d: DecoratedRange, _ geometry: DecorationGeometry) -> [DecorationSegment] {
        var decoration = d.decoration
        if decoration.color == nil && decoration.style != .largeDot { decoration.color = textColor }
        return geometry.segments(for: decoration, in: d.range)
    }

    /// What `draw(on:at:)` puts where on a canvas of `scale`: the text's used extent, the background,
    /// each highlight and each decoration segment's band.
    public func frames(at origin: Point, scale: Double) -> [ElementFrame] {
        let string = layout.text.string
        var frames = [ElementFrame(.text, layout.usedBounds, text: string)]
        if let box = backgroundPath(pixelScale: scale).bounds { frames.append(ElementFrame(.background, box)) }
        for highlight in highlights {
            guard let box = highlightPath(highlight, pixelScale: scale).bounds else { continue }
            frames.append(ElementFrame(.highlight, box, text: String(string[highlight.range])))
        }
        for spoiler in spoilers {
            let areas = spoiler.areas(in: layout)
            guard let first = areas.first else { continue }
            frames.append(ElementFrame(.spoiler, areas.dropFirst().reduce(first) { $0.union($1) }, text: String(string[spoiler.range])))
        }
        let geometry = DecorationGeometry(layout: layout, scale: scale)
        for d in decorations {
            for s in segments(of: d, geometry) {
                let band = s.band
                frames.append(ElementFrame(.decoration, Rect(x: s.x0, y: band.lowerBound, width: s.length, height: band.upperBound - band.lowerBound),
                                           text: String(string[d.range]), style: "\(s.kind.rawValue) \(s.style.rawValue)"))
            }
        }
        let shift = origin.snapped(scale: scale)
        return frames.map { $0.offsetBy(shift) }
    }

    /// The background's shape alone at `origin`, painted as `background` says (a border stroked over a
    /// filled pill drawn before).
    public func drawShape(_ background: BlockBackground, on canvas: Canvas, at origin: Point) {
        let origin = origin.snapped(scale: canvas.scale)
        canvas.transformed(by: .translation(x: origin.x, y: origin.y)) {
            draw(background, path: backgroundPath(pixelScale: canvas.scale), on: canvas)
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
