import ChatCard
import ChatCardImport
import ChatCardSupport
import Foundation
import Hummingbird

/// What a render request must say before its body is read. Each refusal closes the connection: the
/// body it did not read is not drained.
enum RequestChecks {
    /// `?format=` wins; then the Accept header; PNG by default.
    static func format(of request: Request) throws -> OutputFormat {
        if let query = request.uri.queryParameters.get("format") {
            guard let format = OutputFormat(rawValue: query) else {
                throw ErrorResponse(.badRequest, .badInput, path: "format",
                                    message: "unknown value \(ShortQuote.quoted(query)); valid: \(OutputFormat.names)", closesConnection: true)
            }
            return format
        }
        guard let accept = request.headers[.accept], !accept.isEmpty else { return .png }
        let types = accept.split(separator: ",").map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased() }
        if let format = types.lazy.compactMap(OutputFormat.init(mediaType:)).first { return format }
        throw ErrorResponse(.notAcceptable, .notAcceptable, path: "Accept", message: "none of \(ShortQuote.quoted(accept)) can be "
                            + "produced; use \(OutputFormat.mediaTypes)", closesConnection: true)
    }

    /// The import's parameters (`?from=telegram-bot&last=30…`), read and checked before the body is read (the
    /// worker takes them as read); nil when the body is card JSON, unless a `defaultFormat` stands in for `from`.
    static func conversation(of request: Request, defaultFormat: ImportFormat? = nil) throws -> ImportQuery? {
        var parameters = try Self.parameters(of: request, named: ImportQuery.names)
        if parameters["from"] == nil, let defaultFormat { parameters["from"] = defaultFormat.rawValue }
        do { return try ImportQuery(parameters) } catch {
            throw ErrorResponse(.badRequest, .badInput, path: error.path, message: error.message, closesConnection: true)
        }
    }

    /// The query's parameters among `names`; one given twice is refused.
    static func parameters(of request: Request, named names: Set<String>) throws -> [String: String] {
        var parameters: [String: String] = [:]
        for (name, value) in request.uri.queryParameters where names.contains(String(name)) {
            guard parameters[String(name)] == nil else {
                throw ErrorResponse(.badRequest, .badInput, path: String(name), message: "is given twice", closesConnection: true)
            }
            parameters[String(name)] = String(value)
        }
        return parameters
    }

    /// `?quality=` (WebP, 0–100) and `?maxSide=` (PNG and WebP, pixels), checked before the body is read.
    static func output(of request: Request, format: OutputFormat) throws -> (quality: Int?, maxSide: Int?) {
        func integer(_ name: String) throws -> Int? {
            guard let text = request.uri.queryParameters.get(name) else { return nil }
            guard let n = Int(text) else {
                throw ErrorResponse(.badRequest, .badInput, path: name, message: "\(ShortQuote.quoted(text)) is not a whole number",
                                    closesConnection: true)
            }
            return n
        }
        let options = (quality: try integer("quality"), maxSide: try integer("maxSide"))
        do {
            try OutputOptions(quality: options.quality, maxSide: options.maxSide).check(for: format)
        } catch {
            throw ErrorResponse(.badRequest, .badInput, path: error.path, message: error.message, closesConnection: true)
        }
        return options
    }

    /// `?look=`: the look to draw the card in over the card's own; an unknown one lists the valid ones.
    static func look(of request: Request) throws -> Look.Name? {
        guard let text = request.uri.queryParameters.get("look") else { return nil }
        guard let look = Look.Name(rawValue: text) else {
            throw ErrorResponse(.badRequest, .badInput, path: "look", message: "unknown look \(ShortQuote.quoted(text)); valid: "
                                + Look.Name.allCases.map(\.rawValue).joined(separator: ", "), closesConnection: true)
        }
        return look
    }

    /// JSON, or also plain text for a WhatsApp export (`?from=whatsapp` or `auto`; as JSON it is a source
    /// sent with its media, the export a string).
    static func contentType(of request: Request, text: Bool = false) throws {
        let type = request.headers[.contentType]?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let expected = text ? ["text/plain", "application/json"] : ["application/json"]
        guard let type, expected.contains(type) else {
            throw ErrorResponse(.unsupportedMediaType, .unsupportedType, path: "Content-Type",
                                message: "expected \(expected.joined(separator: " or ")), got \(type.map(ShortQuote.quoted) ?? "nothing")", closesConnection: true)
        }
    }
}

/// Reads a request body within a size limit and a time limit. An oversized body is refused by its
/// Content-Length before any of it is read, and one without a length as soon as it passes the limit; a
/// body that has not arrived within `timeout` of the headers is a 408. All three close the connection.
struct BodyReader {
    let limit: Int
    let timeout: Duration

    func read(_ request: Request) async throws -> Data {
        let tooLarge = ErrorResponse(.contentTooLarge, .bodyTooLarge, message: "the body is over the limit of \(limit) bytes",
                                     closesConnection: true)
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit { throw tooLarge }
        let outcome: ByteBuffer?
        do {
            outcome = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
                group.addTask { [limit] in
                    var request = request
                    return try await request.collectBody(upTo: limit)
                }
                group.addTask { [timeout] in
                    try await Task.sleep(for: timeout)
                    return nil
                }
                let first = try await group.next()!
                group.cancelAll()
                return first
            }
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw tooLarge
        } catch {
            throw ErrorResponse(.badRequest, .unreadableBody, message: "the body could not be read", closesConnection: true)
        }
        guard let buffer = outcome else {
            throw ErrorResponse(.requestTimeout, .bodyTimeout, message: "the body did not arrive within \(timeout)", closesConnection: true)
        }
        return Data(buffer.readableBytesView)
    }
}
