import ImageCodecs

/// Perceptual image comparison after pixelmatch (Mapbox): YIQ color distance with a threshold, and
/// anti-aliasing detection so soft edges that moved by a fraction of a pixel are reported apart.
public enum PixelMatch {
    public struct Options: Sendable {
        /// 0...1; the smaller, the more sensitive. 0.1 matches pixelmatch's default.
        public var threshold: Double
        /// Count anti-aliased differences as mismatches too.
        public var includeAntiAliasing: Bool
        public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false) {
            self.threshold = threshold; self.includeAntiAliasing = includeAntiAliasing
        }
    }

    /// The largest YIQ distance (pure black vs pure white) is 35215.
    static let maxYIQDelta = 35215.0

    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: Options = Options()) -> ImageComparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: PixelSize(expected), actual: PixelSize(actual))
        }
        let width = expected.width, height = expected.height
        let maxDelta = maxYIQDelta * options.threshold * options.threshold
        var diff = [UInt8](repeating: 0, count: width * height * 4)
        var mismatched = 0, antiAliased = 0
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?

        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                let imgA = Pixels(bytes: a, width: width, height: height)
                let imgB = Pixels(bytes: b, width: width, height: height)
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * width + x
                        let delta = imgA.word(i) == imgB.word(i) ? 0 : colorDelta(imgA, i, imgB, i, yOnly: false)
                        if abs(delta) > maxDelta {
                            if !options.includeAntiAliasing
                                && (isAntiAliased(imgA, x, y, other: imgB) || isAntiAliased(imgB, x, y, other: imgA)) {
                                antiAliased += 1
                                setPixel(&diff, i, 255, 255, 0)
                            } else {
                                mismatched += 1
                                setPixel(&diff, i, 255, 0, 0)
                                if let b = box { box = (min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y)) }
                                else { box = (x, y, x, y) }
                            }
                        } else {
                            // Faded expected image: its luminance blended 90% toward white.
                            let luma = UInt8(max(0, min(255, 255 + (imgA.luminance(i) - 255) * 0.1)))
                            setPixel(&diff, i, luma, luma, luma)
                        }
                    }
                }
            }
        }
        return .compared(ImageDifference(
            mismatchedPixels: mismatched, antiAliasedPixels: antiAliased, totalPixels: width * height,
            boundingBox: box.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) },
            diffImage: RGBAImage(width: width, height: height, pixels: diff)))
    }

    @inline(__always)
    private static func setPixel(_ buffer: inout [UInt8], _ i: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        buffer[4 * i] = r; buffer[4 * i + 1] = g; buffer[4 * i + 2] = b; buffer[4 * i + 3] = 255
    }

    /// Squared YIQ distance of two pixels blended over white; negative when the first is brighter.
    @inline(__always)
    static func colorDelta(_ a: Pixels, _ i: Int, _ b: Pixels, _ j: Int, yOnly: Bool) -> Double {
        let (r1, g1, b1) = a.blendedOverWhite(i)
        let (r2, g2, b2) = b.blendedOverWhite(j)
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2)
        let dy = y1 - y2
        if yOnly { return dy }
        let di = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let dq = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -delta : delta
    }

    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// A pixel is anti-aliased when, among its 8 neighbours, it lies between a darker and a brighter one
    /// and one of those extremes sits in a flat area (3+ identical neighbours) in both images: the pixel is
    /// then an edge blend, not a real change (Vyšniauskas, "Anti-aliased pixel and intensity slope detector").
    static func isAntiAliased(_ img: Pixels, _ x1: Int, _ y1: Int, other: Pixels) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, img.width - 1), y2 = min(y1 + 1, img.height - 1)
        let center = y1 * img.width + x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img, center, img, y * img.width + x, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// At least three of the 8 neighbours are exactly equal to the pixel.
    static func hasManySiblings(_ img: Pixels, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, img.width - 1), y2 = min(y1 + 1, img.height - 1)
        let center = img.word(y1 * img.width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img.word(y * img.width + x) == center {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}

/// Borrowed RGBA8 pixels.
struct Pixels {
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let height: Int

    @inline(__always) func word(_ i: Int) -> UInt32 {
        UnsafeRawPointer(bytes.baseAddress! + 4 * i).loadUnaligned(as: UInt32.self)
    }

    @inline(__always) func blendedOverWhite(_ i: Int) -> (Double, Double, Double) {
        let p = bytes.baseAddress! + 4 * i
        let r = Double(p[0]), g = Double(p[1]), b = Double(p[2]), a = Double(p[3])
        if a == 255 { return (r, g, b) }
        let k = a / 255
        return (255 + (r - 255) * k, 255 + (g - 255) * k, 255 + (b - 255) * k)
    }

    @inline(__always) func luminance(_ i: Int) -> Double {
        let (r, g, b) = blendedOverWhite(i)
        return PixelMatch.rgb2y(r, g, b)
    }
}
