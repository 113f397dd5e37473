import ChatCard
import ChatCardImport
import Foundation

/// The pipe protocol between the service and a render worker process: for each render, one request
/// frame in and one reply frame out, each a 4-byte little-endian length and then its bytes.
enum WorkerFrame {
    /// A reply longer than this is a broken worker, not a card (the largest PNG a card may make is far less).
    static let maxLength = 1 << 30

    struct Request: Equatable {
        var format: OutputFormat
        var quality: Int?
        var maxSide: Int?
        /// Milliseconds left until the render's deadline, and the whole time it was given (for the
        /// message); nil: none.
        var deadlineMilliseconds: Int?
        var limitMilliseconds: Int?
        var fault: RenderFault?
        var look: Look.Name?
        /// The import asked for; nil: `json` is card JSON. Its parameters cross the pipe.
        var query: ImportQuery?
        var quote: RenderRequest.QuoteOutput?
        var answer = RenderRequest.Answer.picture
        var animation: [String: String]?
        var json: Data
    }

    enum Reply {
        /// `resident`: the worker's resident memory after the render, for its memory bound.
        case rendered(RenderedCard, resident: Int)
        /// The card's input is at fault (`CardError`).
        case refused(path: String, message: String)
        case timedOut(RenderTimeout)
        case failed(String)
    }

    static func request(_ request: RenderRequest, deadline: RenderDeadline) -> Request {
        let milliseconds = { (d: Duration) in max(0, Int(d / .milliseconds(1))) }
        return Request(format: request.format, quality: request.quality, maxSide: request.maxSide,
                       deadlineMilliseconds: deadline.instant.map { milliseconds($0 - .now) }, limitMilliseconds: deadline.limit.map(milliseconds),
                       fault: request.fault, look: request.look, query: request.query, quote: request.quote, answer: request.answer, animation: request.animation, json: request.json)
    }

    /// The deadline on the worker's side: the same instant, the same limit in its message.
    static func deadline(of r: Request) -> RenderDeadline {
        guard let left = r.deadlineMilliseconds, let limit = r.limitMilliseconds else { return .none }
        return RenderDeadline(after: .milliseconds(limit), from: .now + .milliseconds(left) - .milliseconds(limit))
    }

