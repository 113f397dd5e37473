import Canvas

/// Room between a bubble's body edge and its content, in points.
public struct BubbleInsets: Hashable, Sendable {
    public var top, bottom, horizontal: Double
    public init(top: Double = 7, bottom: Double = 7, horizontal: Double = 12) {
        (self.top, self.bottom, self.horizontal) = (top, bottom, horizontal)
    }
}

extension BubbleInsets {
    /// The same insets multiplied by `factor` (see BubbleShape.scaled(by:)).
    public func scaled(by factor: Double) -> BubbleInsets {
        BubbleInsets(top: top * factor, bottom: bottom * factor, horizontal: horizontal * factor)
    }
}

public enum BubbleFill: Hashable, Sendable {
    case color(Color)
    /// Top to bottom, evenly spaced (two or more colors).
    case verticalGradient([Color])
    /// Top to bottom of the band `top`…`bottom` (the card's y, whatever the bubble's frame): a gradient
    /// in screen space, each bubble showing the slice at its place (Telegram's outgoing bubbles).
    case spanGradient([Color], top: Double, bottom: Double)
}

public struct BubbleBorder: Hashable, Sendable {
    public var width: Double
    public var color: Color
    public init(width: Double, color: Color) { self.width = width; self.color = color }
}

/// A copy of the bubble's outline under it, moved down (WhatsApp's 1 px edge of shade).
public struct BubbleShadow: Hashable, Sendable {
    public var offset: Double
    public var color: Color
    public init(offset: Double, color: Color) { (self.offset, self.color) = (offset, color) }
}

/// A bubble shape with its insets and paint: sizes itself around content and draws itself.
public struct Bubble: Hashable, Sendable {
    public var shape: BubbleShape
    public var insets: BubbleInsets
    public var fill: BubbleFill
    public var border: BubbleBorder?
    public var shadow: BubbleShadow?

    public init(shape: BubbleShape, insets: BubbleInsets = BubbleInsets(), fill: BubbleFill,
                border: BubbleBorder? = nil, shadow: BubbleShadow? = nil) {
        self.shape = shape; self.insets = insets; self.fill = fill; self.border = border; self.shadow = shadow
    }

    /// The frame size (tail room included) for content of `size`. A body is widened to at least the
    /// height of a one-line body (content `lineHeight` tall; nil: the content's own height), so a
    /// one-letter message is a round bubble, not a sliver, while a narrow list of short lines keeps a
    /// narrow bubble instead of becoming a square. The widening never takes the frame past `maxWidth`.
    public func frameSize(forContent size: Size, lineHeight: Double? = nil, maxWidth: Double = .infinity) -> Size {
        let insets = effectiveInsets
        let room = shape.tail == .none ? 0 : shape.tailWidth
        let bodyHeight = size.height + insets.top + insets.bottom
        let oneLineBody = min(size.height, lineHeight ?? size.height) + insets.top + insets.bottom
        let bodyWidth = max(size.width + 2 * insets.horizontal, min(oneLineBody, maxWidth - room))
        return Size(width: bodyWidth + room, height: bodyHeight)
    }

    /// Where content goes: the body minus the insets, centred in the body (not in the tail).
    public func contentRect(in frame: Rect) -> Rect {
        let insets = effectiveInsets
        return shape.bodyRect(in: frame).insetBy(dx: insets.horizontal, dy: 0)
            .offsetBy(dx: 0, dy: (insets.top - insets.bottom) / 2)
            .insetBy(dx: 0, dy: (insets.top + insets.bottom) / 2)
    }

    /// The insets, grown where a large corner radius would otherwise cut into the content (a content
    /// corner 0.3·r in from both edges always lies inside a quarter circle of radius r), plus the
    /// border, which keeps the content its padding from the border's inner edge.
    public var effectiveInsets: BubbleInsets {
        let minimum = 0.3 * shape.cornerRadius
        let border = max(0, border?.width ?? 0)
        return BubbleInsets(top: max(insets.top, minimum) + border, bottom: max(insets.bottom, minimum) + border,
                            horizontal: max(insets.horizontal, minimum) + border)
    }

