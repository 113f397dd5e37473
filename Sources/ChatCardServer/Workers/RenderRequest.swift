import ChatCard
import Foundation

/// One render as the routes hand it over: the card as parsed (bad input is refused in the event loop,
/// before it costs a worker) and as sent (a worker process parses it again on its side of the pipe).
public struct RenderRequest: Sendable {
    public let card: Card
    public let json: Data
    public let format: OutputFormat
    /// Debug builds only: makes the worker process crash or hang on this render.
    public var fault: RenderFault?

    public init(card: Card, json: Data, format: OutputFormat, fault: RenderFault? = nil) {
        (self.card, self.json, self.format, self.fault) = (card, json, format, fault)
    }
}

/// What a debug build's worker process can be told to do instead of rendering, so tests can prove that a
/// crash or a hang costs one request. Release builds neither read the request header nor obey the byte.
public enum RenderFault: UInt8, Sendable {
    case crash = 1
    case hang = 2

    /// The request header that asks for a fault (debug builds): `crash` or `hang`.
    public static let header = "X-ChatCard-Test-Fault"

    init?(name: String) {
        switch name {
        case "crash": self = .crash
        case "hang": self = .hang
        default: return nil
        }
    }
}
