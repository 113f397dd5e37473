import ImageCodecs

public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    init(_ image: RGBAImage) { self.init(width: image.width, height: image.height) }
    public var description: String { "\(width)×\(height)" }
}

public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x, y, width, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    public var description: String { "x \(x), y \(y), \(width)×\(height)" }
}

public enum ImageComparison: Sendable {
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    case compared(ImageDifference)

    /// True when the sizes agree and at most `maxMismatchRatio` of the pixels differ.
    public func matches(maxMismatchRatio: Double = 0) -> Bool {
        guard case .compared(let d) = self else { return false }
        return d.mismatchRatio <= maxMismatchRatio
    }

    public var summary: String {
        switch self {
        case .sizeMismatch(let e, let a): "sizes differ: expected \(e), actual \(a)"
        case .compared(let d): d.summary
        }
    }
}

public struct ImageDifference: Sendable {
    public var mismatchedPixels: Int
    /// Differences on anti-aliased edges; not counted as mismatches unless asked for.
    public var antiAliasedPixels: Int
    public var totalPixels: Int
    /// The smallest rect holding every mismatched pixel; nil when none.
    public var boundingBox: PixelRect?
    /// Faded expected image, mismatches in red, anti-aliasing differences in yellow.
    public var diffImage: RGBAImage

    public var mismatchRatio: Double { totalPixels == 0 ? 0 : Double(mismatchedPixels) / Double(totalPixels) }

    public var summary: String {
        let percent = (mismatchRatio * 100_000).rounded() / 1000
        var s = "\(mismatchedPixels) of \(totalPixels) pixels differ (\(percent)%)"
        if let box = boundingBox { s += " within \(box)" }
        if antiAliasedPixels > 0 { s += "; \(antiAliasedPixels) anti-aliased pixels ignored" }
        return s
    }
}
