import Canvas
import ChatCard
import Crypto
import Foundation
import Hummingbird
import Logging

/// The HTTP API: POST /v1/render, GET /v1/sample.png, GET /healthz.
struct RenderRoutes: Sendable {
    let settings: ServerSettings
    let pool: RenderPool
    let sample: SampleCache

    func register(on router: Router<BasicRequestContext>) {
        router.post("v1/render") { request, context in await self.render(request, context: context) }
        router.get("v1/sample.png") { _, _ in await self.sampleResponse() }
        router.get("healthz") { _, _ in self.health() }
    }

    func render(_ request: Request, context: BasicRequestContext) async -> Response {
        do {
            let format = try Self.format(of: request)
            try Self.checkContentType(request)
            let body = try await readBody(request)
            let etag = Self.etag(body: body, format: format)
            if Self.matches(request.headers[.ifNoneMatch], etag: etag) {
                return Response(status: .notModified, headers: cacheHeaders(etag: etag))
            }
            let card: Card
            do { card = try Card(json: body) } catch { throw ErrorResponse(status: .badRequest, path: error.path, message: error.message) }
            let data = try await pool.render(card, format: format, timeout: settings.requestTimeout)
            return Self.image(data, format: format, headers: cacheHeaders(etag: etag))
        } catch let error as ErrorResponse {
            return error.response()
        } catch let error as RenderPoolError {
            return Self.overloaded(error).response()
        } catch let error as CardError {
            // Limits found while rendering (too many pixels) are still the client's input.
            return ErrorResponse(status: .badRequest, path: error.path, message: error.message).response()
        } catch {
            context.logger.error("render failed", metadata: ["error": "\(error)"])
            return ErrorResponse(status: .internalServerError, path: nil, message: "the card could not be rendered").response()
        }
    }

    func sampleResponse() async -> Response {
        do {
            let data = try await sample.png(using: pool, timeout: settings.requestTimeout)
            return Self.image(data, format: .png, headers: cacheHeaders(etag: Self.etag(body: Data(SampleCard.json.utf8), format: .png)))
        } catch let error as RenderPoolError {
            return Self.overloaded(error).response()
        } catch {
            return ErrorResponse(status: .internalServerError, path: nil, message: "the sample could not be rendered").response()
        }
    }

    func health() -> Response {
        let load = pool.load
        let body = Data(#"{"status":"ok","version":"\#(ChatCardVersion.current)","workers":\#(pool.workers),"queued":\#(load.queued),"busy":\#(load.busy)}"#.utf8)
        return Response(status: .ok, headers: [.contentType: "application/json", .contentLength: String(body.count)],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    // MARK: Pieces

    /// `?format=` wins; then the Accept header; PNG by default.
    static func format(of request: Request) throws -> OutputFormat {
        if let query = request.uri.queryParameters.get("format") {
            guard let format = OutputFormat(rawValue: query) else {
                throw ErrorResponse(status: .badRequest, path: "format", message: "unknown value \(ShortQuote.quoted(query)); valid: png, pdf, svg")
            }
            return format
        }
        guard let accept = request.headers[.accept], !accept.isEmpty else { return .png }
        let types = accept.split(separator: ",").map { $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased() }
        for type in types {
            switch type {
            case "image/png", "image/*", "*/*": return .png
            case "application/pdf": return .pdf
            case "image/svg+xml": return .svg
            default: continue
            }
        }
        throw ErrorResponse(status: .notAcceptable, path: "Accept",
                            message: "none of \(ShortQuote.quoted(accept)) can be produced; use image/png, application/pdf or image/svg+xml")
    }

    static func checkContentType(_ request: Request) throws {
        let type = request.headers[.contentType]?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard type == "application/json" else {
            throw ErrorResponse(status: .unsupportedMediaType, path: "Content-Type",
                                message: "expected application/json, got \(type.map(ShortQuote.quoted) ?? "nothing")")
        }
    }

    /// Refuses an oversized body by its Content-Length before reading any of it, and stops reading a
    /// body without one as soon as it passes the limit.
    func readBody(_ request: Request) async throws -> Data {
        let tooLarge = ErrorResponse(status: .contentTooLarge, path: nil, message: "the body is over the limit of \(settings.bodyLimit) bytes")
        if let length = request.headers[.contentLength].flatMap(Int.init), length > settings.bodyLimit { throw tooLarge }
        var request = request
        do {
            let buffer = try await request.collectBody(upTo: settings.bodyLimit)
            return Data(buffer.readableBytesView)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw tooLarge
        } catch {
            throw ErrorResponse(status: .badRequest, path: nil, message: "the body could not be read")
        }
    }

    /// A strong ETag from the renderer version, the format and the card bytes.
    static func etag(body: Data, format: OutputFormat) -> String {
        var hash = SHA256()
        hash.update(data: Data("chatcard \(ChatCardVersion.current) \(format.rawValue)\n".utf8))
        hash.update(data: body)
        return "\"" + hash.finalize().prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
    }

    static func matches(_ ifNoneMatch: String?, etag: String) -> Bool {
        guard let ifNoneMatch else { return false }
        return ifNoneMatch.split(separator: ",").contains { tag in
            let t = tag.trimmingCharacters(in: .whitespaces)
            return t == "*" || t == etag || t == "W/" + etag
        }
    }

    func cacheHeaders(etag: String) -> HTTPFields {
        [.eTag: etag, .cacheControl: "public, max-age=86400"]
    }

    static func image(_ data: Data, format: OutputFormat, headers: HTTPFields) -> Response {
        var fields = headers
        fields[.contentType] = switch format {
        case .png: "image/png"
        case .pdf: "application/pdf"
        case .svg: "image/svg+xml"
        }
        fields[.contentLength] = String(data.count)
        return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func overloaded(_ error: RenderPoolError) -> ErrorResponse {
        let message = switch error {
        case .queueFull: "the render queue is full; retry shortly"
        case .timedOut: "the render waited too long in the queue; retry shortly"
        case .shuttingDown: "the server is shutting down"
        }
        return ErrorResponse(status: .serviceUnavailable, path: nil, message: message, headers: [.retryAfter: "1"])
    }
}

/// The sample card's PNG, rendered once on a worker and kept.
final class SampleCache: Sendable {
    private let cached = Mutex<Data?>(nil)
    func png(using pool: RenderPool, timeout: Duration) async throws -> Data {
        if let data = cached.withLock({ $0 }) { return data }
        let data = try await pool.render(SampleCard.card, format: .png, timeout: timeout)
        cached.withLock { $0 = data }
        return data
    }
}

import Synchronization
