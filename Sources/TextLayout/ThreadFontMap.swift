import Canvas
import CPango
import ChatCardSupport
import ImageCodecs

/// A font as a layout asks for it: what makes Pango load (and keep) a separate font.
struct FontKey: Hashable {
    let family: String
    let size: Double
    let weight: FontWeight
    let italic: Bool

    init(_ spec: FontSpec) { (family, size, weight, italic) = (spec.family, spec.size, spec.weight, spec.italic) }
}

/// The calling thread's Pango font map (never shared between threads: see docs/ARCHITECTURE.md), rebuilt
/// when the fonts asked of it pass `fontBudget`.
///
/// A font map keeps every font it has loaded, with fontconfig's sorted fallback list for it, for as long
/// as it lives: on a server that meets every size and family a client can name, that grew one process
/// from 81 MB to 941 MB and made each fontset lookup slower. A fresh map costs about a millisecond plus
/// the first use of each font, so a budget far above one card's needs (a card uses a handful) bounds the
/// memory and leaves ordinary traffic on a warm map.
final class ThreadFontMap {
    static let fontBudget = 96

    static var current: ThreadFontMap { perThread.value }
    private static let perThread = ThreadLocal(ThreadFontMap.init)

    private(set) var fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Increases with every rebuild: caches holding fonts of the old map let them go.
    private(set) var generation = 0
    private var fonts: Set<FontKey> = []

    private init() { fontMap = pango_cairo_font_map_new()! }

    deinit { RenderGate.run { g_object_unref(UnsafeMutableRawPointer(fontMap)) } }

    /// The map to lay out `keys` with, after noting them; a new map when the old one is over budget.
    /// Layouts made from the old map keep it alive until they are released.
    func fontMap(for keys: some Sequence<FontKey>) -> UnsafeMutablePointer<PangoFontMap> {
        fonts.formUnion(keys)
        if fonts.count > Self.fontBudget {
            RenderGate.run { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
            fontMap = pango_cairo_font_map_new()!
            generation += 1
            fonts = Set(keys)
        }
        return fontMap
    }

    var distinctFonts: Int { fonts.count }
}
