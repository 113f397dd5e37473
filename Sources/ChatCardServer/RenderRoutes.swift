import ChatCard
import ChatCardImport
import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// The HTTP API: POST /v1/render, POST /v1/import, GET /v1/sample.png, GET /schema/card.json, GET /healthz, GET /metrics. Handlers throw
/// `ErrorResponse` for every refusal; Hummingbird writes it.
struct RenderRoutes: Sendable {
    let settings: ServerSettings
    let renderer: any CardRenderer
    let metrics: ServiceMetrics
    let sample: SampleCache

    func register(on router: Router<BasicRequestContext>) {
        router.post("v1/render") { request, _ in try await self.render(request) }
        QuoteRoutes(routes: self).register(on: router)
        ImportRoute(routes: self).register(on: router)
        AnimateRoute(routes: self).register(on: router)
        router.get("v1/sample.png") { _, _ in try await self.sampleResponse() }
        router.get("schema/card.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/schema+json", .cacheControl: "public, max-age=3600"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: Self.schema)))
        }
        router.get("healthz") { _, _ in self.health() }
        router.get("metrics") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                     body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.exposition(load: renderer.load, wedged: renderer.wedged.count,
                                                                                         workerCPU: renderer.processes?.cpu.seconds() ?? []))))
        }
    }

    /// The card format's JSON Schema, made once.
    static let schema = Array(CardSchema.text.utf8)

    func render(_ request: Request) async throws -> Response {
        // The render's deadline counts from the request's arrival: queue wait included.
        let deadline = RenderDeadline(after: settings.renderTimeout)
        let format = try RequestChecks.format(of: request)
        let output = try RequestChecks.output(of: request, format: format)
        let conversation = try RequestChecks.conversation(of: request)
        let look = try RequestChecks.look(of: request)
        // Text is a WhatsApp export: `auto` takes what the named formats take.
        let takesText = conversation.map { [.whatsapp, .auto].contains($0.format) } ?? false
        try RequestChecks.contentType(of: request, text: takesText)
        let body = try await BodyReader(limit: settings.bodyLimit, timeout: settings.bodyTimeout).read(request)
        let etag = Self.etag(body: body, format: format, quality: output.quality, maxSide: output.maxSide, look: look, conversation: conversation?.parameters ?? [:])
        if Self.matches(request.headers[.ifNoneMatch], etag: etag) {
            return Response(status: .notModified, headers: cacheHeaders(etag: etag))
        }
        // The service never reads files: `{"file": …}` sources are refused by the card format's default.
        // The card is parsed where it renders (a worker), never on the event loop.
        var job = RenderRequest(json: body, format: format, quality: output.quality, maxSide: output.maxSide)
        job.query = conversation
        job.look = look
        #if DEBUG
        job.fault = request.headers.first { $0.name.canonicalName == RenderFault.header.lowercased() }.flatMap { RenderFault(name: $0.value) }
        #endif
        let rendered = try await rendered(job, deadline: deadline)
        var headers = cacheHeaders(etag: etag)
        headers[Self.serverTiming] = Self.serverTimingValue(rendered.timing)
        if !rendered.warnings.isEmpty { headers[ImportWarningsHeader.name] = ImportWarningsHeader.value(rendered.warnings) }
        return Self.image(rendered.data, format: format, headers: headers)
    }

    /// Renders on the pool, mapping every way a render can end to a response.
    func rendered(_ job: RenderRequest, deadline: RenderDeadline) async throws -> RenderedCard {
        do {
            let rendered = try await renderer.render(job, deadline: deadline)
            metrics.render(rendered.timing)
            return rendered
        } catch let error as WorkerFailure {
            throw Self.failed(error)
        } catch let error as RenderPoolError {
            throw Self.overloaded(error)
        } catch let error as RenderError {
            switch error {
            case .timedOut(let timeout):
                throw ErrorResponse(.serviceUnavailable, .renderTimeout, message: "\(timeout); the card is too costly or the server is busy",
                                    headers: [.retryAfter: "1"])
            case .card(let error):
                // Limits found while laying out (too many pixels) are still the client's input.
                throw ErrorResponse(.badRequest, .badInput, path: error.path, message: error.message)
            case .canvas, .write:
                throw ErrorResponse(.internalServerError, .failed, message: "the render failed: \(error)")
            }
        }
    }

    func sampleResponse() async throws -> Response {
        let data = try await sample.png {
            try await rendered(RenderRequest(json: Data(SampleCard.json.utf8), format: .png),
                               deadline: RenderDeadline(after: settings.renderTimeout)).data
        }
        return Self.image(data, format: .png, headers: cacheHeaders(etag: Self.etag(body: Data(SampleCard.json.utf8), format: .png)))
    }

    /// 200 while every render thread can work; 503 naming the stuck ones once any is wedged, or why no
    /// worker process can start. Idle workers found spinning (and replaced) are counted, the latest named.
    func health() -> Response {
        let load = renderer.load
        let wedged = renderer.wedged
        let unavailable = renderer.unavailable
        let spinning = renderer.processes.map { processes in
            let found = processes.cpu.spinning
            return #","spinning":{"replaced":\#(found.count)\#(found.latest.map { #","latest":\#(Self.jsonString($0))"# } ?? "")}"#
        } ?? ""
        let libraries = ChatCardVersion.libraries.map { #","\#($0.key)":"\#($0.value)""# }.joined()
        let status = if let unavailable {
            #""status":"unavailable","reason":\#(Self.jsonString(unavailable))"#
        } else if wedged.isEmpty {
            #""status":"ok""#
        } else {
            #""status":"wedged","reason":"\#(wedged.map(\.description).joined(separator: "; "))""#
        }
        let body = #"{\#(status),"version":"\#(ChatCardVersion.current)"\#(libraries),"isolation":"\#(settings.isolation)","workers":\#(renderer.workers),"queued":\#(load.queued),"busy":\#(load.busy),"wedged":\#(wedged.count)\#(spinning)}"#
        return Response(status: wedged.isEmpty && unavailable == nil ? .ok : .serviceUnavailable, headers: [.contentType: "application/json"],
                        body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    // MARK: Pieces

    /// The render's stages in milliseconds, as browsers' developer tools and the playground read them.
    static let serverTiming = HTTPField.Name("Server-Timing")!

    static func serverTimingValue(_ t: RenderTiming) -> String {
        func ms(_ v: Double) -> String { String(format: "%.2f", v) }
        return "layout;dur=\(ms(t.layout)), draw;dur=\(ms(t.drawing)), encode;dur=\(ms(t.encoding))"
    }

    /// A strong ETag from the renderer's and its libraries' versions, the format, its options and the card bytes.
    static func etag(body: Data, format: OutputFormat, quality: Int? = nil, maxSide: Int? = nil, look: Look.Name? = nil,
                     conversation: [String: String] = [:]) -> String {
        var hash = SHA256()
        let imported = conversation.sorted { $0.key < $1.key }.map { " \($0.key)=\(RenderRoutes.jsonString($0.value))" }.joined()
        let options = "\(quality.map { " quality=\($0)" } ?? "")\(maxSide.map { " maxSide=\($0)" } ?? "")\(look.map { " look=\($0.rawValue)" } ?? "")\(imported)"
        hash.update(data: Data("\(ChatCardVersion.summary) \(format.rawValue)\(options)\n".utf8))
        hash.update(data: body)
        let hex = Array("0123456789abcdef".utf8)
        return "\"" + String(decoding: hash.finalize().prefix(16).flatMap { [hex[Int($0 >> 4)], hex[Int($0 & 15)]] }, as: UTF8.self) + "\""
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
        fields[.contentType] = format.mediaType
        return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A worker process that crashed is the server's fault (500); one killed past its deadline, a late render (503).
    static func failed(_ error: WorkerFailure) -> ErrorResponse {
        switch error {
        case .crashed, .failed, .spawn: ErrorResponse(.internalServerError, .renderCrashed, message: error.description)
        case .wedged: ErrorResponse(.serviceUnavailable, .renderTimeout, message: error.description, headers: [.retryAfter: "1"])
        }
    }

    static func overloaded(_ error: RenderPoolError) -> ErrorResponse {
        let (reason, message): (RefusalReason, String) = switch error {
        case .queueFull: (.queueFull, "the render queue is full; retry shortly")
        case .timedOut: (.queueTimeout, "the render waited too long in the queue; retry shortly")
        case .shuttingDown: (.shuttingDown, "the server is shutting down")
        }
        return ErrorResponse(.serviceUnavailable, reason, message: message, headers: [.retryAfter: "1"])
    }
}

/// The sample card's PNG, rendered once on a worker and kept.
final class SampleCache: Sendable {
    private let cached = Mutex<Data?>(nil)
    func png(render: () async throws -> Data) async throws -> Data {
        if let data = cached.withLock({ $0 }) { return data }
        let data = try await render()
        cached.withLock { $0 = data }
        return data
    }
}

import Synchronization
