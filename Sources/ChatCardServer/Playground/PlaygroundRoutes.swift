import ChatCard
import Foundation
import HTTPTypes
import Hummingbird

/// The playground (`chatcard-server --playground`): `GET /` its page, `GET /playground/NAME` its scripts, style
/// and examples. The page renders through the public routes (`POST /v1/render`, `POST /v1/import`,
/// `GET /schema/card.json`), so it can do nothing any client cannot. Every file is in the binary
/// (`Playground/Assets`, embedded at build time): no CDN, nothing read from disk.
struct PlaygroundRoutes: Sendable {
    struct Asset: Sendable {
        let bytes: [UInt8]
        let type: String
    }

    static let assets: [String: Asset] = [
        "playground.html": Asset(bytes: PackageResources.playground_html, type: "text/html; charset=utf-8"),
        "playground.css": Asset(bytes: PackageResources.playground_css, type: "text/css; charset=utf-8"),
        "json-text.js": Asset(bytes: PackageResources.json_text_js, type: "text/javascript; charset=utf-8"),
        "schema-hints.js": Asset(bytes: PackageResources.schema_hints_js, type: "text/javascript; charset=utf-8"),
        "editor.js": Asset(bytes: PackageResources.editor_js, type: "text/javascript; charset=utf-8"),
        "playground.js": Asset(bytes: PackageResources.playground_js, type: "text/javascript; charset=utf-8"),
        "share.js": Asset(bytes: PackageResources.share_js, type: "text/javascript; charset=utf-8"),
        "examples.json": Asset(bytes: Array(PlaygroundExamples.json.utf8), type: "application/json; charset=utf-8"),
    ]

    /// The page runs its own scripts only, talks to this server only and shows only pictures it made.
    static let securityHeaders: HTTPFields = [
        .contentSecurityPolicy: "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "no-referrer",
    ]

    func register(on router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in try Self.response("playground.html") }
        router.get("playground/:name") { _, context in try Self.response(context.parameters.get("name") ?? "") }
        // Browsers ask for an icon: there is none, and saying so is not an error.
        router.get("favicon.ico") { _, _ in Response(status: .noContent) }
    }

    static func response(_ name: String) throws -> Response {
        guard let asset = assets[name] else {
            throw ErrorResponse(.notFound, .badInput, path: "name", message: "the playground has no file \(RenderRoutes.jsonString(String(name.prefix(64))))")
        }
        var headers = securityHeaders
        headers[.contentType] = asset.type
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
    }
}
