import ChatCard
import ChatCardImport
import Foundation
import Hummingbird

/// `POST /v1/animate?format=mp4&fps=30&size=1080x1920…` (and the import parameters of `/v1/render`): the card (or
/// conversation) in the body as an animation, made by a worker like a render, within `animateTimeout`, bounded in
/// length (60 s, 3,600 frames) and in bytes (50 MB). `sticker=1&format=webm`: a Telegram video sticker.
struct AnimateRoute: Sendable {
    let routes: RenderRoutes

    func register(on router: Router<BasicRequestContext>) {
        router.post("v1/animate") { request, _ in try await self.animate(request) }
    }

    func animate(_ request: Request) async throws -> Response {
        let deadline = RenderDeadline(after: routes.settings.animateTimeout)
        let parameters = try RequestChecks.parameters(of: request, named: AnimateQuery.names)
        let animation: AnimateQuery
        do { animation = try AnimateQuery(parameters) } catch {
            throw ErrorResponse(.badRequest, .badInput, path: error.path, message: error.message, closesConnection: true)
        }
        let conversation = try RequestChecks.conversation(of: request)
        let look = try RequestChecks.look(of: request)
        try RequestChecks.contentType(of: request, text: conversation.map { [.whatsapp, .auto].contains($0.format) } ?? false)
        let body = try await BodyReader(limit: routes.settings.bodyLimit, timeout: routes.settings.bodyTimeout).read(request)
        var job = RenderRequest(json: body, format: .png)
        (job.query, job.look, job.animation) = (conversation, look, animation.parameters)
        let made = try await routes.rendered(job, deadline: deadline)
        return Response(status: .ok, headers: [.contentType: animation.mediaType, .cacheControl: "no-store"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: made.data)))
    }
}