    static func encode(_ r: Request) -> Data {
        var w = FrameWriter()
        w.string(r.format.rawValue)
        w.int(r.quality ?? -1)
        w.int(r.maxSide ?? -1)
        w.int(r.deadlineMilliseconds ?? -1)
        w.int(r.limitMilliseconds ?? -1)
        w.int(Int(r.fault?.rawValue ?? 0))
        w.string(r.look?.rawValue ?? "")
        w.strings((r.query?.parameters ?? [:]).sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
        switch r.quote {
        case nil: w.string("")
        case .formatFromBody: w.string(Self.formatFromBody)
        case .fixed(let format): w.string(format.rawValue)
        }
        w.string(r.answer.rawValue)
        // Absent and empty differ: an animation always has its format's default at least.
        w.int(r.animation == nil ? 0 : 1)
        w.strings((r.animation ?? [:]).sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
        w.bytes(r.json)
        return w.data
    }

    static func decodeRequest(_ data: Data) throws(FrameError) -> Request {
        var r = FrameReader(data)
        guard let format = OutputFormat(rawValue: try r.string()) else { throw FrameError() }
        func optional(_ v: Int) -> Int? { v < 0 ? nil : v }
        let (quality, maxSide, deadline, limit) = (optional(try r.int()), optional(try r.int()), optional(try r.int()), optional(try r.int()))
        let fault = RenderFault(rawValue: UInt8(clamping: try r.int()))
        let lookName = try r.string()
        let look = Look.Name(rawValue: lookName)
        guard lookName.isEmpty || look != nil else { throw FrameError() }
        let pairs = try r.strings()
        guard pairs.count % 2 == 0 else { throw FrameError() }
        let parameters = Dictionary(stride(from: 0, to: pairs.count, by: 2).map { (pairs[$0], pairs[$0 + 1]) }) { a, _ in a }
        // The service read these already: a frame whose parameters do not read is not the service's.
        let query: ImportQuery?
        do { query = try ImportQuery(parameters) } catch { throw FrameError() }
        guard (query == nil) == parameters.isEmpty else { throw FrameError() }
        let quoteText = try r.string()
        var quote: RenderRequest.QuoteOutput?
        switch quoteText {
        case "": quote = nil
        case Self.formatFromBody: quote = .formatFromBody
        default:
            guard let format = OutputFormat(rawValue: quoteText) else { throw FrameError() }
            quote = .fixed(format)
        }
        guard let answer = RenderRequest.Answer(rawValue: try r.string()) else { throw FrameError() }
        let animates = try r.int()
        let animationPairs = try r.strings()
        guard animationPairs.count % 2 == 0, animates == 0 || animates == 1 else { throw FrameError() }
        let animation = animates == 1 ? Dictionary(stride(from: 0, to: animationPairs.count, by: 2).map { (animationPairs[$0], animationPairs[$0 + 1]) }) { a, _ in a } : nil
        return Request(format: format, quality: quality, maxSide: maxSide, deadlineMilliseconds: deadline, limitMilliseconds: limit,
                       fault: fault, look: look, query: query, quote: quote, answer: answer, animation: animation, json: try r.bytes())
    }

    private static let formatFromBody = "body"

    static func encode(_ reply: Reply) -> Data {
        var w = FrameWriter()
        switch reply {
        case .rendered(let rendered, let resident):
            w.int(0)
            let t = rendered.timing
            for ms in [t.layout, t.drawing, t.encoding] { w.int(Int(ms * 1000)) }
            w.int(resident)
            w.strings(rendered.warnings)
            w.string(rendered.format.rawValue)
            w.string(rendered.quoteKind?.rawValue ?? "")
            w.int(rendered.video?.width ?? -1)
            w.int(rendered.video?.height ?? -1)
            w.bytes(rendered.data)
        case .refused(let path, let message):
            w.int(1); w.string(path); w.string(message)
        case .timedOut(let timeout):
            w.int(2); w.int(Int(timeout.limit / .milliseconds(1))); w.string(timeout.stage.rawValue)
        case .failed(let message):
            w.int(3); w.string(message)
        }
        return w.data
    }

    static func decodeReply(_ data: Data) throws(FrameError) -> Reply {
        var r = FrameReader(data)
        switch try r.int() {
        case 0:
            let (layout, drawing, encoding) = (try r.int(), try r.int(), try r.int())
            let timing = RenderTiming(layout: Double(layout) / 1000, drawing: Double(drawing) / 1000, encoding: Double(encoding) / 1000)
            let resident = try r.int()
            let warnings = try r.strings()
            guard let format = OutputFormat(rawValue: try r.string()) else { throw FrameError() }
            let kind = try r.string()
            let quoteKind = QuoteRequest.Kind(rawValue: kind)
            guard kind.isEmpty || quoteKind != nil else { throw FrameError() }
            let (videoWidth, videoHeight) = (try r.int(), try r.int())
            let video = videoWidth > 0 && videoHeight > 0 ? RenderedCard.Video(width: videoWidth, height: videoHeight) : nil
            return .rendered(RenderedCard(data: try r.bytes(), timing: timing, warnings: warnings, format: format, quoteKind: quoteKind, video: video),
                             resident: resident)
        case 1: return .refused(path: try r.string(), message: try r.string())
        case 2:
            let limit = Duration.milliseconds(try r.int())
            guard let stage = RenderTimeout.Stage(rawValue: try r.string()) else { throw FrameError() }
            return .timedOut(RenderTimeout(limit: limit, stage: stage))
        case 3: return .failed(try r.string())
        default: throw FrameError()
        }
    }
}

/// A frame that does not parse: the other side is not a worker speaking this protocol.
struct FrameError: Error {}

/// Fields as 8-byte little-endian integers and length-prefixed bytes.
struct FrameWriter {
    private(set) var data = Data()

    mutating func int(_ v: Int) { withUnsafeBytes(of: Int64(v).littleEndian) { data.append(contentsOf: $0) } }
    mutating func bytes(_ d: Data) { int(d.count); data.append(d) }
    mutating func string(_ s: String) { bytes(Data(s.utf8)) }
    mutating func strings(_ list: [String]) {
        int(list.count)
        for s in list { string(s) }
    }
}

struct FrameReader {
    private let data: Data
    private var at: Int

    init(_ data: Data) { self.data = data; at = data.startIndex }

    mutating func int() throws(FrameError) -> Int {
        guard data.endIndex - at >= 8 else { throw FrameError() }
        var v: Int64 = 0
        withUnsafeMutableBytes(of: &v) { $0.copyBytes(from: data[at..<at + 8]) }
        at += 8
        return Int(Int64(littleEndian: v))
    }

    mutating func bytes() throws(FrameError) -> Data {
        let count = try int()
        guard count >= 0, data.endIndex - at >= count else { throw FrameError() }
        defer { at += count }
        return data[at..<at + count]
    }

    mutating func string() throws(FrameError) -> String { String(decoding: try bytes(), as: UTF8.self) }

    mutating func strings() throws(FrameError) -> [String] {
        let count = try int()
        // Each string takes at least its 8-byte length: a count past that is a broken frame.
        guard count >= 0, count <= (data.endIndex - at) / 8 else { throw FrameError() }
        var list: [String] = []
        for _ in 0..<count { list.append(try string()) }
        return list
    }
}
