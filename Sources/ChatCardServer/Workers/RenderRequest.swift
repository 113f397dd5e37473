import ChatCard
import ChatCardImport
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
    /// `?look=`: drawn in this look over the card's own.
    public var look: Look.Name?
    /// The import's query parameters (`ImportQuery`) when the body is a conversation; empty: card JSON.
    public var conversation: [String: String] = [:]

    public init(json: Data, format: OutputFormat, quality: Int? = nil, maxSide: Int? = nil, fault: RenderFault? = nil) {
        (self.json, self.format, self.quality, self.maxSide, self.fault) = (json, format, quality, maxSide, fault)
    }

    /// Parses (or imports) and renders the card here, on the calling thread. An import's refusal is the
    /// input's fault, as a card's is (`.card`, with the source's path).
    public func render(deadline: RenderDeadline) throws(RenderError) -> RenderedCard {
        let (card, warnings) = try prepared()
        let (data, timing) = try card.renderMeasured(format: format, deadline: deadline)
        return RenderedCard(data: data, timing: timing, warnings: warnings)
    }

    private func prepared() throws(RenderError) -> (Card, [String]) {
        do {
            let adjust = { (card: Card) throws(CardError) -> Card in try card.with(look: look).with(quality: quality, maxSide: maxSide) }
            guard let query = try ImportQuery(conversation) else { return (try adjust(Card(json: json)), []) }
            let result = try CardImporter(query.format, options: query.options).importCard(json)
            let fitted = try result.fitted(adjust: adjust)
            if query.strict, !fitted.result.warnings.isEmpty {
                throw ImportError(path: "strict", message: "the import has warnings: " + fitted.result.warnings.lines.joined(separator: "; "))
            }
            return (fitted.card, fitted.result.warnings.lines)
        } catch let error as ImportError {
            throw .card(CardError(path: error.path, message: error.message))
        } catch {
            throw RenderError(error)
        }
    }
}

/// A rendered card and what its import could not carry (`ImportWarnings` lines; empty for card JSON).
public struct RenderedCard: Sendable {
    public let data: Data
    public let timing: RenderTiming
    public let warnings: [String]

    public init(data: Data, timing: RenderTiming, warnings: [String] = []) { (self.data, self.timing, self.warnings) = (data, timing, warnings) }
}

/// What a debug build's worker process can be told to do instead of rendering, so tests can prove that a
/// crash or a hang costs one request, and that a worker spinning while idle is found and replaced. Release
/// builds neither read the request header nor obey the byte.
public enum RenderFault: UInt8, Sendable {
    case crash = 1
    case hang = 2
    /// Renders, then keeps a core busy on a thread of its own, as a runtime's thread in a loop would.
    case spin = 3

    /// The request header that asks for a fault (debug builds): `crash`, `hang` or `spin`.
    public static let header = "X-ChatCard-Test-Fault"

    init?(name: String) {
        switch name {
        case "crash": self = .crash
        case "hang": self = .hang
        case "spin": self = .spin
        default: return nil
        }
    }
}
