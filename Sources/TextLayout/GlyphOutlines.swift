import Canvas
import CPango

/// A filled glyph outline flattened to a polygon, in points, relative to the glyph's origin on the
/// baseline (y grows downward). Skip-ink asks outlines where ink crosses a decoration band.
public struct GlyphContour: Sendable {
    public var points: [Point]
    public var bounds: Rect
}

/// A glyph of a line with the place of its origin in layout coordinates.
struct PlacedGlyph {
    let contours: [GlyphContour]
    let origin: Point
}

/// What skip-ink needs of one line: the outlined glyphs, placed, and where color glyphs (emoji) sit.
struct LineInk {
    var glyphs: [PlacedGlyph] = []
    var colorSpans: [ClosedRange<Double>] = []
}

extension TextLayout {
    /// Walks one line's glyphs as Pango's renderer places them (run offsets, glyph offsets, advances,
    /// starting at the line's logical left edge on its baseline). Outlines come from the thread's cache;
    /// color glyphs, spaces and unknown-character boxes have none.
    func readLineInk(line index: Int) -> LineInk {
        guard index >= 0, index < lines.count,
              let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return LineInk() }
        let outlines = GlyphOutlineCache.current
        let baseline = lines[index].baseline
        var x = lines[index].logicalRect.minX
        var ink = LineInk()
        var node = line.pointee.runs
        while let n = node {
            node = n.pointee.next
            guard let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let glyphs = run.pointee.glyphs, let font = run.pointee.item?.pointee.analysis.font else { continue }
            let isColor = outlines.isColorFont(font)
            let scaledFont = isColor ? nil : pango_cairo_font_get_scaled_font(OpaquePointer(font))
            let y = baseline - points(run.pointee.y_offset)
            x += points(run.pointee.start_x_offset)
            let runStart = x
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[i]
                defer { x += points(info.geometry.width) }
                guard let scaledFont, info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 else { continue }
                let contours = outlines.contours(of: info.glyph, in: scaledFont)
                guard !contours.isEmpty else { continue }
                ink.glyphs.append(PlacedGlyph(contours: contours, origin: Point(
                    x: x + points(info.geometry.x_offset), y: y + points(info.geometry.y_offset))))
            }
            if isColor, x > runStart { ink.colorSpans.append(runStart...x) }
            x += points(run.pointee.end_x_offset)
        }
        return ink
    }

    /// The x ranges of line `line` drawn with color glyphs (emoji): decorations cross them straight.
    public func colorGlyphSpans(onLine line: Int) -> [ClosedRange<Double>] { lineInk(line).colorSpans }

    /// The x intervals where the glyph ink of line `line` enters the horizontal band `y0...y1` between
    /// `x0` and `x1`. Each contour contributes the x extent of its edges inside the band.
    public func inkIntervals(onLine line: Int, inBand y0: Double, _ y1: Double, from x0: Double, to x1: Double)
        -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        for glyph in lineInk(line).glyphs {
            // In glyph coordinates: the band and the span moved by the origin once, not every point.
            let o = glyph.origin
            let b0 = y0 - o.y, b1 = y1 - o.y, s0 = x0 - o.x, s1 = x1 - o.x
            for contour in glyph.contours
            where contour.bounds.maxY >= b0 && contour.bounds.minY <= b1 && contour.bounds.maxX >= s0 && contour.bounds.minX <= s1 {
                var lo = Double.infinity, hi = -Double.infinity
                let pts = contour.points
                for k in pts.indices {
                    let a = pts[k], b = pts[k + 1 == pts.count ? 0 : k + 1]
                    guard let (p, q) = clip(a, b, toBand: b0, b1) else { continue }
                    lo = min(lo, p.x, q.x); hi = max(hi, p.x, q.x)
                }
                if lo <= hi { result.append((lo + o.x)...(hi + o.x)) }
            }
        }
        return result
    }

    /// The part of segment a–b with y inside [y0, y1], if any.
    private func clip(_ a: Point, _ b: Point, toBand y0: Double, _ y1: Double) -> (Point, Point)? {
        if max(a.y, b.y) < y0 || min(a.y, b.y) > y1 { return nil }
        func at(_ y: Double) -> Point {
            let t = (y - a.y) / (b.y - a.y)
            return Point(x: a.x + (b.x - a.x) * t, y: y)
        }
        if a.y == b.y { return (a, b) }
        let p = a.y < y0 ? at(y0) : (a.y > y1 ? at(y1) : a)
        let q = b.y < y0 ? at(y0) : (b.y > y1 ? at(y1) : b)
        return (p, q)
    }
}

