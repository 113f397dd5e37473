import Canvas
import CPango
import ChatCardSupport
import ImageCodecs

/// Flattened glyph outlines kept per thread, keyed by Cairo scaled font and glyph: a glyph's outline
/// never changes, and reading it (a path from FreeType, flattened by Cairo) was the costly part of
/// skip-ink. Each entry holds a reference on its scaled font, so the font's address cannot be reused by
/// another font while the entry lives. Bounded by entries; emptied when the thread's font map is rebuilt,
/// so the old map's fonts can go.
final class GlyphOutlineCache {
    private static let perThread = ThreadLocal { GlyphOutlineCache() }
    static var current: GlyphOutlineCache {
        let cache = perThread.value
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

    private struct Coverage {
        let font: OpaquePointer
        let coverage: ColorGlyphCoverage?
    }

    private let outlines = BoundedCache<Key, Outline>(maxEntries: maxGlyphs) { CairoGlyphPaths.release($0.font) }
    /// Color glyph masks: few distinct emoji per text, each mask at most 25 KB (`ColorGlyphCoverage.maxSide`
    /// squared), so at most 6.4 MB a thread.
    static let maxColorGlyphs = 256
    private let coverages = BoundedCache<Key, Coverage>(maxEntries: maxColorGlyphs) { CairoGlyphPaths.release($0.font) }
    private let colorFonts = BoundedCache<UnsafeMutablePointer<PangoFont>, ColorAnswer>(maxEntries: maxFonts) {
        let font = $0.font
        RenderGate.run { g_object_unref(font) }
    }
    private var fontMapGeneration = 0
    private let reader = CairoGlyphPaths()

    private init() {}

    private func followFontMap() {
        let generation = ThreadFontMap.current.generation
        guard generation != fontMapGeneration else { return }
        fontMapGeneration = generation
        outlines.removeAll()
        coverages.removeAll()
        colorFonts.removeAll()
    }

    func contours(of glyph: PangoGlyph, in font: OpaquePointer) -> [GlyphContour] {
        let key = Key(font: font, glyph: glyph)
        if let known = outlines.value(for: key) { return known.contours }
        let contours = reader.contours(of: glyph, in: font)
        CairoGlyphPaths.retain(font)
        outlines.insert(Outline(font: font, contours: contours), for: key)
        return contours
    }

    /// A color glyph's mask over `box` (its ink box, glyph coordinates); nil when Cairo cannot draw it.
    func coverage(of glyph: PangoGlyph, in font: OpaquePointer, box: Rect) -> ColorGlyphCoverage? {
        let key = Key(font: font, glyph: glyph)
        if let known = coverages.value(for: key) { return known.coverage }
        let coverage = ColorGlyphCoverage.draw(glyph, in: font, box: box)
        CairoGlyphPaths.retain(font)
        coverages.insert(Coverage(font: font, coverage: coverage), for: key)
        return coverage
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
}
