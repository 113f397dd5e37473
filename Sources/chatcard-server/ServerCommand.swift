import ArgumentParser
import ChatCardServer
import Foundation

/// `chatcard-server`: the HTTP render service. Every option also reads an environment variable.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatcard-server",
        abstract: "Serve POST /v1/render (card JSON → PNG/PDF/SVG), GET /v1/sample.png and GET /healthz.")

    @Option(help: "Address to bind (env CHATCARD_HOST). Loopback by default; use 0.0.0.0 to serve the network.")
    var host: String = env("CHATCARD_HOST") ?? "127.0.0.1"

    @Option(help: "Port (env CHATCARD_PORT).")
    var port: Int = env("CHATCARD_PORT").flatMap(Int.init) ?? 8080

    @Option(help: "Render threads (env CHATCARD_WORKERS; default one per core).")
    var workers: Int = env("CHATCARD_WORKERS").flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Renders that may wait for a worker before requests get 503 (env CHATCARD_QUEUE).")
    var queue: Int = env("CHATCARD_QUEUE").flatMap(Int.init) ?? 64

    @Option(name: .customLong("body-limit"), help: "Largest request body in bytes (env CHATCARD_BODY_LIMIT).")
    var bodyLimit: Int = env("CHATCARD_BODY_LIMIT").flatMap(Int.init) ?? 4 << 20

    @Option(help: "Seconds a render may wait in the queue (env CHATCARD_TIMEOUT).")
    var timeout: Double = env("CHATCARD_TIMEOUT").flatMap(Double.init) ?? 10

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535 (got \(port))") }
        guard (1...256).contains(workers) else { throw ValidationError("--workers must be 1 to 256 (got \(workers))") }
        guard (0...100_000).contains(queue) else { throw ValidationError("--queue must be 0 to 100000 (got \(queue))") }
        guard bodyLimit > 0 else { throw ValidationError("--body-limit must be positive (got \(bodyLimit))") }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be positive (got \(timeout))") }
    }

    func run() async throws {
        var settings = ServerSettings()
        settings.host = host
        settings.port = port
        settings.workers = workers
        settings.queueLimit = queue
        settings.bodyLimit = bodyLimit
        settings.requestTimeout = .milliseconds(Int(timeout * 1000))
        try await ChatCardServer(settings: settings).run()
    }
}

func env(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

