import Foundation
import Hummingbird

/// Why a request was refused: a label of `chatcard_refusals_total`, bounded by this list.
enum RefusalReason: String, Sendable, CaseIterable {
    case badInput = "bad_input"
    case unsupportedType = "unsupported_type"
    case notAcceptable = "not_acceptable"
    case bodyTooLarge = "body_too_large"
    case bodyTimeout = "body_timeout"
    case unreadableBody = "unreadable_body"
    case queueFull = "queue_full"
    case queueTimeout = "queue_timeout"
    case renderTimeout = "render_timeout"
    case renderCrashed = "render_crashed"
    case shuttingDown = "shutting_down"
    case failed
}

/// `{ "error": { "path": "messages[2].text", "message": "..." } }` with a status, thrown by the routes
/// and written by Hummingbird. `closesConnection` for a request whose body the server will not read:
/// the connection then closes after the response (`CloseAfterResponse`) instead of draining the body.
struct ErrorResponse: HTTPResponseError {
    let status: HTTPResponse.Status
    let reason: RefusalReason
    let path: String?
    let message: String
    var headers: HTTPFields = [:]
    /// quote-api's routes answer in its shape: `{"ok": false, "error": {"code": 400, "message": "..."}}`.
    var quoteAPIShape = false

    init(_ status: HTTPResponse.Status, _ reason: RefusalReason, path: String? = nil, message: String,
         closesConnection: Bool = false, headers: HTTPFields = [:]) {
        (self.status, self.reason, self.path, self.message, self.headers) = (status, reason, path, message, headers)
        if closesConnection { self.headers[.connection] = "close" }
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var error: [String: Any] = ["message": message]
        if let path, !path.isEmpty { error["path"] = path }
        var object: [String: Any] = ["error": error]
        if quoteAPIShape {
            let located = path.map { $0.isEmpty ? message : "\($0): \(message)" } ?? message
            object = ["ok": false, "error": ["code": Int(status.code), "message": located]]
        }
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
