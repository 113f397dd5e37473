import Canvas
import ChatCardSupport

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
    case write(FileWriteError)

    public var description: String {
        switch self {
        case .card(let error): "\(error)"
        case .timedOut(let timeout): "\(timeout)"
        case .canvas(let error): "\(error)"
        case .write(let error): "\(error)"
        }
    }
}
