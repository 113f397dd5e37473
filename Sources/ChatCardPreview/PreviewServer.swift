import Foundation
import Hummingbird
import Logging

/// `chatcard preview`'s page on loopback: `GET /` the page, `GET /preview.js` its script, `GET /card.png` the
/// latest good picture, `GET /state?after=N` the next render's outcome (held until there is one, at most
/// `StateRoute.wait`). Nothing is opened by itself; the URL is printed.
public struct PreviewServer: Sendable {
    public let state: PreviewState
    public let port: Int
    /// What the page's title says (the file's name).
    public let title: String

    public init(state: PreviewState, port: Int, title: String) { (self.state, self.port, self.title) = (state, port, title) }

    /// A long poll is answered after this long at most, changed or not.
    static let wait = Duration.seconds(25)

    public func application(onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let router = Router(context: BasicRequestContext.self)
        let page = PreviewPage.html(title: title), script = PreviewPage.script
        router.get("/") { _, _ in Self.response(page, type: "text/html; charset=utf-8") }
        router.get("preview.js") { _, _ in Self.response(script, type: "text/javascript; charset=utf-8") }
        router.get("card.png") { [state] _, _ in
            guard let picture = state.snapshot.picture else { throw HTTPError(.notFound, message: "no picture yet") }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: picture)))
        }
        router.get("state") { [state] request, _ in
            let after = request.uri.queryParameters.get("after").flatMap { Int($0) } ?? -1
            let snapshot = await state.next(after: after, timeout: Self.wait)
            return Self.response(try PreviewStateJSON(snapshot).text(), type: "application/json")
        }
        var logger = Logger(label: "chatcard-preview")
        logger.logLevel = .warning
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "chatcard-preview"),
                           onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) }, logger: logger)
    }

    static func response(_ text: String, type: String) -> Response {
        // The page runs only its own script and shows only its own pictures.
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store",
                                        .contentSecurityPolicy: "default-src 'self'; img-src 'self' blob:; style-src 'self' 'unsafe-inline'"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}

/// The state as the page reads it.
struct PreviewStateJSON: Encodable {
    let version: Int
    let hasPicture: Bool
    let problem: PreviewProblem?
    let milliseconds: Double

    init(_ s: PreviewSnapshot) { (version, hasPicture, problem, milliseconds) = (s.version, s.picture != nil, s.problem, s.renderMilliseconds) }

    func text() throws -> String { String(decoding: try JSONEncoder().encode(self), as: UTF8.self) }
}
