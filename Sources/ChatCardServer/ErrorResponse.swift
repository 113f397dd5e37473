import Foundation
import Hummingbird

/// `{ "error": { "path": "messages[2].text", "message": "..." } }` with a status.
struct ErrorResponse: Error {
    let status: HTTPResponse.Status
    let path: String?
    let message: String
    var headers: HTTPFields = [:]

    func response() -> Response {
        var error: [String: String] = ["message": message]
        if let path, !path.isEmpty { error["path"] = path }
        let body = (try? JSONSerialization.data(withJSONObject: ["error": error], options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.contentLength] = String(body.count)
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
