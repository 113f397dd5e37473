import Canvas
import CPango
import Foundation

/// Reads line fragments and their font metrics out of a Pango layout.
struct LineReader {
    let owner: TextLayout
    init(_ owner: TextLayout) { self.owner = owner }

    func readLines() -> [LineFragment] {
        let map = owner.indexMap
        let iter = pango_layout_get_iter(owner.finishedLayout())!
        defer { pango_layout_iter_free(iter) }
        let layoutWidth = owner.size.width
        var lines: [LineFragment] = []
        repeat {
            let line = pango_layout_iter_get_line_readonly(iter)!
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, &ink, &logical)
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            let baseline = points(pango_layout_iter_get_baseline(iter))

            let startByte = Int(line.pointee.start_index), endByte = startByte + Int(line.pointee.length)
            let characters = map.characters(coveringBytes: startByte, endByte)
            let isRTL = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            let logicalRect = Rect(pango: logical)
            // An ellipsis shows for everything it stands for, trailing spaces included.
            let visibleEnd = Self.endsInEllipsis(line) && !characters.isEmpty ? endByte : lastVisibleByte(in: characters)
            let index = lines.count

            let usedRect: Rect
            if let visibleEnd {
                let xs = owner.xRanges(line: index, from: startByte, to: visibleEnd)
                let x0 = xs.map(\.0).min() ?? logicalRect.minX, x1 = xs.map(\.1).max() ?? logicalRect.maxX
                usedRect = Rect(x: x0, y: logicalRect.minY, width: x1 - x0, height: logicalRect.height)
            } else {
                let anchor = owner.options.alignment == .center ? logicalRect.midX
                    : (isRTL ? logicalRect.maxX : logicalRect.minX)
                usedRect = Rect(x: anchor, y: logicalRect.minY, width: 0, height: logicalRect.height)
            }

            lines.append(LineFragment(
                index: index,
                range: map.indices(characters),
                characterRange: characters,
                lineBox: Rect(x: 0, y: points(y0), width: layoutWidth, height: points(y1 - y0)),
                logicalRect: logicalRect,
                usedRect: usedRect,
                inkRect: Rect(pango: ink),
                baseline: baseline,
                isEmpty: visibleEnd == nil,
                isRightToLeft: isRTL,
                metrics: metrics(of: line)))
        } while pango_layout_iter_next_line(iter) != 0
        return lines
    }

    /// True when Pango ended the line with "…" (it stands for the rest of the paragraph).
    private static func endsInEllipsis(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item,
               Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 { return true }
            node = n.pointee.next
        }
        return false
    }

    /// End byte of the last non-whitespace character, or nil when the line shows nothing.
    private func lastVisibleByte(in characters: Range<Int>) -> Int? {
        let map = owner.indexMap
        for c in characters.reversed() {
            let character = owner.text.string[map.index(ofCharacter: c)]
            if !character.isWhitespace { return map.byte(ofCharacter: c + 1) }
        }
        return nil
    }

    /// Line metrics: ascent and descent from every font on the line (fallback fonts included, they take
    /// room); decoration positions and thicknesses from the primary font (the requested family), scaled
    /// to the largest size on the line, as browsers do. A fallback font (emoji, CJK) never moves the
    /// underline, and the line keeps one y and one thickness.
    private func metrics(of line: UnsafeMutablePointer<PangoLayoutLine>) -> LineMetrics {
        var fonts: [FontMetricsSample] = []
        var sizes: [Double] = []
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               let item = run.pointee.item, let font = item.pointee.analysis.font {
                fonts.append(FontMetricsSample(font: font, language: item.pointee.analysis.language))
                sizes.append(requestedSize(atByte: Int(item.pointee.offset)))
            }
            node = n.pointee.next
        }
        let primary = owner.primaryFontMetrics
        // Requested sizes, not the fonts' own: a bitmap emoji font reports its strike size (109 px).
        let size = sizes.max() ?? primary.size
        let k = primary.size > 0 ? size / primary.size : 1
        return LineMetrics(
            ascent: fonts.map(\.ascent).max() ?? primary.ascent,
            descent: fonts.map(\.descent).max() ?? primary.descent,
            underlineOffset: primary.underlineOffset * k,
            underlineThickness: primary.underlineThickness * k,
            strikethroughOffset: primary.strikethroughOffset * k,
            strikethroughThickness: primary.strikethroughThickness * k,
            fontSize: size)
    }
}

extension LineReader {
    /// The font size the text asked for at `byte`: the last run setting a size there, else the default.
    func requestedSize(atByte byte: Int) -> Double {
        let run = owner.sizedRuns.last { $0.bytes.contains(byte) }
        return run?.attributes.size ?? owner.options.font.size
    }
}
