import ArgumentParser
import ChatCard
import ChatCardServer
import Foundation

/// `chatcard-server`: the HTTP render service. Every option also reads an environment variable; the
/// defaults are `ServerSettings`'.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chatcard-server",
        abstract: "Serve POST /v1/render (card JSON → PNG/WebP/PDF/SVG), POST /v1/animate, POST /v1/import, GET /v1/sample.png, GET /healthz, GET /metrics and, with --playground, GET /.",
        version: ChatCardVersion.summary)

    static let defaults = ServerSettings()

    @Option(help: "Address to bind (env CHATCARD_HOST). Loopback by default; use 0.0.0.0 to serve the network.")
    var host: String = env("CHATCARD_HOST") ?? defaults.host

    @Option(help: "Port (env CHATCARD_PORT).")
    var port: Int = env("CHATCARD_PORT").flatMap(Int.init) ?? defaults.port

    @Option(help: "Render threads (env CHATCARD_WORKERS; default one per core).")
    var workers: Int = env("CHATCARD_WORKERS").flatMap(Int.init) ?? defaults.workers

    @Option(help: "Renders that may wait for a worker before requests get 503 (env CHATCARD_QUEUE).")
    var queue: Int = env("CHATCARD_QUEUE").flatMap(Int.init) ?? defaults.queueLimit

    @Option(name: .customLong("body-limit"), help: "Largest request body in bytes (env CHATCARD_BODY_LIMIT).")
    var bodyLimit: Int = env("CHATCARD_BODY_LIMIT").flatMap(Int.init) ?? defaults.bodyLimit

    @Option(help: "Seconds from a request's arrival to the end of its render, queue wait included; later is 503 (env CHATCARD_TIMEOUT).")
    var timeout: Double = env("CHATCARD_TIMEOUT").flatMap(Double.init) ?? defaults.renderTimeout.inSeconds

    @Option(name: .customLong("animate-timeout"), help: "Seconds from a POST /v1/animate request's arrival to the end of its encoding; later is 503 (env CHATCARD_ANIMATE_TIMEOUT).")
    var animateTimeout: Double = env("CHATCARD_ANIMATE_TIMEOUT").flatMap(Double.init) ?? defaults.animateTimeout.inSeconds

    @Option(name: .customLong("wedge-grace"), help: "Seconds a render may run past its deadline before its thread counts as wedged and /healthz answers 503 (env CHATCARD_WEDGE_GRACE).")
    var wedgeGrace: Double = env("CHATCARD_WEDGE_GRACE").flatMap(Double.init) ?? defaults.wedgeGrace.inSeconds

    @Option(name: .customLong("idle-timeout"), help: "Seconds a connection may send nothing, headers included (env CHATCARD_IDLE_TIMEOUT).")
    var idleTimeout: Double = env("CHATCARD_IDLE_TIMEOUT").flatMap(Double.init) ?? defaults.idleTimeout.inSeconds

    @Option(name: .customLong("body-timeout"), help: "Seconds for a whole request body to arrive; later is 408 (env CHATCARD_BODY_TIMEOUT).")
    var bodyTimeout: Double = env("CHATCARD_BODY_TIMEOUT").flatMap(Double.init) ?? defaults.bodyTimeout.inSeconds

    @Option(name: .customLong("max-connections"), help: "Open connections at most (env CHATCARD_MAX_CONNECTIONS).")
    var maxConnections: Int = env("CHATCARD_MAX_CONNECTIONS").flatMap(Int.init) ?? defaults.maxConnections

    @Option(name: .customLong("drain-timeout"), help: "Seconds requests in flight get after SIGTERM (env CHATCARD_DRAIN_TIMEOUT).")
    var drainTimeout: Double = env("CHATCARD_DRAIN_TIMEOUT").flatMap(Double.init) ?? defaults.drainTimeout.inSeconds

    @Option(help: "Where renders run: process (one worker process per render thread: a crash or a hang costs one request) or thread (in this process) (env CHATCARD_ISOLATION).")
    var isolation: Isolation = env("CHATCARD_ISOLATION").flatMap(Isolation.init) ?? .process

    @Option(name: .customLong("worker-memory"), help: "Megabytes of resident memory past which a worker process is replaced after its render (env CHATCARD_WORKER_MEMORY).")
    var workerMemory: Int = env("CHATCARD_WORKER_MEMORY").flatMap(Int.init) ?? defaults.workerMemoryLimit >> 20

    @Option(name: .customLong("worker-idle"), help: "Seconds a worker process may wait for work before it is replaced, if it grew by --worker-idle-growth since its first render (env CHATCARD_WORKER_IDLE).")
    var workerIdle: Double = env("CHATCARD_WORKER_IDLE").flatMap(Double.init) ?? defaults.workerIdleAfter.inSeconds

    @Option(name: .customLong("worker-idle-growth"), help: "Megabytes an idle worker process must have grown since its first render to be replaced (env CHATCARD_WORKER_IDLE_GROWTH).")
    var workerIdleGrowth: Int = env("CHATCARD_WORKER_IDLE_GROWTH").flatMap(Int.init) ?? defaults.workerIdleGrowth >> 20

    @Flag(help: "Serve the playground at / (env CHATCARD_PLAYGROUND=1): an editor with the live picture. Off on public deployments (DEPLOY.md).")
    var playground = env("CHATCARD_PLAYGROUND") == "1"

    @Flag(name: .customLong("render-worker"), help: .hidden)
    var renderWorker = false

    enum Isolation: String, ExpressibleByArgument { case process, thread }

    func validate() throws {
        guard (32...65536).contains(workerMemory) else { throw ValidationError("--worker-memory must be 32 to 65536 MB (got \(workerMemory))") }
        guard (0...65536).contains(workerIdleGrowth) else { throw ValidationError("--worker-idle-growth must be 0 to 65536 MB (got \(workerIdleGrowth))") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535 (got \(port))") }
        guard (1...256).contains(workers) else { throw ValidationError("--workers must be 1 to 256 (got \(workers))") }
        guard (0...100_000).contains(queue) else { throw ValidationError("--queue must be 0 to 100000 (got \(queue))") }
        guard bodyLimit > 0 else { throw ValidationError("--body-limit must be positive (got \(bodyLimit))") }
        guard (1...1_000_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be 1 to 1000000 (got \(maxConnections))")
        }
        for (name, value) in [("--timeout", timeout), ("--animate-timeout", animateTimeout), ("--wedge-grace", wedgeGrace), ("--idle-timeout", idleTimeout), ("--body-timeout", bodyTimeout),
                              ("--drain-timeout", drainTimeout), ("--worker-idle", workerIdle)] {
            guard value > 0, value <= 3600, value.isFinite else { throw ValidationError("\(name) must be more than 0 and at most 3600 seconds (got \(value))") }
        }
    }

    func run() async throws {
        if renderWorker { RenderWorker.serve() }
        var settings = ServerSettings()
        if isolation == .process { settings.workerExecutable = try Self.ownExecutable() }
        settings.workerMemoryLimit = workerMemory << 20
        settings.workerIdleAfter = duration(workerIdle)
        settings.workerIdleGrowth = workerIdleGrowth << 20
        settings.host = host
        settings.port = port
        settings.workers = workers
        settings.queueLimit = queue
        settings.bodyLimit = bodyLimit
        settings.renderTimeout = duration(timeout)
        settings.animateTimeout = duration(animateTimeout)
        settings.wedgeGrace = duration(wedgeGrace)
        settings.idleTimeout = duration(idleTimeout)
        settings.bodyTimeout = duration(bodyTimeout)
        settings.maxConnections = maxConnections
        settings.drainTimeout = duration(drainTimeout)
        settings.playground = playground
        try await ChatCardServer(settings: settings).run()
    }

    /// This binary, which serves `--render-worker` too.
    static func ownExecutable() throws -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        guard let path = Bundle.main.executablePath else { throw ValidationError("cannot find this executable's path for the render workers; use --isolation thread") }
        return path
    }
}

func env(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
func duration(_ seconds: Double) -> Duration { .milliseconds(Int((seconds * 1000).rounded())) }
