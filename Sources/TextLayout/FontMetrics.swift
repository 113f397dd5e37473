import Canvas
import CPango
import ChatCardSupport
import ImageCodecs

/// One font's metrics in points, with fallbacks for fonts that report zero.
struct FontMetricsSample {
    var size: Double
    var ascent: Double
    var descent: Double
    var underlineOffset: Double
    var underlineThickness: Double
    var strikethroughOffset: Double
    var strikethroughThickness: Double

    init(font: UnsafeMutablePointer<PangoFont>, language: OpaquePointer?) {
        let description = pango_font_describe_with_absolute_size(font)
        let size = points(pango_font_description_get_size(description))
        pango_font_description_free(description)
        let metrics = pango_font_get_metrics(font, language)!
        self.init(metrics: metrics, size: size)
        pango_font_metrics_unref(metrics)
    }

    init(context: OpaquePointer?, description: FontDescription, size: Double) {
        let metrics = pango_context_get_metrics(context, description.pointer, nil)!
        self.init(metrics: metrics, size: size)
        pango_font_metrics_unref(metrics)
    }

    private init(metrics m: UnsafeMutablePointer<PangoFontMetrics>, size: Double) {
        self.size = size
        ascent = points(pango_font_metrics_get_ascent(m))
        descent = points(pango_font_metrics_get_descent(m))
        // A font that reports no thickness gets about 1/14 of its size (close to common text fonts).
        let fallbackThickness = max(size / 14, 0.5)
        let underline = points(pango_font_metrics_get_underline_thickness(m))
        underlineThickness = underline > 0 ? underline : fallbackThickness
        let position = points(pango_font_metrics_get_underline_position(m))
        underlineOffset = position != 0 ? -position : size * 0.1
        let strike = points(pango_font_metrics_get_strikethrough_thickness(m))
        strikethroughThickness = strike > 0 ? strike : fallbackThickness
        let strikePosition = points(pango_font_metrics_get_strikethrough_position(m))
        strikethroughOffset = strikePosition != 0 ? -strikePosition : -(ascent * 0.3)
    }
}

/// Primary-font metrics per thread: `pango_context_get_metrics` shapes a sample text to measure, which
/// costs more than laying out a short message, and the answer only depends on the font and language.
final class PrimaryMetricsCache {
    static let maxEntries = 512

    private struct Key: Hashable {
        let font: FontKey
        let language: String?
    }
    private let entries = BoundedCache<Key, FontMetricsSample>(maxEntries: maxEntries)

    static var current: PrimaryMetricsCache { perThread.value }
    private static let perThread = ThreadLocal(PrimaryMetricsCache.init)

    func metrics(for font: FontSpec, language: String?, measure: () -> FontMetricsSample) -> FontMetricsSample {
        let key = Key(font: FontKey(font), language: language)
        if let cached = entries.value(for: key) { return cached }
        let sample = measure()
        entries.insert(sample, for: key)
        return sample
    }
}
