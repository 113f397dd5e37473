import Hummingbird
import Logging

/// One structured line and one metrics count per request: method, route, status, bytes, milliseconds;
/// refusals also by reason.
struct AccessLogMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let logger: Logger
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        func log(_ status: HTTPResponse.Status, bytes: Int?) {
            let ms = (ContinuousClock.now - start).inMilliseconds
            // The route pattern, not the path: a label must not grow with what clients send.
            let route = context.endpointPath ?? "NotFound"
            metrics.request(route: route, status: status.code)
            logger.info("request", metadata: [
                "method": "\(request.method)", "path": "\(route)", "status": "\(status.code)",
                "bytes": "\(bytes ?? 0)", "ms": "\((ms * 100).rounded() / 100)",
            ])
        }
        do {
            let response = try await next(request, context)
            log(response.status, bytes: response.body.contentLength)
            return response
        } catch let error as ErrorResponse {
            metrics.refusal(error.reason)
            log(error.status, bytes: nil)
            throw error
        } catch let error as any HTTPResponseError {
            log(error.status, bytes: nil)
            throw error
        } catch {
            metrics.refusal(.failed)
            logger.error("request failed", metadata: ["error": "\(error)"])
            throw ErrorResponse(.internalServerError, .failed, message: "the request could not be handled")
        }
    }
}
