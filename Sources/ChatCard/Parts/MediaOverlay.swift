import Canvas
import Foundation
import Decorations
import TextLayout

/// What goes over a video's frame or a map: the play button in the middle, a badge with the duration
/// (or "GIF") in the top leading corner or at the bottom leading one, a place's pin with its tip on the centre.
enum MediaOverlay {
    case playButton
    case badge(TextLayout)
    /// A duration at the picture's bottom leading side, on the time pill's line, in `fill`, a glyph before it
    /// if given: a round video's (in the time pill's fill: on a wallpaper the look's service pill, which a
    /// dark picture's edge does not swallow), WhatsApp's video's with its camera.
    case footBadge(TextLayout, fill: Color, glyph: Glyph?)
    case pin

    /// A foot badge's glyph: its side in the label's height, the gap after it in ems of the time.
    static let footGlyphShare = 0.8, footGlyphGap = 0.3

    func draw(in rect: Rect, emSize: Double, timeEm: Double, rightToLeft: Bool, on canvas: Canvas) {
        let box = self.box(in: rect, emSize: emSize, timeEm: timeEm, rightToLeft: rightToLeft)
        switch self {
        case .playButton:
            canvas.fillDisc(in: box, with: .color(PartProportions.playFill))
            // The glyph a little right of centre: a triangle's weight sits left of its box's middle.
            let inner = box.insetBy(dx: box.width * PartProportions.playGlyphInset, dy: box.height * PartProportions.playGlyphInset)
            Glyph.play.draw(in: inner.offsetBy(dx: inner.width * 0.04, dy: 0), color: .white, on: canvas)
        case .badge(let label), .footBadge(let label, _, _):
            let fill = if case .footBadge(_, let foot, _) = self { foot } else { PartProportions.pillFill }
            canvas.fill(.roundedRect(box, radius: box.height / 2), with: .color(fill))
            let used = label.usedBounds, room = glyphRoom(label, timeEm: timeEm)
            // The glyph leads in the card's direction: before the label, or after it right to left.
            let labelX = box.midX - used.midX + (rightToLeft ? -room : room) / 2
            label.draw(on: canvas, at: Point(x: labelX, y: box.midY - label.size.height / 2))
            if let glyph = footGlyph {
                let side = Self.footGlyphShare * label.size.height
                let x = rightToLeft ? labelX + used.maxX + (room - side) : labelX + used.minX - room
                glyph.draw(in: Rect(x: x, y: box.midY - side / 2, width: side, height: side), color: label.options.color, on: canvas)
            }
        case .pin:
            Self.pin(in: box, on: canvas)
        }
    }

    /// Where the overlay sits over a picture filling `rect`; `timeEm`: the time pill's text size.
    func box(in rect: Rect, emSize: Double, timeEm: Double, rightToLeft: Bool) -> Rect {
        switch self {
        case .playButton:
            let side = min(PartProportions.playButton * emSize, rect.width * 0.6, rect.height * 0.6)
            return Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        case .badge(let label), .footBadge(let label, _, _):
            // As high as the time pill, from the same padding: the two pills of a video match.
            let pill = PillMetrics(emSize: timeEm)
            let size = pill.size(around: Size(width: label.usedBounds.width + glyphRoom(label, timeEm: timeEm), height: label.size.height))
            let (width, height) = (size.width, size.height)
            if case .footBadge = self {
                // Bottom leading, on the time pill's line.
                let margin = pill.margin
                return Rect(x: rightToLeft ? rect.maxX - margin - width : rect.minX + margin, y: rect.maxY - margin - height, width: width, height: height)
            }
            let inset = PartProportions.mediaBadgeInset * emSize
            return Rect(x: rightToLeft ? rect.maxX - inset - width : rect.minX + inset, y: rect.minY + inset, width: width, height: height)
        case .pin:
            let (width, height) = (PartProportions.pinWidth * emSize, PartProportions.pinHeight * emSize)
            return Rect(x: rect.midX - width / 2, y: rect.midY - height, width: width, height: height)
        }
    }

    var frameKind: ElementFrame.Kind {
        switch self {
        case .playButton: .playButton
        case .badge, .footBadge: .pill
        case .pin: .pin
        }
    }

    /// A foot badge's glyph, if it has one.
    private var footGlyph: Glyph? { if case .footBadge(_, _, let glyph) = self { glyph } else { nil } }

    /// The width a foot badge's glyph and its gap take beside the label (0 without one).
    private func glyphRoom(_ label: TextLayout, timeEm: Double) -> Double {
        footGlyph == nil ? 0 : Self.footGlyphShare * label.size.height + Self.footGlyphGap * timeEm
    }

    /// A map pin: a round head whose sides run straight and tangent to it down to a point at the box's
    /// bottom (one outline: the white rim has no spurs), a white dot in the head, the rim so it reads on any map.
    static func pin(in box: Rect, on canvas: Canvas) {
        let r = box.width / 2
        let center = Point(x: box.midX, y: box.minY + r)
        let d = box.maxY - center.y
        // Where the sides touch the head: cos φ = r / d from the downward axis.
        let phi = acos(min(1, r / d))
        var path = Path()
        path.move(to: Point(x: box.midX, y: box.maxY))
        path.line(to: Point(x: center.x + r * sin(phi), y: center.y + r * cos(phi)))
        path.arc(center: center, radius: r, startAngle: .pi / 2 - phi, endAngle: .pi / 2 + phi - 2 * .pi, increasing: false)
        path.close()
        canvas.stroke(path, style: StrokeStyle(width: r * 0.2, color: .white, join: .round))
        canvas.fill(path, with: .color(PartProportions.pinColor))
        let dot = r * 0.38
        canvas.fill(.ellipse(in: Rect(x: center.x - dot, y: center.y - dot, width: 2 * dot, height: 2 * dot)), with: .color(.white))
    }
}

