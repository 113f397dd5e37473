/// Image bytes that cannot be drawn: a format we do not read, a header past a limit, corrupt or cut-off
/// data. The message says what is wrong in words a caller can act on; the card format adds the field.
public struct ImageError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// What one image may cost, checked from its header before a pixel is decoded.
public struct ImageLimits: Sendable, Equatable {
    public var maxSide: Int
    public var maxPixels: Int
    /// Memory a decoder may hold beyond the pixels it writes (`ImageInfo.workingBytes`).
    public var maxWorkingBytes: Int

    public init(maxSide: Int = 8_192, maxPixels: Int = 40_000_000, maxWorkingBytes: Int = 128 << 20) {
        (self.maxSide, self.maxPixels, self.maxWorkingBytes) = (maxSide, maxPixels, maxWorkingBytes)
    }

    func check(working: ImageInfo.WorkingMemory, width: Int, height: Int, format: ImageFormat) throws(ImageError) {
        guard working.bytes > maxWorkingBytes else { return }
        throw ImageError("\(format.name) image is \(width)×\(height) pixels and \(working.reason), \(Self.megabytes(working.bytes)) "
            + "to decode; the limit is \(Self.megabytes(maxWorkingBytes)) an image: \(working.remedy)")
    }

    static func megabytes(_ bytes: Int) -> String { "\((bytes + (1 << 20) - 1) >> 20) MB" }

    func check(width: Int, height: Int, format: ImageFormat) throws(ImageError) {
        guard width > 0, height > 0 else { throw ImageError("\(format.name) image has no pixels (\(width)×\(height))") }
        guard width <= maxSide, height <= maxSide else {
            throw ImageError("\(format.name) image is \(width)×\(height) pixels; the limit is \(maxSide) pixels a side")
        }
        guard width * height <= maxPixels else {
            throw ImageError("\(format.name) image is \(width)×\(height) pixels (\(width * height)); the limit is \(maxPixels) pixels")
        }
    }
}
