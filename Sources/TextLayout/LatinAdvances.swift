import Canvas
import CPango
import ChatCardSupport
import ImageCodecs

/// The advance widths of a font's Latin characters, in ems, read once per face and thread.
///
/// `EllipsizedLine` lays a one-line quote out from only its start, and the fewer characters past the
/// ones that show, the less Pango shapes. A guess of 0.5 em a character must stretch far past the line
/// (narrow letters undercut it by half); the face's own advances are close to the shaped width, so the
/// start can end a few characters past the cut. Only a lower bound is needed (a start that turns out
/// too short costs one more layout, never a wrong line): characters past the table, or missing from
/// the face (drawn by a fallback font), count half the generic estimate of `OneLineTrial`.
final class LatinAdvances {
    /// U+0000 ..< U+0250: Basic Latin, Latin-1 and the Latin Extended blocks.
    static let tableEnd: UInt32 = 0x250
    static let maxFaces = 64

    private struct Face: Hashable {
        let family: String
        let weight: FontWeight
        let italic: Bool
    }

    private static let perThread = ThreadLocal { LatinAdvances() }
    static var current: LatinAdvances { perThread.value }

    private let tables = BoundedCache<Face, [Float]>(maxEntries: maxFaces)

    private init() {}

    /// One face's advances: look it up once per text, then ask per character.
    struct Table {
        fileprivate let advances: [Float]

        /// A lower bound of `scalar`'s advance in ems (at any size: hinting is off).
        func ems(of scalar: Unicode.Scalar) -> Double {
            let v = scalar.value
            guard v < LatinAdvances.tableEnd, advances[Int(v)] >= 0 else { return OneLineTrial.emWidth(of: scalar) / 2 }
            return Double(advances[Int(v)])
        }
    }

    /// The table of `font`'s face (its size does not matter).
    func table(for font: FontSpec) -> Table {
        let face = Face(family: font.family, weight: font.weight, italic: font.italic)
        if let known = tables.value(for: face) { return Table(advances: known) }
        let advances = Self.read(font)
        tables.insert(advances, for: face)
        return Table(advances: advances)
    }

    /// Every scalar's advance from HarfBuzz's view of the face Pango picks first; -1 where it has no glyph.
    private static func read(_ font: FontSpec) -> [Float] {
        var table = [Float](repeating: -1, count: Int(tableEnd))
        RenderGate.run { FontFacePins.openingFonts {
            let context = PangoContextFactory.makeContext(language: nil, baseDirection: PANGO_DIRECTION_LTR, fonts: [FontKey(font)])
            defer { g_object_unref(UnsafeMutableRawPointer(context)) }
            let description = FontDescription(font)
            guard let loaded = withExtendedLifetime(description, { pango_context_load_font(context, description.pointer) }) else { return }
            defer { g_object_unref(loaded) }
            let hb = pango_font_get_hb_font(loaded)
            var xScale: Int32 = 0, yScale: Int32 = 0
            hb_font_get_scale(hb, &xScale, &yScale)
            guard xScale > 0 else { return }
            for v in UInt32(0x20)..<tableEnd {
                var glyph: hb_codepoint_t = 0
                guard hb_font_get_nominal_glyph(hb, v, &glyph) != 0 else { continue }
                table[Int(v)] = Float(hb_font_get_glyph_h_advance(hb, glyph)) / Float(xScale)
            }
        } }
        return table
    }
}
