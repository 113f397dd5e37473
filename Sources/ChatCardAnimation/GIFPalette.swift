import CImageQuant
import ImageCodecs

/// One palette for every frame of an animated GIF, made by libimagequant from what the frames are made of (the
/// finished card, its ground, the typing indicator's steps), and each frame's changed rectangle mapped to it with
/// dithering. Up to 255 colours: the last index is kept free to mean "unchanged" (or "transparent").
final class GIFPalette {
    private let attributes: OpaquePointer
    private let result: OpaquePointer
    /// The palette as written (straight RGBA), and its free index.
    private(set) var colors: [liq_color] = []
    var freeIndex: UInt8 { UInt8(colors.count) }

    static let maxColors: Int32 = 255
    /// libimagequant's speed (1 best … 10 fastest): the histogram is of a few big pictures, made once.
    static let speed: Int32 = 6
    /// Floyd–Steinberg strength: full, as the frames are photographs and emoji as often as text.
    static let dithering: Float = 1.0

    /// `sources` hands each picture the frames are made of to the function it is given, one at a time.
    init(sources: ((RGBAImage) throws(AnimationError) -> Void) throws(AnimationError) -> Void) throws(AnimationError) {
        guard let attributes = liq_attr_create() else { throw .encoder("liq_attr_create failed") }
        self.attributes = attributes
        liq_set_max_colors(attributes, Self.maxColors)
        liq_set_speed(attributes, Self.speed)
        guard let histogram = liq_histogram_create(attributes) else { liq_attr_destroy(attributes); throw .encoder("liq_histogram_create failed") }
        defer { liq_histogram_destroy(histogram) }
        do {
            try sources { (source: RGBAImage) throws(AnimationError) in
                guard source.height > 0 else { return }
                let added = source.pixels.withUnsafeBytes { pixels -> liq_error in
                    guard let image = liq_image_create_rgba(attributes, pixels.baseAddress!, Int32(source.width), Int32(source.height), 0) else { return LIQ_OUT_OF_MEMORY }
                    defer { liq_image_destroy(image) }
                    return liq_histogram_add_image(histogram, attributes, image)
                }
                guard added == LIQ_OK else { throw .encoder("liq_histogram_add_image: error \(added.rawValue)") }
            }
        } catch { liq_attr_destroy(attributes); throw error }
        var result: OpaquePointer?
        let quantized = liq_histogram_quantize(histogram, attributes, &result)
        guard quantized == LIQ_OK, let result else { liq_attr_destroy(attributes); throw .encoder("liq_histogram_quantize: error \(quantized.rawValue)") }
        self.result = result
        liq_set_dithering_level(result, Self.dithering)
    }

    deinit {
        liq_result_destroy(result)
        liq_attr_destroy(attributes)
    }

    /// `rect` of `frame` (`width` pixels a row) as palette indices, and the palette they index: the one before
    /// unless libimagequant refined it for this frame (a GIF frame then carries its own).
    /// `own`: the refined palette, nil when it is the global one.
    func remap(_ frame: [UInt8], width: Int, rect: PixelRect) throws(AnimationError) -> (indices: [UInt8], palette: [liq_color], own: [liq_color]?) {
        var indices = [UInt8](repeating: 0, count: rect.width * rect.height)
        let status = frame.withUnsafeBytes { pixels -> liq_error in
            var rows = (0..<rect.height).map { y in
                UnsafeMutableRawPointer(mutating: pixels.baseAddress! + ((rect.y + y) * width + rect.x) * 4) as UnsafeMutableRawPointer?
            }
            return rows.withUnsafeMutableBufferPointer { rowPointers -> liq_error in
                guard let image = liq_image_create_rgba_rows(attributes, rowPointers.baseAddress!, Int32(rect.width), Int32(rect.height), 0) else { return LIQ_OUT_OF_MEMORY }
                defer { liq_image_destroy(image) }
                return indices.withUnsafeMutableBytes { liq_write_remapped_image(result, image, $0.baseAddress!, $0.count) }
            }
        }
        guard status == LIQ_OK else { throw .encoder("liq_write_remapped_image: error \(status.rawValue)") }
        let palette = liq_get_palette(result)!.pointee
        let entries = withUnsafeBytes(of: palette.entries) { Array($0.bindMemory(to: liq_color.self).prefix(Int(palette.count))) }
        if colors.isEmpty { colors = entries }
        let global = entries.count == colors.count && zip(entries, colors).allSatisfy { ($0.r, $0.g, $0.b, $0.a) == ($1.r, $1.g, $1.b, $1.a) }
        return (indices, entries, global ? nil : entries)
    }
}