/// Flattened glyph outlines kept per thread, keyed by Cairo scaled font and glyph: a glyph's outline
/// never changes, and reading it (a path from FreeType, flattened by Cairo) was the costly part of
/// skip-ink. Each entry holds a reference on its scaled font, so the font's address cannot be reused by
/// another font while the entry lives. Bounded by entries; emptied when the thread's font map is rebuilt,
/// so the old map's fonts can go.
final class GlyphOutlineCache {
    static var current: GlyphOutlineCache {
        let cache = ThreadLocal.object("ChatCard.GlyphOutlineCache") { GlyphOutlineCache() }
        cache.followFontMap()
        return cache
    }

    static let maxGlyphs = 8192
    static let maxFonts = 256

    private struct Key: Hashable {
        let font: OpaquePointer
        let glyph: PangoGlyph
    }

    private struct Outline {
        let font: OpaquePointer
        let contours: [GlyphContour]
    }

    private struct ColorAnswer {
        let font: UnsafeMutablePointer<PangoFont>
        let isColor: Bool
    }

    var count: Int { outlines.count }

    private let outlines = BoundedCache<Key, Outline>(maxEntries: maxGlyphs) { cairo_scaled_font_destroy($0.font) }
    private let colorFonts = BoundedCache<UnsafeMutablePointer<PangoFont>, ColorAnswer>(maxEntries: maxFonts) {
        g_object_unref($0.font)
    }
    private var fontMapGeneration = 0
    /// A 1×1 surface's context, only for asking Cairo for glyph paths.
    private let scratch: (surface: OpaquePointer, context: OpaquePointer)

    private init() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let context = cairo_create(surface)!
        // 0.1 pt, as the glyphs were flattened when read per line.
        cairo_set_tolerance(context, 0.1)
        scratch = (surface, context)
    }

    deinit {
        outlines.removeAll()
        colorFonts.removeAll()
        cairo_destroy(scratch.context)
        cairo_surface_destroy(scratch.surface)
    }

    private func followFontMap() {
        let generation = ThreadFontMap.current.generation
        guard generation != fontMapGeneration else { return }
        fontMapGeneration = generation
        outlines.removeAll()
        colorFonts.removeAll()
    }

    func contours(of glyph: PangoGlyph, in font: OpaquePointer) -> [GlyphContour] {
        let key = Key(font: font, glyph: glyph)
        if let known = outlines.value(for: key) { return known.contours }
        let contours = read(glyph, in: font)
        cairo_scaled_font_reference(font)
        outlines.insert(Outline(font: font, contours: contours), for: key)
        return contours
    }

    /// Whether the font draws color glyphs (bitmap, layered or SVG emoji). The answer holds a reference
    /// on the font, like the outlines do on scaled fonts.
    func isColorFont(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
        if let known = colorFonts.value(for: font) { return known.isColor }
        let face = hb_font_get_face(pango_font_get_hb_font(font))
        let color = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0 || hb_ot_color_has_svg(face) != 0
        g_object_ref(font)
        colorFonts.insert(ColorAnswer(font: font, isColor: color), for: font)
        return color
    }

    private func read(_ glyph: PangoGlyph, in font: OpaquePointer) -> [GlyphContour] {
        let cr = scratch.context
        cairo_new_path(cr)
        cairo_set_scaled_font(cr, font)
        var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        cairo_glyph_path(cr, &g, 1)
        guard let path = cairo_copy_path_flat(cr) else { return [] }
        defer { cairo_path_destroy(path); cairo_new_path(cr) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }

        var contours: [GlyphContour] = []
        var current: [Point] = []
        func finish() {
            if current.count > 2 {
                var lo = current[0], hi = current[0]
                for p in current {
                    lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y)); hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
                }
                contours.append(GlyphContour(points: current, bounds: Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)))
            }
            current = []
        }
        var i = 0
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = data[i].header
            let point = i + 1 < count ? Point(x: data[i + 1].point.x, y: data[i + 1].point.y) : .zero
            // cairo_path_data_type_t: 0 move, 1 line, 2 curve (absent from flat paths), 3 close.
            switch header.type.rawValue {
            case 0: finish(); current = [point]
            case 1: current.append(point)
            case 3: finish()
            default: break
            }
            i += Int(header.length)
        }
        finish()
        return contours
    }
}
