/// 8-bit RGBA pixels with straight alpha, rows top to bottom, no padding. The common currency between
/// the canvas, the PNG codec and image comparison.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count mismatch")
        self.width = width; self.height = height; self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: px.count, by: 4) { (px[i], px[i + 1], px[i + 2], px[i + 3]) = fill }
        self.init(width: width, height: height, pixels: px)
    }

    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = (y * width + x) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = newValue
        }
    }

    public var isOpaque: Bool { stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 } }
}

extension RGBAImage: CustomStringConvertible, CustomDebugStringConvertible {
    // Short on purpose: test failure messages must not dump millions of bytes.
    public var description: String { "RGBAImage(\(width)×\(height))" }
    public var debugDescription: String { description }
}
