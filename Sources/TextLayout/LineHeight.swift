import CPango
import Synchronization

/// A fixed distance between baselines (a look's line height) set through Pango's line-spacing factor,
/// which scales each line's own font height: the factor is the line height over the main font's. A line
/// of other fonts (colour emoji alone: Noto's bitmap font reports no height, or a taller one) then lands
/// on the line above or too far below; such a layout is laid out again with Pango's absolute line-height attribute, which gives every
/// line box the same height (as CSS does, so its lines sit half a leading lower than the factor puts them).
enum LineHeight {
    /// A step further than this share of the line height from it is a line the factor misplaced.
    static let tolerance = 0.1

    static func apply(_ height: Double, to layout: OpaquePointer, context: OpaquePointer, font: FontSpec, description: FontDescription,
                      language: String?) {
        let natural = naturalHeight(of: font, language: language) {
            let metrics = pango_context_get_metrics(context, description.pointer, language.map { pango_language_from_string($0) } ?? nil)
            defer { pango_font_metrics_unref(metrics) }
            return Double(pango_font_metrics_get_height(metrics)) / Double(PANGO_SCALE)
        }
        guard natural > 0 else { return useLineBoxes(height, in: layout) }
        pango_layout_set_line_spacing(layout, Float(height / natural))
    }

    /// A font's own line height, measured once a process (a value: no Pango object crosses threads).
    private static let naturalHeights = Mutex<[String: Double]>([:])
    /// Fonts whose heights are kept at most (a card uses a few; the rest are measured again).
    private static let keptHeights = 256

    private static func naturalHeight(of font: FontSpec, language: String?, measure: () -> Double) -> Double {
        let key = "\(font)|\(language ?? "")"
        if let known = naturalHeights.withLock({ $0[key] }) { return known }
        let height = measure()
        naturalHeights.withLock { if $0.count < keptHeights { $0[key] = height } }
        return height
    }

    /// After shaping: lines that stand closer than the height get line boxes instead.
    static func repair(_ height: Double, in layout: OpaquePointer) {
        guard pango_layout_get_line_spacing(layout) != 0, pango_layout_get_line_count(layout) > 1 else { return }
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var previous = pango_layout_iter_get_baseline(iterator)
        while pango_layout_iter_next_line(iterator) != 0 {
            let baseline = pango_layout_iter_get_baseline(iterator)
            if abs(Double(baseline - previous) / Double(PANGO_SCALE) - height) > height * tolerance { return useLineBoxes(height, in: layout) }
            previous = baseline
        }
    }

    private static func useLineBoxes(_ height: Double, in layout: OpaquePointer) {
        let attributes = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
        if let attribute = pango_attr_line_height_new_absolute(Int32((height * Double(PANGO_SCALE)).rounded())) {
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_line_spacing(layout, 0)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }
}