/// A picture (or its placeholder) with overlays and the time pill over it: a video's frame, a map.
struct OverlaidPart: EdgeToEdgePart {
    let inner: any EdgeToEdgePart
    let overlays: [MediaOverlay]
    let kind: ElementFrame.Kind
    let label: String
    let pill: TimePill?
    let emSize: Double
    /// The time pill's text size (the look's time size), which the badges share.
    let timeEm: Double
    let rightToLeft: Bool
    var size: Size { inner.size }
    var isOpaque: Bool { inner.isOpaque }
    var firstLineHeight: Double { 0 }

    func draw(on canvas: Canvas, at origin: Point, width: Double) { draw(on: canvas, filling: Rect(origin: origin, size: inner.size)) }

    func draw(on canvas: Canvas, filling rect: Rect) {
        inner.draw(on: canvas, filling: rect)
        for overlay in overlays { overlay.draw(in: rect, emSize: emSize, timeEm: timeEm, rightToLeft: rightToLeft, on: canvas) }
        pill?.draw(on: canvas, at: pillOrigin(in: rect))
    }

    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { frames(filling: Rect(origin: origin, size: inner.size), scale: scale) }

    func frames(filling rect: Rect, scale: Double) -> [ElementFrame] {
        [ElementFrame(kind, rect, text: label)] + inner.frames(filling: rect, scale: scale)
            + overlays.map { ElementFrame($0.frameKind, $0.box(in: rect, emSize: emSize, timeEm: timeEm, rightToLeft: rightToLeft)) }
            + (pill?.frames(at: pillOrigin(in: rect), scale: scale) ?? [])
    }

    private func pillOrigin(in rect: Rect) -> Point {
        guard let pill else { return .zero }
        let margin = pill.margin
        return Point(x: rightToLeft ? rect.minX + margin : rect.maxX - margin - pill.size.width, y: rect.maxY - margin - pill.size.height)
    }
}

/// Where a picture would be but none was given: a quiet fill in the bubble's tone; a map's has faint
/// streets, so it reads as a map.
struct PlaceholderPart: EdgeToEdgePart {
    let color: Color
    let streets: Color?
    let size: Size
    let round: Bool
    var isOpaque: Bool { color.isOpaque }
    var firstLineHeight: Double { 0 }
    /// Street widths and spacing, of the placeholder's height.
    static let streetWidth = 0.05, streetSpacing = 0.42

    func draw(on canvas: Canvas, at origin: Point, width: Double) { draw(on: canvas, filling: Rect(origin: origin, size: size)) }

    func draw(on canvas: Canvas, filling rect: Rect) {
        canvas.fill(round ? .ellipse(in: rect) : .rect(rect), with: .color(color))
        guard let streets else { return }
        // The streets' coverage is kept per thread by the map's size: a card of many places draws it once.
        let box = rect.snapped(scale: canvas.scale)
        canvas.fillTiled(Self.streets(in: box), with: .color(streets), solid: [],
                         tiles: [CoverageTile(box: box, key: StreetsKey(width: box.width, height: box.height))])
    }

    private struct StreetsKey: Hashable { let width: Double, height: Double }

    /// A loose grid, turned a little, and one wide avenue across it: bands filled as one path (a fill costs
    /// Cairo less than strokes of the same lines).
    static func streets(in rect: Rect) -> Path {
        let step = streetSpacing * rect.height, w = streetWidth * rect.height
        var path = Path()
        func band(_ a: Point, _ b: Point, width: Double) {
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
            let (nx, ny) = (-dy / length * width / 2, dx / length * width / 2)
            path.move(to: Point(x: a.x + nx, y: a.y + ny)); path.line(to: Point(x: b.x + nx, y: b.y + ny))
            path.line(to: Point(x: b.x - nx, y: b.y - ny)); path.line(to: Point(x: a.x - nx, y: a.y - ny)); path.close()
        }
        for i in -2...Int(rect.width / step) + 2 {
            let x = rect.minX + Double(i) * step
            band(Point(x: x, y: rect.minY), Point(x: x + 0.3 * rect.height, y: rect.maxY), width: w)
        }
        for j in 0...Int(rect.height / step) + 1 {
            let y = rect.minY + (Double(j) + 0.3) * step
            band(Point(x: rect.minX, y: y), Point(x: rect.maxX, y: y - 0.12 * rect.height), width: w)
        }
        band(Point(x: rect.minX, y: rect.maxY - 0.2 * rect.height), Point(x: rect.maxX, y: rect.minY + 0.15 * rect.height), width: 2.2 * w)
        return path
    }

    func frames(filling rect: Rect, scale: Double) -> [ElementFrame] { [] }
    func frames(at origin: Point, width: Double, scale: Double) -> [ElementFrame] { [] }
}
