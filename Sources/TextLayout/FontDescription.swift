import CPango

/// An owned PangoFontDescription.
final class FontDescription {
    let pointer: OpaquePointer

    init(_ spec: FontSpec) {
        pointer = pango_font_description_new()!
        pango_font_description_set_family(pointer, spec.family)
        pango_font_description_set_absolute_size(pointer, spec.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(spec.weight.rawValue)))
        pango_font_description_set_style(pointer, spec.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    }

    deinit { pango_font_description_free(pointer) }
}

/// Turns attribute runs into a PangoAttrList (byte ranges). The caller owns the returned list.
enum AttributeListBuilder {
    /// `text`'s runs are in the caller's bytes; the list is in the shown text's (`map`).
    static func build(_ text: AttributedText, map: TextIndexMap) -> OpaquePointer {
        let list = pango_attr_list_new()!
        // A word broken for lack of room is cut between characters, without the hyphen Pango would add:
        // a hyphen inside a URL or a name changes what it says (Telegram and iMessage add none either).
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        for chunk in LongRunChunks.byteRanges(in: text.string, clusterStarts: map.clusterStarts) {
            let attribute = pango_attr_fallback_new(1)!
            attribute.pointee.start_index = UInt32(chunk.lowerBound)
            attribute.pointee.end_index = UInt32(chunk.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        for run in text.offsetRuns {
            let shown = map.shownBytes(run.bytes)
            let start = UInt32(shown.lowerBound), end = UInt32(shown.upperBound)
            guard start < end else { continue }
            for attribute in attributes(run.attributes) {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)  // the list takes ownership
            }
        }
        return list
    }

    private static func attributes(_ a: TextAttributes) -> [UnsafeMutablePointer<PangoAttribute>] {
        var out: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let family = a.family { out.append(pango_attr_family_new(family)) }
        if let size = a.size { out.append(pango_attr_size_new_absolute(Int32((size * Double(PANGO_SCALE)).rounded()))) }
        if let weight = a.weight { out.append(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight.rawValue)))) }
        if let italic = a.italic { out.append(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
        if let color = a.color {
            func channel(_ v: Double) -> UInt16 { UInt16((v * 65535).rounded()) }
            out.append(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            if color.alpha < 1 { out.append(pango_attr_foreground_alpha_new(max(1, channel(color.alpha)))) }
        }
        return out.compactMap { $0 }
    }
}
