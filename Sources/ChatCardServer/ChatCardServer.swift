import Foundation
import Hummingbird
import Logging

/// The render service as a Hummingbird application. `run()` serves until SIGTERM or SIGINT, then
/// finishes the requests in flight (and so the renders they wait for) before returning.
public struct ChatCardServer: Sendable {
    public let settings: ServerSettings
    public let pool: RenderPool
    let logger: Logger

    public init(settings: ServerSettings, pool: RenderPool? = nil, logger: Logger = Logger(label: "chatcard-server")) {
        self.settings = settings
        self.pool = pool ?? RenderPool(workers: settings.workers, queueLimit: settings.queueLimit)
        self.logger = logger
    }

    public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol {
        let router = Router(context: BasicRequestContext.self)
        router.middlewares.add(AccessLogMiddleware(logger: logger))
        RenderRoutes(settings: settings, pool: pool, sample: SampleCache()).register(on: router)
        return Application(
            router: router,
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "chatcard/\(ChatCardVersion.current)"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    public func run() async throws {
        logger.info("starting", metadata: [
            "address": "\(settings.host):\(settings.port)", "workers": "\(pool.workers)", "queue": "\(settings.queueLimit)",
            "bodyLimit": "\(settings.bodyLimit)", "version": "\(ChatCardVersion.current)",
        ])
        try await application().runService(gracefulShutdownSignals: [.sigterm, .sigint])
        pool.shutdown()
        logger.info("stopped")
    }
}
