import ChatCard
import ChatCardImport
import Foundation
import Hummingbird

/// `POST /v1/import?from=FORMAT` (and the other import parameters of `/v1/render`): a conversation → its card
/// JSON, checked as a card, to edit before rendering (the playground's file drop, `chatcard import` on the
/// service). What the import could not carry rides in `X-ChatCard-Import-Warnings`, as on renders. `from`
/// defaults to `auto`.
struct ImportRoute: Sendable {
    let routes: RenderRoutes

    func register(on router: Router<BasicRequestContext>) {
        router.post("v1/import") { request, _ in try await self.importCard(request) }
    }

    func importCard(_ request: Request) async throws -> Response {
        let deadline = RenderDeadline(after: routes.settings.renderTimeout)
        let query = try RequestChecks.conversation(of: request, defaultFormat: .auto)
        try RequestChecks.contentType(of: request, text: [.whatsapp, .auto].contains(query?.format))
        let body = try await BodyReader(limit: routes.settings.bodyLimit, timeout: routes.settings.bodyTimeout).read(request)
        var job = RenderRequest(json: body, format: .png)
        job.query = query
        job.answer = .cardJSON
        let imported = try await routes.rendered(job, deadline: deadline)
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if !imported.warnings.isEmpty { headers[ImportWarningsHeader.name] = ImportWarningsHeader.value(imported.warnings) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: imported.data)))
    }
}
