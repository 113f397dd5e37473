import Canvas
import CPango

/// A paragraph (or several, split by newlines) laid out by Pango, with its geometry in points.
///
/// Build it on the thread that renders: it uses that thread's font map and must not cross threads.
public final class TextLayout {
    public let text: AttributedText
    public let options: LayoutOptions
    /// The resolved base direction of the text (`.ltr` or `.rtl`, never `.auto`): the first strong
    /// character's. Lines report their own paragraph's direction in `LineFragment.isRightToLeft`.
    public let direction: TextDirection

    /// Owned Pango objects, released in deinit.
    private let context: OpaquePointer
    private let pangoLayout: OpaquePointer
    /// True until the first query settles a one-line trial (see `OneLineTrial`).
    private var trialPending: Bool
    private var fontsPinned = false
    /// Finishes the layout once, on first use, and returns it: settles a pending one-line trial, reads the
    /// lines (after every font's face is pinned: `FontFacePins`) and blanks hidden glyphs. Every reader of the Pango
    /// layout goes through here; nothing may change the layout after.
    func finishedLayout() -> OpaquePointer {
        RenderGate.run { finishOnce() }
        return pangoLayout
    }

    private func finishOnce() {
        if !fontsPinned {
            fontsPinned = true
            FontFacePins.openingFonts {
                if trialPending {
                    trialPending = false
                    OneLineTrial.settle(pangoLayout)
                }
                if let height = options.lineHeight { LineHeight.repair(height, in: pangoLayout) }
                _ = lines  // measures every run's font, which may open fonts of its own
                HiddenGlyphs.blank(pangoLayout, bytes: text.offsetRuns.filter { $0.attributes.hidden == true }.map { indexMap.shownBytes($0.bytes) })
            }
        }
    }
    let indexMap: TextIndexMap

    public private(set) lazy var lines: [LineFragment] = LineReader(self).readLines()
    /// The runs that change the font size (usually none), for per-line metrics.
    private(set) lazy var sizedRuns = text.offsetRuns.filter { $0.attributes.size != nil }.map { run in
        var shown = run
        shown.bytes = indexMap.shownBytes(run.bytes)
        return shown
    }
    /// Metrics of the requested font (not a fallback) at the layout's font size.
    private(set) lazy var primaryFontMetrics = PrimaryMetricsCache.current.metrics(for: options.font, language: options.language) {
        RenderGate.run { FontFacePins.openingFonts {
            FontMetricsSample(context: context, description: FontDescription(options.font), size: options.font.size)
        } }
    }
    /// Placed glyph outlines and color spans per line, read on first use (for skip-ink).
    private var inkByLine: [Int: LineInk] = [:]
    func lineInk(_ line: Int) -> LineInk {
        if let cached = inkByLine[line] { return cached }
        let ink = RenderGate.run { readLineInk(line: line) }
        inkByLine[line] = ink
        return ink
    }

