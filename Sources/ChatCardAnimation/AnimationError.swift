import ChatCard

/// Why an animation was not made: the card or an option is at fault (`card`, with its path), or an encoder failed.
public enum AnimationError: Error, CustomStringConvertible {
    case render(RenderError)
    case encoder(String)

    /// `composeFrames` with its deadline's timeout as `.render(.timedOut)`.
    static func composing(_ animation: CardAnimation, deadline: RenderDeadline,
                          _ body: (_ rgba: [UInt8], _ milliseconds: Int, _ changed: Bool) -> Void) throws(AnimationError) {
        do { try animation.composeFrames(deadline: deadline, body) } catch let timeout as RenderTimeout {
            throw .render(.timedOut(timeout))
        } catch {
            throw .encoder("\(error)")
        }
    }

    public var description: String {
        switch self {
        case .render(let error): "\(error)"
        case .encoder(let message): "the encoder failed: \(message)"
        }
    }
}
