public enum CanvasError: Error, Equatable, CustomStringConvertible {
    case invalidSize(Size, reason: String)
    case invalidScale(Double)
    case cairo(operation: String, message: String)
    case png(operation: String, message: String)
    case encode(format: String, message: String)
    case io(path: String, reason: String)
    case wrongTarget(operation: String, target: CanvasTarget)

    public var description: String {
        switch self {
        case .invalidSize(let size, let reason): "invalid canvas size \(size): \(reason)"
        case .invalidScale(let s): "invalid scale \(s): must be \(Canvas.drawableScales.lowerBound) to \(Canvas.drawableScales.upperBound)"
        case .cairo(let op, let message): "cairo failed in \(op): \(message)"
        case .png(let op, let message): "PNG \(op) failed: \(message)"
        case .encode(let format, let message): "\(format) encoding failed: \(message)"
        case .io(let path, let reason): "\(path): \(reason)"
        case .wrongTarget(let op, let target): "\(op) is not available on a \(target) canvas"
        }
    }
}