    public init(_ text: AttributedText, options requested: LayoutOptions = LayoutOptions()) {
        var options = requested
        options.font.size = FontSpec.quantized(requested.font.size)
        let text = text.quantizingSizes()
        self.text = text
        self.options = options
        let direction = options.direction == .auto ? BaseDirection.detect(text.string) : options.direction
        self.direction = direction

        // Under auto-dir Pango mirrors alignment for paragraphs whose direction is opposite to the
        // context's, so the context stays LTR there and LEFT means "start of each paragraph".
        let paragraphDirection = Self.usesParagraphDirection(options)
        context = PangoContextFactory.makeContext(
            language: options.language,
            baseDirection: direction == .rtl && !paragraphDirection ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR,
            fonts: text.fontKeys(base: options.font))
        let description = FontDescription(options.font)
        let wraps = options.width != nil && options.wrap == .word
        // A stretch is measured cut into the layout's own chunks, whose edges break shaping (and kerning) there.
        let chunks = wraps ? LongRunChunks.byteRanges(in: text.string) : []
        let shownText = ShownText(text, lineWidth: wraps ? options.width : nil) { [context] bytes in
            NaturalWidth.of(text.string, bytes: bytes, chunks: chunks, context: context, font: description)
        }
        let indexMap = TextIndexMap(shownText)
        self.indexMap = indexMap
        let shown = indexMap.shown
        let layout = pango_layout_new(context)!
        pangoLayout = layout
        pango_layout_set_auto_dir(layout, paragraphDirection ? 1 : 0)
        pango_layout_set_alignment(layout, Self.pangoAlignment(
            options.alignment, direction: direction, usesAutoDir: paragraphDirection))
        if let width = options.width {
            pango_layout_set_width(layout, Int32(clamping: Int((width * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_wrap(layout, options.wrap == .word ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
            if let maxLines = options.maxLines {
                // Pango cuts the middle of a paragraph's single line only: a middle ellipsis is for one line.
                let middle = options.ellipsis == .middle && maxLines == 1
                pango_layout_set_ellipsize(layout, middle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
                trialPending = false
            } else {
                let largestSize = text.offsetRuns.reduce(options.font.size) { max($0, $1.attributes.size ?? 0) }
                trialPending = OneLineTrial.begin(layout, text: shown, width: width, largestFontSize: largestSize)
            }
        } else {
            trialPending = false
        }

        pango_layout_set_font_description(layout, description.pointer)
        if let height = options.lineHeight {
            LineHeight.apply(height, to: layout, context: context, font: options.font, description: description, language: options.language)
        }
        let attributes = AttributeListBuilder.build(text, map: indexMap)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        shown.withCString { pango_layout_set_text(layout, $0, Int32(shown.utf8.count)) }
    }

    /// Plain text in the default style.
    public convenience init(_ string: String, options: LayoutOptions = LayoutOptions()) {
        self.init(AttributedText(string), options: options)
    }

    deinit {
        // Freeing a layout can free fonts and glyph pages: inside the gate too (`RenderGate`).
        RenderGate.run {
            g_object_unref(UnsafeMutableRawPointer(pangoLayout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    /// With `auto` direction and natural or centered alignment, each paragraph takes the direction of its
    /// own first strong character (Pango's auto-dir, which also mirrors natural alignment per paragraph).
    /// Absolute `left`/`right` use one direction for the whole text, so they stay absolute.
    private static func usesParagraphDirection(_ options: LayoutOptions) -> Bool {
        options.direction == .auto && (options.alignment == .natural || options.alignment == .center)
    }

    private static func pangoAlignment(_ a: TextAlignment, direction: TextDirection, usesAutoDir: Bool) -> PangoAlignment {
        switch a {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        // Under auto-dir Pango mirrors LEFT for right-to-left paragraphs: that is natural alignment.
        case .natural: direction == .rtl && !usesAutoDir ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    // MARK: Geometry

    /// The logical extent of all lines (trailing whitespace included), in layout coordinates.
    public var logicalRect: Rect { extents.logical }

    public var inkRect: Rect { extents.ink }

    /// Read once: Pango walks every line and run on each call, and card layout asks often.
    private lazy var extents: (ink: Rect, logical: Rect) = {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(finishedLayout(), &ink, &logical)
        return (Rect(pango: ink), Rect(pango: logical))
    }()

    /// The box the layout occupies: the wrap width (when set) by the height of all lines.
    public var size: Size {
        let logical = logicalRect
        return Size(width: options.width ?? logical.maxX, height: logical.maxY)
    }

    /// The union of the non-empty lines' used rects: what a tight container (a bubble) must hold.
    /// Zero-sized at the origin for text with no visible characters.
    public var usedBounds: Rect {
        let used = lines.filter { !$0.isEmpty }.map(\.usedRect)
        guard let first = used.first else { return Rect(x: 0, y: 0, width: 0, height: size.height) }
        let box = used.dropFirst().reduce(first) { $0.union($1) }
        return Rect(x: box.minX, y: 0, width: box.width, height: size.height)
    }

    /// Number of characters (grapheme clusters) in the text.
    public var characterCount: Int { indexMap.characterCount }

    /// Glyphs Pango had no font for (shown as boxes); 0 when every character has a font.
    public var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(finishedLayout())) }

    public func characterRange(_ range: Range<String.Index>) -> Range<Int> {
        indexMap.characters(coveringBytes: indexMap.byte(of: range.lowerBound), indexMap.byte(of: range.upperBound))
    }

    public func indexRange(_ characters: Range<Int>) -> Range<String.Index> {
        let clamped = characters.clamped(to: 0..<characterCount)
        return indexMap.indices(clamped)
    }

    /// One box per grapheme cluster (or per ligature, when a glyph spans several), in visual order per line.
    public func glyphBoxes() -> [GlyphBox] { cachedGlyphBoxes }
    private lazy var cachedGlyphBoxes: [GlyphBox] = GlyphBoxReader(self).read()

    /// The visual rects `range` covers: one per line, or several where bidi text splits it.
    public func rects(for range: Range<String.Index>) -> [RangeRect] {
        let lo = indexMap.byte(of: range.lowerBound), hi = indexMap.byte(of: range.upperBound)
        var result: [RangeRect] = []
        for line in lines {
            let lineLo = indexMap.byte(of: line.range.lowerBound), lineHi = indexMap.byte(of: line.range.upperBound)
            let s = max(lo, lineLo), e = min(hi, lineHi)
            guard s < e else { continue }
            for (x0, x1) in xRanges(line: line.index, from: s, to: e) {
                result.append(RangeRect(lineIndex: line.index, rect: Rect(
                    x: x0, y: line.logicalRect.minY, width: x1 - x0, height: line.logicalRect.height)))
            }
        }
        return result
    }

    public func rects(forCharacters characters: Range<Int>) -> [RangeRect] {
        rects(for: indexRange(characters))
    }

    /// Visual x ranges (points, layout coordinates, alignment included) of the bytes `start..<end` on a line.
    func xRanges(line: Int, from start: Int, to end: Int) -> [(Double, Double)] {
        guard let pangoLine = pango_layout_get_line_readonly(finishedLayout(), Int32(line)) else { return [] }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(pangoLine, Int32(start), Int32(end), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { return [] }
        // Pango gives one range per run: where an LTR and an RTL run meet, the ranges touch, and the
        // range is one stretch on screen.
        let pieces = (0..<Int(count)).map { (ranges[2 * $0], ranges[2 * $0 + 1]) }.filter { $0.1 > $0.0 }.sorted { $0.0 < $1.0 }
        var merged: [(Int32, Int32)] = []
        for piece in pieces {
            if let last = merged.last, piece.0 <= last.1 + Self.touchingRangeSlack {
                merged[merged.count - 1].1 = max(last.1, piece.1)
            } else {
                merged.append(piece)
            }
        }
        return merged.map { (points($0.0), points($0.1)) }
    }

    /// Pango units (1/1024 pt) two ranges may lie apart and still touch (rounding of run widths).
    static let touchingRangeSlack: Int32 = 2

    // MARK: Drawing

    /// Draws the text with its top-left corner at `origin`. Runs without a color use `color`
    /// (by default `options.color`).
    public func draw(on canvas: Canvas, at origin: Point, color: Color? = nil) {
        let layout = finishedLayout()
        RenderGate.run { CairoText.show(layout, on: canvas, at: origin, color: color ?? options.color, extent: inkRect.union(logicalRect)) }
    }
}

func points(_ pangoUnits: Int32) -> Double { Double(pangoUnits) / Double(PANGO_SCALE) }

extension Rect {
    init(pango r: PangoRectangle) {
        self.init(x: points(r.x), y: points(r.y), width: points(r.width), height: points(r.height))
    }
}

