import ChatCard
import ChatCardAnimation
import ChatCardSupport
import Foundation

/// `POST /v1/animate`'s query: `format` (mp4, webm or webp; mp4 by default), `fps`, `size` (WIDTHxHEIGHT), `hold`,
/// `speed`, `cps`, `quality`, `sticker` (1: a Telegram video sticker, WebM). Read and checked before the body is
/// read, and again by the worker from the same parameters; each refusal names its parameter.
struct AnimateQuery: Equatable {
    var format: AnimationFormat
    var options: AnimationOptions
    var sticker: Bool
    /// The parameters it was read from (among `names`): how it travels to a worker process.
    let parameters: [String: String]

    static let names: Set<String> = ["format", "fps", "size", "hold", "speed", "cps", "quality", "sticker"]

    init(_ given: [String: String]) throws(CardError) {
        let parameters = given.filter { Self.names.contains($0.key) }
        func number(_ name: String) throws(CardError) -> Double? {
            guard let text = parameters[name] else { return nil }
            guard let n = Double(text), n.isFinite else { throw CardError(path: name, message: "\(ShortQuote.quoted(text)) is not a number") }
            return n
        }
        func whole(_ name: String) throws(CardError) -> Int? {
            guard let n = try number(name) else { return nil }
            guard n == n.rounded(), abs(n) < 1e9 else { throw CardError(path: name, message: "must be a whole number") }
            return Int(n)
        }
        let name = parameters["format"] ?? AnimationFormat.mp4.rawValue
        guard let format = AnimationFormat(rawValue: name) else {
            throw CardError(path: "format", message: "unknown format \(ShortQuote.quoted(name)); valid: \(AnimationFormat.names)")
        }
        let sticker: Bool
        switch parameters["sticker"] {
        case nil, "0", "false": sticker = false
        case "1", "true": sticker = true
        case let other?: throw CardError(path: "sticker", message: "\(ShortQuote.quoted(other)) is not 1 or 0")
        }
        if sticker, format != .webm { throw CardError(path: "sticker", message: "a video sticker is WebM: add format=webm") }
        var o = AnimationOptions()
        o.fps = try whole("fps") ?? o.fps
        o.hold = try number("hold") ?? o.hold
        o.speed = try number("speed") ?? o.speed
        o.charactersPerSecond = try number("cps") ?? o.charactersPerSecond
        o.quality = try whole("quality")
        if let size = parameters["size"] {
            o.frameSize = try AnimationOptions.FrameSize(parsing: size)
        } else if !sticker {
            o.frameSize = format.defaultFrameSize
        }
        o.limits = .service
        try o.check()
        (self.format, options, self.sticker, self.parameters) = (format, o, sticker, parameters)
    }

    /// The animation of `card`, encoded; refused past `maxBytes`.
    func encode(_ card: Card, deadline: RenderDeadline) throws(RenderError) -> Data {
        let data: Data
        do throws(AnimationError) {
            if sticker {
                data = try VideoSticker.make(card, options: options, deadline: deadline)
            } else {
                let animation: CardAnimation
                do { animation = try CardAnimation(card: card, options: options) } catch { throw .render(error) }
                data = try animation.encoded(as: format, deadline: deadline)
            }
        } catch {
            switch error {
            case .render(let error): throw error
            case .encoder(let message): throw .canvas(.cairo(operation: "encoding the animation", message: message))
            }
        }
        guard data.count <= Self.maxBytes else {
            throw .card(CardError(path: "", message: "the animation is \(data.count >> 20) MB; at most \(Self.maxBytes >> 20) MB: a smaller size, fewer messages or a lower fps"))
        }
        return data
    }

    static let maxBytes = 50 << 20

    var mediaType: String { format.contentType }
}
