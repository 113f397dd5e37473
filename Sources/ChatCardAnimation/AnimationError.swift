import ChatCard

/// Why an animation was not made: the card or an option is at fault (`card`, with its path), or an encoder failed.
public enum AnimationError: Error, CustomStringConvertible {
    case render(RenderError)
    case encoder(String)

    public var description: String {
        switch self {
        case .render(let error): "\(error)"
        case .encoder(let message): "the encoder failed: \(message)"
        }
    }
}
