/// Image bytes or files that could not be written or read outside a card: PNG and WebP encoding, PNG
/// decoding for comparisons and tools, file writes. (An image inside a card that cannot be drawn throws
/// `ImageError`, whose message says what to change.)
public enum ImageCodecError: Error, Equatable, CustomStringConvertible {
    case png(operation: String, message: String)
    case encode(format: String, message: String)
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .png(let op, let message): "PNG \(op) failed: \(message)"
        case .encode(let format, let message): "\(format) encoding failed: \(message)"
        case .io(let path, let reason): "\(path): \(reason)"
        }
    }
}
