import ChatCard
import Foundation

/// One render as the routes hand it over: the card's bytes as sent and the output asked for. The card is
/// parsed where it renders (a worker thread, or a worker process on its side of the pipe), never on the
/// event loop; its `CardError` comes back as the answer.
public struct RenderRequest: Sendable {
    public let json: Data
    public let format: OutputFormat
    public let quality: Int?
    public let maxSide: Int?
    /// Debug builds only: makes the worker process crash or hang on this render.
    public var fault: RenderFault?

    public init(json: Data, format: OutputFormat, quality: Int? = nil, maxSide: Int? = nil, fault: RenderFault? = nil) {
        (self.json, self.format, self.quality, self.maxSide, self.fault) = (json, format, quality, maxSide, fault)
    }

    /// Parses and renders the card here, on the calling thread.
    public func render(deadline: RenderDeadline) throws(RenderError) -> (data: Data, timing: RenderTiming) {
        let card: Card
        do { card = try Card(json: json).with(quality: quality, maxSide: maxSide) } catch { throw .card(error) }
        return try card.renderMeasured(format: format, deadline: deadline)
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
