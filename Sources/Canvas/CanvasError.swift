import ImageCodecs

public enum CanvasError: Error, Equatable, CustomStringConvertible {
    case invalidSize(Size, reason: String)
    case invalidScale(Double)
    case cairo(operation: String, message: String)
    /// Encoding the canvas's pixels or writing them out failed.
    case output(ImageCodecError)
    case wrongTarget(operation: String, target: CanvasTarget)

    public var description: String {
        switch self {
        case .invalidSize(let size, let reason): "invalid canvas size \(size): \(reason)"
        case .invalidScale(let s): "invalid scale \(s): must be \(Canvas.drawableScales.lowerBound) to \(Canvas.drawableScales.upperBound)"
        case .cairo(let op, let message): "cairo failed in \(op): \(message)"
        case .output(let error): error.description
        case .wrongTarget(let op, let target): "\(op) is not available on a \(target) canvas"
        }
    }
}
