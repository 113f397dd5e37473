import Canvas
import TextLayout

/// One piece of a bubble's content (text, a time row; a reply header, a photo, reactions), stacked top
/// to bottom by `BubbleContent`. It measures itself and draws itself.
public protocol BubblePart {
    /// The room the part needs, in points.
    var size: Size { get }
    /// The height of the part's first line of text (a bubble is widened to be round only up to a
    /// one-line height); by default the whole height.
    var firstLineHeight: Double { get }
    /// Draws the part with its top-left corner at `origin`, in a column `width` wide (at least `size.width`).
    func draw(on canvas: Canvas, at origin: Point, width: Double)
    /// What `draw` would put where, for a canvas of `scale` device pixels per point.
    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame]
}

extension BubblePart {
    public var firstLineHeight: Double { size.height }
}

/// A part that spans the bubble's whole body (a photo): from edge to edge, up to the body's top when it
/// comes first and down to its bottom when it comes last, clipped by the bubble's outline. Its `size` is
/// what it takes of the content column (the body less the insets it reaches over).
public protocol EdgeToEdgePart: BubblePart {
    /// An opaque part hides the bubble's fill, which is then not drawn under it; through a
    /// translucent one the fill shows.
    var isOpaque: Bool { get }
    func draw(on canvas: Canvas, filling rect: Rect)
    func frames(filling rect: Rect, scale: Double) -> [ElementFrame]
}

/// A bubble's content: parts stacked top to bottom, `spacing` apart, as wide as the widest.
public struct BubbleContent {
    public var parts: [any BubblePart]
    public var spacing: Double

    public init(_ parts: [any BubblePart], spacing: Double = 0) { self.parts = parts; self.spacing = spacing }

    public var size: Size {
        let sizes = parts.map(\.size)
        let gaps = Double(max(0, parts.count - 1)) * spacing
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(gaps, +))
    }

    public var firstLineHeight: Double { parts.first?.firstLineHeight ?? 0 }

    public func draw(on canvas: Canvas, at origin: Point) {
        let width = size.width
        for (part, top) in zip(parts, partOrigins(at: origin)) { part.draw(on: canvas, at: top, width: width) }
    }

    public func frames(at origin: Point, scale: Double) -> [ElementFrame] {
        let width = size.width
        return zip(parts, partOrigins(at: origin)).flatMap { part, top in part.frames(at: top, width: width, scale: scale) }
    }

    /// Each part's top-left corner: one under the other, `spacing` apart.
    func partOrigins(at origin: Point) -> [Point] {
        var y = origin.y
        return parts.map { part in
            defer { y += part.size.height + spacing }
            return Point(x: origin.x, y: y)
        }
    }
}

/// Text as a bubble part: as wide as its lines' used extent (not the wrap width), with its backgrounds,
/// highlights and decorations. In a wider column it keeps to its trailing edge when right-to-left.
public struct TextPart: BubblePart {
    public let story: StoryText
    /// The lines' used extent, taller where a decoration reaches below the last line (a wave, large
    /// dots, a low underline) so that what follows (the time's row, the bubble's edge) keeps clear of it.
    public let size: Size
    /// How far down from the part's top a decoration of a line before the last reaches, clearance included
    /// (a low underline hangs into the last line, where the time may sit); nil: none does.
    public let hangingDecorationBottom: Double?

    /// Room kept below the lowest decoration: its band moves by up to a device pixel when snapped.
    public static let decorationClearance = 1.0

    public init(_ story: StoryText) {
        self.story = story
        let used = story.layout.usedBounds
        let extents = story.decorationExtents
        let bottom = { (bands: [ClosedRange<Double>]) in bands.map(\.upperBound).max().map { $0 + Self.decorationClearance - used.minY } }
        size = Size(width: used.width, height: max(used.height, bottom(extents.map(\.band)) ?? 0))
        let last = story.layout.lines.lastIndex { !$0.isEmpty } ?? 0
        hangingDecorationBottom = bottom(extents.filter { $0.line < last }.map(\.band))
    }

    public init(_ layout: TextLayout) { self.init(StoryText(layout: layout)) }

    public var firstLineHeight: Double { story.firstLineHeight ?? size.height }

    public func draw(on canvas: Canvas, at origin: Point, width: Double) {
        story.draw(on: canvas, at: layoutOrigin(at: origin, width: width))
    }

    public func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] {
        story.frames(at: layoutOrigin(at: origin, width: width), scale: scale)
    }

    /// Where the layout's own origin lands when the part is drawn at `origin` in a column `width` wide.
    public func layoutOrigin(at origin: Point, width: Double) -> Point {
        let used = story.layout.usedBounds
        let shift = story.layout.direction == .rtl ? width - used.width : 0
        return Point(x: origin.x + shift - used.minX, y: origin.y)
    }
}

