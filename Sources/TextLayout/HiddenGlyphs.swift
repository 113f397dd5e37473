import CPango

/// Hidden text (spoilers) keeps its place but draws nothing in any output: once the layout is final its
/// glyphs become PANGO_GLYPH_EMPTY (advances kept), so neither the pixels nor a PDF's or SVG's text carry
/// it. A transparent colour would not do: Pango treats alpha 0 as unset, and vector files keep the text.
enum HiddenGlyphs {
    /// `hidden` are the text's runs in order, so they are sorted and disjoint: a binary search per glyph.
    static func isHidden(_ byte: Int, in hidden: [Range<Int>]) -> Bool {
        var low = 0, high = hidden.count
        while low < high {
            let mid = (low + high) / 2
            if hidden[mid].upperBound <= byte { low = mid + 1 } else { high = mid }
        }
        return low < hidden.count && hidden[low].contains(byte)
    }

    static func blank(_ layout: OpaquePointer, bytes hidden: [Range<Int>]) {
        guard !hidden.isEmpty else { return }
        var lines = pango_layout_get_lines_readonly(layout)
        while let l = lines {
            lines = l.pointee.next
            var runs = l.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let r = runs {
                runs = r.pointee.next
                guard let run = r.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let item = run.pointee.item, let glyphs = run.pointee.glyphs else { continue }
                let offset = Int(item.pointee.offset)
                for i in 0..<Int(glyphs.pointee.num_glyphs) {
                    let byte = offset + Int(glyphs.pointee.log_clusters[i])
                    if isHidden(byte, in: hidden) { glyphs.pointee.glyphs[i].glyph = PangoGlyph(PANGO_GLYPH_EMPTY) }
                }
            }
        }
    }
}
