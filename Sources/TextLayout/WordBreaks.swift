import CPango

extension TextLayout {
    /// Whether a line begins inside a word: the text was wider than the wrap width there and Pango fell
    /// back to breaking between characters (a line may otherwise begin only where line breaking allows,
    /// UAX #14, or at a paragraph's start). Callers that can widen the text use it to avoid "messag|e".
    public var breaksInsideWords: Bool {
        guard options.width != nil, lines.count > 1 else { return false }
        var count: Int32 = 0
        guard let attrs = pango_layout_get_log_attrs_readonly(finishedLayout(), &count) else { return false }
        let utf8 = Array(indexMap.shown.utf8)
        var lineStarts: [(byte: Int, paragraphStart: Bool)] = []
        var list = pango_layout_get_lines_readonly(finishedLayout())
        while let node = list {
            let line = node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            lineStarts.append((Int(line.pointee.start_index), line.pointee.is_paragraph_start != 0))
            list = node.pointee.next
        }
        // Log attrs are per Unicode scalar: count the lead bytes up to each line's start.
        var scalar = 0, byte = 0
        for start in lineStarts.dropFirst() where !start.paragraphStart {
            while byte < min(start.byte, utf8.count) {
                if utf8[byte] & 0xC0 != 0x80 { scalar += 1 }
                byte += 1
            }
            if scalar < Int(count), attrs[scalar].is_line_break == 0 { return true }
        }
        return false
    }
}
