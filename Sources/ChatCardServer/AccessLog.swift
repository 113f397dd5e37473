import Hummingbird
import Logging

/// One structured line per request: method, path, status, bytes, milliseconds.
struct AccessLogMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        func log(_ status: HTTPResponse.Status, bytes: Int?) {
            let elapsed = ContinuousClock.now - start
            let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            logger.info("request", metadata: [
                "method": "\(request.method)", "path": "\(request.uri.path)", "status": "\(status.code)",
                "bytes": "\(bytes ?? 0)", "ms": "\((ms * 100).rounded() / 100)",
            ])
        }
        do {
            let response = try await next(request, context)
            log(response.status, bytes: response.body.contentLength)
            return response
        } catch let error as any HTTPResponseError {
            log(error.status, bytes: nil)
            throw error
        }
    }
}
