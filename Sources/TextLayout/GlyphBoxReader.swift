import Canvas
import CPango

/// Walks Pango's clusters and groups them into grapheme-cluster boxes.
struct GlyphBoxReader {
    let owner: TextLayout
    init(_ owner: TextLayout) { self.owner = owner }

    private struct Cluster { var line: Int; var byte: Int; var logical: Rect; var ink: Rect }

    func read() -> [GlyphBox] {
        let map = owner.indexMap
        let lines = owner.lines
        var clusters: [Cluster] = []
        let iter = pango_layout_get_iter(owner.finishedLayout())!
        defer { pango_layout_iter_free(iter) }
        var line = 0
        var currentLine = pango_layout_iter_get_line_readonly(iter)
        repeat {
            let l = pango_layout_iter_get_line_readonly(iter)
            if l != currentLine { line += 1; currentLine = l }
            // At the end of each line the iterator rests on a position with no run: no glyph there.
            if pango_layout_iter_get_run_readonly(iter) != nil {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_iter_get_cluster_extents(iter, &ink, &logical)
                clusters.append(Cluster(line: line, byte: Int(pango_layout_iter_get_index(iter)),
                                        logical: Rect(pango: logical), ink: Rect(pango: ink)))
            }
        } while pango_layout_iter_next_cluster(iter) != 0

        // A cluster ends where the next one (in logical order on its line) starts.
        var boxes: [GlyphBox] = []
        let byLine = Dictionary(grouping: clusters, by: \.line)
        for lineIndex in byLine.keys.sorted() {
            let sorted = byLine[lineIndex]!.sorted { $0.byte < $1.byte }
            let lineEnd = lineIndex < lines.count ? map.byte(of: lines[lineIndex].range.upperBound) : map.byte(ofCharacter: map.characterCount)
            var merged: [Int: GlyphBox] = [:]
            var order: [Int] = []
            for (i, cluster) in sorted.enumerated() {
                let end = i + 1 < sorted.count ? sorted[i + 1].byte : lineEnd
                let characters = map.characters(coveringBytes: cluster.byte, max(end, cluster.byte + 1))
                let key = characters.lowerBound
                if var box = merged[key] {
                    // Several clusters inside one grapheme (rare): one box for the grapheme.
                    box.logicalRect = box.logicalRect.union(cluster.logical)
                    box.inkRect = box.inkRect.isEmpty ? cluster.ink : box.inkRect.union(cluster.ink)
                    let upper = max(map.byte(of: box.range.upperBound), map.byte(ofCharacter: characters.upperBound))
                    box.range = box.range.lowerBound..<map.index(ofCharacter: map.character(atByte: upper))
                    merged[key] = box
                } else {
                    merged[key] = GlyphBox(range: map.indices(characters), characterOffset: key, lineIndex: lineIndex,
                                           logicalRect: cluster.logical, inkRect: cluster.ink)
                    order.append(key)
                }
            }
            // Visual order: left to right on screen.
            boxes += order.map { merged[$0]! }.sorted { $0.logicalRect.minX < $1.logicalRect.minX }
        }
        return boxes
    }
}
