import ChatCard
import ChatCardImport
import Foundation
import HTTPTypes
import Hummingbird
import ImageCodecs

/// LyoSU/quote-api's interface, so a quote bot switches by changing its base URL: `POST /generate` answers
/// `{"ok": true, "result": {"image": BASE64, "type", "width", "height", "ext"}}`, `POST /generate.png` and
/// `/generate.webp` the image itself with `quote-type`, `quote-width`, `quote-height` headers; errors in
/// its shape. A `quote` is a sticker: WebP (lossless) unless `format` is png, longer side 512 px; `"format": "webm"`
/// on `/generate` makes it a Telegram video sticker (the messages coming in, VP9 WebM with alpha).
struct QuoteRoutes: Sendable {
    let routes: RenderRoutes

    func register(on router: Router<BasicRequestContext>) {
        router.post("generate") { request, _ in try await self.generate(request, binary: nil) }
        router.post("generate.png") { request, _ in try await self.generate(request, binary: .png) }
        router.post("generate.webp") { request, _ in try await self.generate(request, binary: .webp) }
    }

    func generate(_ request: Request, binary: OutputFormat?) async throws -> Response {
        do {
            return try await answer(request, binary: binary)
        } catch var error as ErrorResponse {
            error.quoteAPIShape = true
            throw error
        }
    }

    private func answer(_ request: Request, binary: OutputFormat?) async throws -> Response {
        let deadline = RenderDeadline(after: routes.settings.renderTimeout)
        try RequestChecks.contentType(of: request)
        let body = try await BodyReader(limit: routes.settings.bodyLimit, timeout: routes.settings.bodyTimeout).read(request)
        // The body is read once, where it renders: its framing (`type`, `format`) with its messages.
        var job = RenderRequest(json: body, format: binary ?? .png)
        job.query = .quoteAPI
        job.quote = binary.map { .fixed($0) } ?? .formatFromBody
        let rendered = try await routes.rendered(job, deadline: deadline)
        let (format, kind) = (rendered.format, rendered.quoteKind ?? .plain)
        let size = rendered.video.map { ($0.width, $0.height) } ?? (try? ImageInfo(rendered.data)).map { ($0.width, $0.height) } ?? (0, 0)
        var headers: HTTPFields = [:]
        if !rendered.warnings.isEmpty { headers[ImportWarningsHeader.name] = ImportWarningsHeader.value(rendered.warnings) }
        guard binary == nil else {
            headers[HTTPField.Name("quote-type")!] = kind.rawValue
            headers[HTTPField.Name("quote-width")!] = String(size.0)
            headers[HTTPField.Name("quote-height")!] = String(size.1)
            return RenderRoutes.image(rendered.data, format: format, headers: headers)
        }
        var result: [String: Any] = ["image": rendered.data.base64EncodedString(), "type": kind.rawValue,
                                     "width": size.0, "height": size.1, "ext": rendered.video == nil ? format.rawValue : "webm"]
        // What the import could not carry, as the header says it, one line a kind (quote-api has no such field).
        if !rendered.warnings.isEmpty { result["warnings"] = rendered.warnings }
        let json = try JSONSerialization.data(withJSONObject: ["ok": true, "result": result], options: [.sortedKeys, .withoutEscapingSlashes])
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
    }
}
