import CCairo
import Foundation

/// An image decoded into Cairo's premultiplied ARGB32, as stored (the orientation is applied when drawn).
/// Decoders may reduce a large image while decoding (JPEG by 1/2, 1/4 or 1/8, PNG by whole factors row by
/// row, WebP to any size) when the caller says how many pixels it will cover: a 4000 px photo in a 250 pt
/// bubble never holds 16 M pixels.
/// Belongs to one render on one thread, like the canvas it is drawn on.
public final class DecodedImage {
    let surface: OpaquePointer
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let orientation: ImageOrientation
    /// False when some pixel is not fully opaque (what is behind it shows through).
    public let isOpaque: Bool
    /// The last size this image was resampled to, kept because a card draws an avatar many times.
    var resampled: (width: Int, height: Int, surface: OpaquePointer)?

    /// The upright size of the decoded pixels.
    public var width: Int { orientation.swapsSides ? pixelHeight : pixelWidth }
    public var height: Int { orientation.swapsSides ? pixelWidth : pixelHeight }
    /// Width over height, upright.
    public var aspect: Double { Double(width) / Double(height) }

    /// Decodes `data`, whose header `info` has already been read and checked. `covering` is the upright
    /// pixel size the image will fill at most; decoders that can reduce on the way stop at or above it.
    public static func decode(_ data: Data, info: ImageInfo, covering: (width: Int, height: Int)? = nil) throws(ImageError) -> DecodedImage {
        let stored = covering.map { info.orientation.swapsSides ? ($0.height, $0.width) : ($0.width, $0.height) }
        switch info.format {
        case .png: return try PNGPixels.decode(data, info: info, covering: stored)
        case .jpeg: return try JPEGPixels.decode(data, info: info, covering: stored)
        case .webp: return try WebPPixels.decode(data, info: info, covering: stored)
        }
    }

    /// A new, transparent surface to decode into; `fill` writes its pixels (row stride = width × 4) and
    /// says whether they are all opaque.
    init(width: Int, height: Int, orientation: ImageOrientation,
         fill: (UnsafeMutablePointer<UInt8>, Int) throws(ImageError) -> Bool) throws(ImageError) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw ImageError("out of memory for a \(width)×\(height) image")
        }
        let opaque: Bool
        do {
            opaque = try fill(data, Int(cairo_image_surface_get_stride(surface)))
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_mark_dirty(surface)
        (self.surface, pixelWidth, pixelHeight, self.orientation, isOpaque) = (surface, width, height, orientation, opaque)
    }

    /// RGBA bytes with straight alpha → native-endian 0xAARRGGBB premultiplied words, in place; true
    /// when every pixel is opaque.
    static func premultiply(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        let words = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self)
        var opaque = true
        for i in 0..<count {
            let p = pixels + 4 * i
            let (r, g, b, a) = (UInt32(p[0]), UInt32(p[1]), UInt32(p[2]), UInt32(p[3]))
            if a == 255 { words[i] = 0xFF00_0000 | r << 16 | g << 8 | b; continue }
            opaque = false
            func pre(_ c: UInt32) -> UInt32 { let t = c * a + 128; return (t + (t >> 8)) >> 8 }
            words[i] = a << 24 | pre(r) << 16 | pre(g) << 8 | pre(b)
        }
        return opaque
    }

    deinit {
        if let resampled { cairo_surface_destroy(resampled.surface) }
        cairo_surface_destroy(surface)
    }

    /// The upright pixel at (x, y) of the decoded image, straight alpha (for tests and tools).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let t = orientation.transform(width: Double(pixelWidth), height: Double(pixelHeight))
        // Invert the orthogonal map at the pixel's centre.
        let (u, v) = (Double(x) + 0.5 - t.tx, Double(y) + 0.5 - t.ty)
        let det = t.a * t.d - t.b * t.c
        let sx = Int(((t.d * u - t.c * v) / det).rounded(.down)), sy = Int(((-t.b * u + t.a * v) / det).rounded(.down))
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = UnsafeRawPointer(cairo_image_surface_get_data(surface)! + sy * stride + sx * 4).load(as: UInt32.self)
        let a = UInt8(word >> 24)
        func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c & 0xFF) * 255 / UInt32(a))) }
        return (straight(word >> 16), straight(word >> 8), straight(word), a)
    }
}
