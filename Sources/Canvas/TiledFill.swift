import CCairo
import ChatCardSupport
import ImageCodecs

/// A device-aligned box of a tiled fill whose coverage is the path's, kept per thread under `key`.
/// The key must name everything that shapes the path inside the box (relative to the box's corner).
public struct CoverageTile {
    public var box: Rect
    public var key: AnyHashable
    public init(box: Rect, key: AnyHashable) { self.box = box; self.key = key }
}

extension Canvas {
    /// Fills `path` as solid rectangles plus coverage tiles: for shapes that are straight-edged except in
    /// a few corners (bubbles), where Cairo's scan converter would otherwise redo the same anti-aliased
    /// corners on every render. All boxes must lie on device pixels, `solid` entirely inside the path,
    /// and together they must cover it. Vector targets and transformed canvases fill the path as usual.
    public func fillTiled(_ path: Path, with paint: Paint, solid: [Rect], tiles: [CoverageTile], rule: FillRule = .nonZero) {
        guard target == .image, hasPlainScale, !path.isEmpty else { return fill(path, with: paint, rule: rule) }
        let boxes = solid.filter { $0.width > 0 && $0.height > 0 }
        // The boxes cover the path: their bottom is its bottom, without the curves' extrema.
        willDraw(in: Rect(x: 0, y: 0, width: 0, height: (boxes.map(\.maxY) + tiles.map(\.box.maxY)).max() ?? 0))
        setSource(paint)
        if !boxes.isEmpty {  // a shape that is one kept tile (a chip) needs no fill call at all
            cairo_new_path(context)
            for r in boxes { cairo_rectangle(context, r.minX, r.minY, r.width, r.height) }
            cairo_fill(context)
        }
        for tile in tiles where tile.box.width > 0 && tile.box.height > 0 {
            paintThrough(tile) { cr in
                Canvas.append(path, to: cr)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            }
        }
    }

    /// Strokes `path` from a kept coverage tile: for a small mark drawn alike many times (delivery
    /// ticks), where Cairo's stroker would redo the same outline every time (about 18 µs a pair of ticks,
    /// the tile takes a mask). `tile.box` must lie on device pixels and hold the whole stroke, and its key
    /// must name everything that shapes the stroke inside it. Vector targets, transformed canvases and
    /// dashes stroke as usual.
    public func strokeTiled(_ path: Path, style: StrokeStyle, tile: CoverageTile) {
        guard target == .image, hasPlainScale, style.dash.isEmpty, tile.box.width > 0, tile.box.height > 0 else {
            return stroke(path, style: style)
        }
        guard !path.isEmpty, style.width > 0 else { return }
        willDraw(in: tile.box)
        setSource(.color(style.color))
        paintThrough(tile) { cr in
            Canvas.append(path, to: cr)
            cairo_set_line_width(cr, style.width)
            cairo_set_line_cap(cr, style.cap.cairo)
            cairo_set_line_join(cr, style.join.cairo)
            cairo_stroke(cr)
        }
    }

    /// Paints the current source through `tile`'s kept coverage mask, rendered by `coverage` (drawing in
    /// user space onto an A8 surface) the first time its key is met on this thread.
    private func paintThrough(_ tile: CoverageTile, coverage: (OpaquePointer) -> Void) {
        CoverageMaskCache.current.withMask(for: tile, scale: scale, render: { box in renderCoverage(in: box, draw: coverage) }) { mask in
            cairo_mask_surface(context, mask, tile.box.minX, tile.box.minY)
        }
    }

    /// True when user space is the canvas's own (no transform on top of the device scale).
    var hasPlainScale: Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        return m.xx == 1 && m.yy == 1 && m.xy == 0 && m.yx == 0 && m.x0 == 0 && m.y0 == 0
    }

    /// What `draw` covers inside `box` (user space) as an A8 surface at the canvas's device scale.
    private func renderCoverage(in box: Rect, draw: (OpaquePointer) -> Void) -> OpaquePointer {
        let width = Int32((box.width * scale).rounded()), height = Int32((box.height * scale).rounded())
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        cairo_surface_set_device_scale(surface, scale, scale)
        let cr = cairo_create(surface)!
        cairo_translate(cr, -box.minX, -box.minY)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }
}

/// Coverage masks of tiled fills, per thread (Cairo surfaces are not shared across threads here).
/// Bounded by bytes (a card's bubbles need a few kilobytes) and entries.
final class CoverageMaskCache {
    static var current: CoverageMaskCache { perThread.value }
    private static let perThread = ThreadLocal { CoverageMaskCache() }

    private struct Key: Hashable {
        let tile: AnyHashable
        let scale: Double
        let width: Double, height: Double
    }

    static let maxBytes = 8 << 20
    static let maxMasks = 4096
    private let masks = BoundedCache<Key, OpaquePointer>(maxEntries: maxMasks, maxCost: maxBytes) { cairo_surface_destroy($0) }

    /// Hands `use` the mask for `tile`, rendered when missing and kept afterwards (if the budget allows).
    func withMask(for tile: CoverageTile, scale: Double, render: (Rect) -> OpaquePointer, use: (OpaquePointer) -> Void) {
        let key = Key(tile: tile.key, scale: scale, width: tile.box.width, height: tile.box.height)
        if let known = masks.value(for: key) { return use(known) }
        let made = render(tile.box)
        use(made)
        masks.insert(made, for: key, cost: Int(cairo_image_surface_get_stride(made)) * Int(cairo_image_surface_get_height(made)))
    }
}

extension Canvas {
    /// Fills a disc filling `rect` moved onto device pixels, from a coverage tile kept per thread by its size:
    /// the same badge or button on many messages is scan-converted once.
    public func fillDisc(in rect: Rect, with paint: Paint) {
        let box = rect.snapped(scale: scale)
        fillTiled(.ellipse(in: box), with: paint, solid: [], tiles: [CoverageTile(box: box, key: DiscKey(width: box.width, height: box.height))])
    }

    private struct DiscKey: Hashable { let width: Double, height: Double }
}