/// Content in a bubble: the bubble is sized around the content, which sits in the bubble's content rect,
/// centred when the body is wider than the content (a one-letter message in a round bubble).
public struct BubbledContent {
    public var bubble: Bubble
    public var content: BubbleContent
    /// A frame of the bubble's fill around its pictures (WhatsApp's 3 px), in points; 0: edge to edge.
    public var mediaInset: Double

    public init(bubble: Bubble, content: BubbleContent, mediaInset: Double = 0) {
        (self.bubble, self.content, self.mediaInset) = (bubble, content, mediaInset)
    }

    public var frameSize: Size { frameSize(maxWidth: .infinity) }

    /// The frame, its round widening held to `maxWidth` (the content itself is never cut).
    public func frameSize(maxWidth: Double) -> Size {
        bubble.frameSize(forContent: content.size, lineHeight: content.firstLineHeight, maxWidth: maxWidth)
    }

    /// Where the content's top-left corner goes for a bubble drawn in `frame`.
    public func contentOrigin(in frame: Rect) -> Point {
        let inner = bubble.contentRect(in: frame)
        return Point(x: inner.minX + (inner.width - content.size.width) / 2, y: inner.minY)
    }

    public func draw(in frame: Rect, on canvas: Canvas) {
        let edges = edgeToEdgeRects(in: frame, scale: canvas.scale)
        guard !edges.isEmpty else {
            bubble.draw(in: frame, on: canvas)
            return content.draw(on: canvas, at: contentOrigin(in: frame))
        }
        if mediaInset > 0 { return drawFramed(in: frame, edges: edges, on: canvas) }
        // The fill goes only where no edge-to-edge part lies, so it never shows through a photo's
        // antialiased corners; the rows between are whole device pixels, so the two meet without a seam.
        let snapped = frame.snapped(scale: canvas.scale)
        let opaque = edges.filter { (content.parts[$0.key] as? any EdgeToEdgePart)?.isOpaque == true }.values
        let uncovered = Self.rows(of: snapped, without: opaque.sorted { $0.minY < $1.minY })
        if !uncovered.isEmpty { canvas.clip(toPixelAligned: uncovered) { bubble.draw(in: frame, on: canvas) } }
        let width = content.size.width
        let outline = bubble.shape.path(in: snapped)
        for (i, (part, top)) in zip(content.parts, content.partOrigins(at: contentOrigin(in: frame))).enumerated() {
            if let edge = part as? any EdgeToEdgePart, let rect = edges[i] {
                let tailCorner = i == content.parts.count - 1 ? tailCorner(of: rect, in: snapped) : nil
                if let tailCorner { drawTail(beside: rect, corner: tailCorner, in: frame, snapped: snapped, on: canvas) }
                canvas.clip(to: outline) {
                    guard let tailCorner else { return edge.draw(on: canvas, filling: rect) }
                    canvas.clip(to: Self.rect(rect, roundedAt: tailCorner)) { edge.draw(on: canvas, filling: rect) }
                }
            } else {
                part.draw(on: canvas, at: top, width: width)
            }
        }
    }

    /// Pictures inset in the fill: the whole bubble, then each picture clipped to its own rounded rect
    /// (the body's radius less the inset), the rest of the parts as usual.
    private func drawFramed(in frame: Rect, edges: [Int: Rect], on canvas: Canvas) {
        bubble.draw(in: frame, on: canvas)
        let radius = max(0, bubble.shape.cornerRadius - mediaInset)
        for (i, (part, top)) in zip(content.parts, content.partOrigins(at: contentOrigin(in: frame))).enumerated() {
            guard let edge = part as? any EdgeToEdgePart, let rect = edges[i] else {
                part.draw(on: canvas, at: top, width: content.size.width)
                continue
            }
            canvas.clip(to: .roundedRect(rect, radius: min(radius, rect.width / 2, rect.height / 2))) { edge.draw(on: canvas, filling: rect) }
        }
    }

    /// The bubble's body as filled (on device pixels), then its content's frames.
    public func frames(in frame: Rect, scale: Double) -> [ElementFrame] {
        let edges = edgeToEdgeRects(in: frame, scale: scale)
        let width = content.size.width
        let parts = zip(content.parts, content.partOrigins(at: contentOrigin(in: frame))).enumerated().flatMap { i, pair in
            if let edge = pair.0 as? any EdgeToEdgePart, let rect = edges[i] { return edge.frames(filling: rect, scale: scale) }
            return pair.0.frames(at: pair.1, width: width, scale: scale)
        }
        return [ElementFrame(.bubble, frame.snapped(scale: scale))] + parts
    }