    /// Fills the bubble, its border inside the outline (so it never leaves the frame and no fill shows
    /// outside it: `Canvas.fill(_:with:innerBorder:color:)`).
    public func draw(in frame: Rect, on canvas: Canvas) {
        // Whole device pixels keep the straight edges crisp at every scale.
        let snapped = frame.snapped(scale: canvas.scale)
        if let shadow { fill(shape, in: snapped.offsetBy(dx: 0, dy: shadow.offset), with: .color(shadow.color), on: canvas) }
        let paint = paint(in: snapped)
        if let border, border.width > 0 {
            if !fillTiled(snapped, border: border, on: canvas) {
                canvas.fill(shape.path(in: snapped), with: paint, innerBorder: border.width, color: border.color)
            }
        } else {
            fill(shape, in: snapped, with: paint, on: canvas)
        }
    }

    /// A hairline of one device pixel around an opaque colour, from kept tiles: the whole shape in the
    /// border's colour (a translucent one over what is behind the bubble, as the exact border leaves it),
    /// then the shape one border width in (its radii that much smaller) in the fill. False where that cannot be done (a gradient, a border off the device grid, a
    /// bubble too small for its tiles): the caller draws the exact border.
    private func fillTiled(_ frame: Rect, border: BubbleBorder, on canvas: Canvas) -> Bool {
        guard case .color(let fill) = fill, fill.isOpaque else { return false }
        let w = border.width, pixels = w * canvas.scale
        guard abs(pixels - 1) < 1e-9, frame.width > 4 * w, frame.height > 4 * w else { return false }
        var inner = shape
        inner.cornerRadius = max(0, shape.cornerRadius - w)
        inner.joinedRadius = max(0, shape.joinedRadius - w)
        let innerFrame = frame.insetBy(dx: w, dy: w)
        guard let outerTiles = BubbleTiling(shape: shape, frame: frame, scale: canvas.scale),
              let innerTiles = BubbleTiling(shape: inner, frame: innerFrame, scale: canvas.scale) else { return false }
        canvas.fillTiled(shape.path(in: frame), with: .color(border.color), solid: outerTiles.solid, tiles: outerTiles.tiles)
        canvas.fillTiled(inner.path(in: innerFrame), with: .color(fill), solid: innerTiles.solid, tiles: innerTiles.tiles)
        return true
    }

    /// `shape` in `frame`, from kept tiles where the frame lies on device pixels.
    private func fill(_ shape: BubbleShape, in frame: Rect, with paint: Paint, on canvas: Canvas) {
        let path = shape.path(in: frame)
        if let tiling = BubbleTiling(shape: shape, frame: frame, scale: canvas.scale) {
            canvas.fillTiled(path, with: paint, solid: tiling.solid, tiles: tiling.tiles)
        } else {
            canvas.fill(path, with: paint)
        }
    }

    /// The bubble's paint for a bubble drawn in `snapped` (a gradient spans the whole frame).
    func paint(in snapped: Rect) -> Paint {
        switch fill {
        case .color(let c): .color(c)
        case .verticalGradient(let colors): .linearGradient(.vertical(in: snapped, colors: colors))
        case .spanGradient(let colors, let top, let bottom):
            .linearGradient(.vertical(in: Rect(x: snapped.minX, y: top, width: 0, height: bottom - top), colors: colors))
        }
    }

    /// Fills `rect` (part of the body) as the bubble in `frame` is filled there.
    public func fill(_ rect: Rect, ofBubbleIn frame: Rect, on canvas: Canvas) {
        canvas.fill(.rect(rect), with: paint(in: frame.snapped(scale: canvas.scale)))
    }
}
