import Canvas
import ImageCodecs

/// Every way rendering a decoded card can fail, so callers switch instead of casting.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The card passes a limit found while laying out (too many pixels at this scale): the input's
    /// fault, naming the field (the CLI exits 2, the service answers 400).
    case card(CardError)
    /// The deadline passed first (exit 3, 503).
    case timedOut(RenderTimeout)
    /// Cairo or an encoder failed (out of memory, a library error): not the input's fault (500).
    case canvas(CanvasError)
    /// The output file could not be written (`Card.write`).
    case write(ImageCodecError)

    public var description: String {
        switch self {
        case .card(let error): "\(error)"
        case .timedOut(let timeout): "\(timeout)"
        case .canvas(let error): "\(error)"
        case .write(let error): "\(error)"
        }
    }

    /// The stages below throw their own types; a render reports them as one.
    public init(_ error: any Error) {
        switch error {
        case let error as RenderError: self = error
        case let error as CardError: self = .card(error)
        case let timeout as RenderTimeout: self = .timedOut(timeout)
        case let error as CanvasError: self = .canvas(error)
        case let error as ImageCodecError: self = .canvas(.output(error))
        default: self = .canvas(.cairo(operation: "render", message: "\(error)"))
        }
    }
}