    /// Where each edge-to-edge part goes (by its index): the body's width less the media inset, on device pixels.
    func edgeToEdgeRects(in frame: Rect, scale: Double) -> [Int: Rect] {
        let parts = content.parts
        guard parts.contains(where: { $0 is any EdgeToEdgePart }) else { return [:] }
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let inset = snap(mediaInset)
        let body = bubble.shape.bodyRect(in: frame.snapped(scale: scale)).insetBy(dx: inset, dy: inset)
        var rects: [Int: Rect] = [:]
        for (i, top) in content.partOrigins(at: contentOrigin(in: frame)).enumerated() where parts[i] is any EdgeToEdgePart {
            let minY = i == 0 ? body.minY : snap(top.y), maxY = i == parts.count - 1 ? body.maxY : snap(top.y + parts[i].size.height)
            rects[i] = Rect(x: body.minX, y: minY, width: body.width, height: maxY - minY)
        }
        return rects
    }

    /// A picture at the bottom of a bubble with a tail: the tail takes the body's corner on its side out
    /// of the outline, so the picture gets that corner back, rounded as the others, and the tail is drawn
    /// in the bubble's fill beside it (a header above the picture shows which bubble it belongs to).
    struct TailCorner { let radius: Double; let right: Bool }

    func tailCorner(of rect: Rect, in frame: Rect) -> TailCorner? {
        guard let radius = bubble.shape.tailCornerRadius(in: frame), radius > 0 else { return nil }
        return TailCorner(radius: min(radius, rect.height / 2), right: bubble.shape.side == .right)
    }

    /// The bubble's fill where the picture does not reach: its tail, and the whole corner the picture
    /// rounds off (the tail's outline curves up into that corner, which the square picture used to hide).
    func drawTail(beside rect: Rect, corner: TailCorner, in frame: Rect, snapped: Rect, on canvas: Canvas) {
        let r = corner.radius
        let square = Rect(x: corner.right ? rect.maxX - r : rect.minX, y: rect.maxY - r, width: r, height: r)
        let strip = corner.right ? Rect(x: rect.maxX, y: rect.maxY - r, width: snapped.maxX - rect.maxX, height: r)
                                 : Rect(x: snapped.minX, y: rect.maxY - r, width: rect.minX - snapped.minX, height: r)
        canvas.clip(toPixelAligned: [strip]) { bubble.draw(in: frame, on: canvas) }
        bubble.fill(square, ofBubbleIn: frame, on: canvas)
    }

    /// `rect` with its corner at `corner` rounded.
    static func rect(_ rect: Rect, roundedAt corner: TailCorner) -> Path {
        let r = corner.radius, k = 0.447_715 * r  // (1 − 0.552285) r: a quarter circle as one cubic
        var p = Path()
        if corner.right {
            p.move(to: Point(x: rect.minX, y: rect.minY))
            p.line(to: Point(x: rect.maxX, y: rect.minY))
            p.line(to: Point(x: rect.maxX, y: rect.maxY - r))
            p.curve(to: Point(x: rect.maxX - r, y: rect.maxY), control1: Point(x: rect.maxX, y: rect.maxY - k),
                    control2: Point(x: rect.maxX - k, y: rect.maxY))
            p.line(to: Point(x: rect.minX, y: rect.maxY))
        } else {
            p.move(to: Point(x: rect.maxX, y: rect.minY))
            p.line(to: Point(x: rect.maxX, y: rect.maxY))
            p.line(to: Point(x: rect.minX + r, y: rect.maxY))
            p.curve(to: Point(x: rect.minX, y: rect.maxY - r), control1: Point(x: rect.minX + k, y: rect.maxY),
                    control2: Point(x: rect.minX, y: rect.maxY - k))
            p.line(to: Point(x: rect.minX, y: rect.minY))
        }
        p.close()
        return p
    }

    /// The horizontal bands of `frame` above, between and below `covered` (sorted top to bottom).
    static func rows(of frame: Rect, without covered: [Rect]) -> [Rect] {
        var bands: [Rect] = [], y = frame.minY
        for c in covered {
            if c.minY > y { bands.append(Rect(x: frame.minX, y: y, width: frame.width, height: c.minY - y)) }
            y = max(y, c.maxY)
        }
        if frame.maxY > y { bands.append(Rect(x: frame.minX, y: y, width: frame.width, height: frame.maxY - y)) }
        return bands
    }
}
