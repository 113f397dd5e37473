import Canvas
import CPango

/// The width a stretch of text takes on one line, in points: how URL breaking tells whether a URL fits.
/// `chunks`: the layout's `LongRunChunks` in the same bytes, cut here too (a chunk's edge breaks kerning:
/// a URL measured whole was 0.9 pt narrower than its line and overflowed it).
enum NaturalWidth {
    static func of(_ text: String, bytes: Range<Int>, chunks: [Range<Int>] = [], context: OpaquePointer, font: FontDescription) -> Double {
        RenderGate.run { measure(text, bytes: bytes, chunks: chunks, context: context, font: font) }
    }

    private static func measure(_ text: String, bytes: Range<Int>, chunks: [Range<Int>], context: OpaquePointer, font: FontDescription) -> Double {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, font.pointer)
        let utf8 = Array(text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: bytes.lowerBound)..<text.utf8.index(text.utf8.startIndex, offsetBy: bytes.upperBound)])
        utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                pango_layout_set_text(layout, $0, Int32(buffer.count))
            }
        }
        let cut = chunks.map { $0.clamped(to: bytes) }.filter { !$0.isEmpty }
        if !cut.isEmpty {
            let list = pango_attr_list_new()!
            for chunk in cut {
                let attribute = pango_attr_fallback_new(1)!
                attribute.pointee.start_index = UInt32(chunk.lowerBound - bytes.lowerBound)
                attribute.pointee.end_index = UInt32(chunk.upperBound - bytes.lowerBound)
                pango_attr_list_insert(list, attribute)
            }
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        // Shaping opens fonts: the same guard as a layout's own (`FontFacePins`).
        return FontFacePins.openingFonts {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return points(logical.width)
        }
    }
}

