import Foundation

/// An image decoded into premultiplied 32-bit ARGB words in native byte order (Cairo's ARGB32), rows of
/// `width × 4` bytes, as stored (the orientation is applied when drawn). Decoders may reduce a large
/// image while decoding (JPEG by 1/2, 1/4 or 1/8, PNG by whole factors row by row, WebP to any size) when
/// the caller says how many pixels it will cover: a 4000 px photo in a 250 pt bubble never holds 16 M pixels.
/// Belongs to one render on one thread, like the canvas it is drawn on.
public final class DecodedImage {
    /// Premultiplied ARGB32 words, `bytesPerRow` apart.
    public let pixels: UnsafeMutableRawPointer
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let orientation: ImageOrientation
    /// False when some pixel is not fully opaque (what is behind it shows through).
    public let isOpaque: Bool
    /// What a drawing layer kept of this image (Canvas keeps its last resampled copy: a card draws an
    /// avatar many times). Released with the image.
    package var drawingCache: AnyObject?

    public var bytesPerRow: Int { pixelWidth * 4 }
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
        case .gif: return try GIFPixels.decode(data, info: info)
        }
    }

    /// Straight-alpha RGBA pixels, upright.
    public convenience init(_ image: RGBAImage) throws(ImageError) {
        try self.init(width: image.width, height: image.height, orientation: .up) { (pixels, _) throws(ImageError) in
            image.pixels.withUnsafeBytes { pixels.update(from: $0.bindMemory(to: UInt8.self).baseAddress!, count: $0.count) }
            return DecodedImage.premultiply(pixels, count: image.width * image.height)
        }
    }

    /// New, zeroed pixels to decode into; `fill` writes them (row stride = width × 4) and says whether
    /// they are all opaque.
    init(width: Int, height: Int, orientation: ImageOrientation,
         fill: (UnsafeMutablePointer<UInt8>, Int) throws(ImageError) -> Bool) throws(ImageError) {
        guard width > 0, height > 0, let memory = calloc(width * height, 4) else {
            throw ImageError("out of memory for a \(width)×\(height) image")
        }
        let opaque: Bool
        do {
            opaque = try fill(memory.assumingMemoryBound(to: UInt8.self), width * 4)
        } catch {
            free(memory)
            throw error
        }
        (pixels, pixelWidth, pixelHeight, self.orientation, isOpaque) = (memory, width, height, orientation, opaque)
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
        drawingCache = nil  // a copy drawn from these pixels goes first
        free(pixels)
    }

    /// The upright pixel at (x, y) of the decoded image, straight alpha (for tests and tools).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let t = orientation.transform(width: Double(pixelWidth), height: Double(pixelHeight))
        // Invert the orthogonal map at the pixel's centre.
        let (u, v) = (Double(x) + 0.5 - t.tx, Double(y) + 0.5 - t.ty)
        let det = t.a * t.d - t.b * t.c
        let sx = Int(((t.d * u - t.c * v) / det).rounded(.down)), sy = Int(((-t.b * u + t.a * v) / det).rounded(.down))
        let word = UnsafeRawPointer(pixels + sy * bytesPerRow + sx * 4).load(as: UInt32.self)
        let a = UInt8(word >> 24)
        func straight(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c & 0xFF) * 255 / UInt32(a))) }
        return (straight(word >> 16), straight(word >> 8), straight(word), a)
    }
}
