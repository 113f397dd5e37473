import ChatCard
import ChatCardAnimation
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
    /// The import asked for, as the route read it, when the body is a conversation; nil: card JSON.
    public var query: ImportQuery?
    /// quote-api's routes: the request's own framing (`type`, `format`, read with its messages) chooses the
    /// output's size and, unless the route fixes it, its format.
    public var quote: QuoteOutput?
    /// What the worker answers: the picture, or (`POST /v1/import`) the imported card's JSON, checked as a card.
    public var answer = Answer.picture
    /// `POST /v1/animate`: the animation's parameters, as the route read them (the worker reads them again).
    public var animation: [String: String]?

    public enum Answer: String, Sendable {
        case picture
        case cardJSON = "card"
    }

    public enum QuoteOutput: Sendable, Equatable {
        case formatFromBody
        case fixed(OutputFormat)
    }

    public init(json: Data, format: OutputFormat, quality: Int? = nil, maxSide: Int? = nil, fault: RenderFault? = nil) {
        (self.json, self.format, self.quality, self.maxSide, self.fault) = (json, format, quality, maxSide, fault)
    }

    /// Parses (or imports) and renders the card here, on the calling thread. An import's refusal is the
    /// input's fault, as a card's is (`.card`, with the source's path). An import that chose how many messages
    /// to take and overflows a canvas is made again of fewer (warned); one that fits is rendered once.
    public func render(deadline: RenderDeadline) throws(RenderError) -> RenderedCard {
        if let animation { return try animated(animation, deadline: deadline) }
        guard let (result, strict) = try imported() else {
            let card: Card
            do { card = try Card(json: json).with(look: look).with(quality: quality, maxSide: maxSide) } catch { throw .card(error) }
            let (data, timing) = try card.renderMeasured(format: format, deadline: deadline)
            return RenderedCard(data: data, timing: timing, format: format)
        }
        if strict { try Self.refuseWarnings(result.warnings) }
        if answer == .cardJSON { return try Self.cardJSON(result) }
        if quote == .formatFromBody, let request = result.quote, request.isVideo { return try Self.videoSticker(result, look: look, deadline: deadline) }
        let framed = framing(result.quote)
        let (rendered, used) = try result.using(adjust: { (card: Card) throws(CardError) -> Card in
            try card.with(look: look).with(quality: quality, maxSide: framed.maxSide)
        }, { (card: Card) throws(RenderError) in try card.renderMeasured(format: framed.format, deadline: deadline) })
        if strict { try Self.refuseWarnings(used.warnings) }
        return RenderedCard(data: rendered.data, timing: rendered.timing, warnings: used.warnings.lines, format: framed.format,
                            quoteKind: result.quote?.kind)
    }

    /// The output's format and longest side: as asked, or as a quote-api request frames itself (a sticker:
    /// WebP unless it asks for PNG, 512 px).
    private func framing(_ request: QuoteRequest?) -> (format: OutputFormat, maxSide: Int?) {
        guard let quote, let request else { return (format, maxSide) }
        let format: OutputFormat = switch quote {
        case .fixed(let format): format
        case .formatFromBody: request.isWebP ? .webp : .png
        }
        return (format, request.kind == .quote ? QuoteRequest.stickerSide : maxSide)
    }

    /// The import the query asks for (and whether it is strict); nil for card JSON.
    private func imported() throws(RenderError) -> (CardImporter.Result, strict: Bool)? {
        guard let query else { return nil }
        do {
            return (try CardImporter(query.format, options: query.options).importCard(json), query.strict)
        } catch {
            throw .card(CardError(path: error.path, message: error.message))
        }
    }

    /// quote-api's `"format": "webm"`: the quote as a Telegram video sticker.
    private static func videoSticker(_ result: CardImporter.Result, look: Look.Name?, deadline: RenderDeadline) throws(RenderError) -> RenderedCard {
        let card: Card
        do { card = try result.card().with(look: look) } catch { throw .card(error) }
        let sticker: VideoSticker.File
        do { sticker = try VideoSticker.file(card, deadline: deadline) } catch {
            switch error {
            case .render(let error): throw error
            case .encoder(let message): throw .canvas(.cairo(operation: "encoding the sticker", message: message))
            }
        }
        return RenderedCard(data: sticker.data, timing: RenderTiming(layout: 0, drawing: 0, encoding: 0), warnings: result.warnings.lines,
                            quoteKind: .quote, video: RenderedCard.Video(width: sticker.width, height: sticker.height))
    }

    /// The card (or the import's) animated as `parameters` ask.
    private func animated(_ parameters: [String: String], deadline: RenderDeadline) throws(RenderError) -> RenderedCard {
        let query: AnimateQuery
        do { query = try AnimateQuery(parameters) } catch { throw .card(error) }
        let card: Card
        if let (result, strict) = try imported() {
            if strict { try Self.refuseWarnings(result.warnings) }
            do { card = try result.card().with(look: look) } catch { throw .card(error) }
        } else {
            do { card = try Card(json: json).with(look: look) } catch { throw .card(error) }
        }
        return RenderedCard(data: try query.encode(card, deadline: deadline), timing: RenderTiming(layout: 0, drawing: 0, encoding: 0))
    }

    /// The import's card as the card format writes it, checked as `POST /v1/render` would check it.
    private static func cardJSON(_ result: CardImporter.Result) throws(RenderError) -> RenderedCard {
        let card: Card
        do { card = try result.card() } catch { throw .card(error) }
        return RenderedCard(data: Data(CardEncoder.encode(card.spec).text().utf8), timing: RenderTiming(layout: 0, drawing: 0, encoding: 0),
                            warnings: result.warnings.lines)
    }

    private static func refuseWarnings(_ warnings: ImportWarnings) throws(RenderError) {
        guard !warnings.isEmpty else { return }
        throw .card(CardError(path: "strict", message: "the import has warnings: " + warnings.lines.joined(separator: "; ")))
    }
}

/// A rendered card, its format, what its import could not carry (`ImportWarnings` lines; empty for card
/// JSON) and, for a quote-api request, the kind of picture it framed.
public struct RenderedCard: Sendable {
    public let data: Data
    package let timing: RenderTiming
    public let warnings: [String]
    public let format: OutputFormat
    public let quoteKind: QuoteRequest.Kind?
    /// Set when `data` is a WebM video sticker (quote-api's `"format": "webm"`), with its size; `format` then means nothing.
    public let video: Video?

    public struct Video: Sendable, Equatable {
        public let width: Int
        public let height: Int
    }

    package init(data: Data, timing: RenderTiming, warnings: [String] = [], format: OutputFormat = .png, quoteKind: QuoteRequest.Kind? = nil,
                video: Video? = nil) {
        (self.data, self.timing, self.warnings, self.format, self.quoteKind, self.video) = (data, timing, warnings, format, quoteKind, video)
    }
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
