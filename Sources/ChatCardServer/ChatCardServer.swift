import ChatCard
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle
import UnixSignals

/// The render service as a Hummingbird application. `run()` serves until SIGTERM or SIGINT, then
/// finishes the requests in flight within the drain timeout and returns.
public struct ChatCardServer: Sendable {
    public let settings: ServerSettings
    public let renderer: any CardRenderer
    public let metrics: ServiceMetrics
    let logger: Logger

    /// `renderer` defaults to a `RenderPool` sized by `settings`.
    public init(settings: ServerSettings, renderer: (any CardRenderer)? = nil, logger: Logger = Logger(label: "chatcard-server")) {
        let metrics = ServiceMetrics()
        let processes = settings.workerExecutable.map { executable in
            WorkerProcesses(.init(executable: executable, memoryLimit: settings.workerMemoryLimit, grace: settings.wedgeGrace,
                                  idleAfter: settings.workerIdleAfter, idleSlack: settings.workerIdleGrowth),
                            restarted: { [logger] cause in
                                metrics.workerRestart(cause)
                                logger.warning("render worker replaced", metadata: ["cause": "\(cause.rawValue)"])
                            })
        }
        self.settings = settings
        self.renderer = renderer ?? RenderPool(workers: settings.workers, queueLimit: settings.queueLimit, wedgeGrace: settings.wedgeGrace,
                                               processes: processes, afterJob: ResidentMemory.trimIfGrown)
        self.metrics = metrics
        self.logger = logger
    }

    public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol {
        let router = Router(context: BasicRequestContext.self)
        router.middlewares.add(AccessLogMiddleware(logger: logger, metrics: metrics))
        RenderRoutes(settings: settings, renderer: renderer, metrics: metrics, sample: SampleCache()).register(on: router)
        if settings.playground { PlaygroundRoutes().register(on: router) }
        var application = Application(
            router: router,
            server: .http1(configuration: .init(
                additionalChannelHandlers: [CloseAfterResponse()], idleTimeout: .nanoseconds(settings.idleTimeout.inNanoseconds))),
            configuration: .init(
                address: .hostname(settings.host, port: settings.port),
                serverName: "chatcard/\(ChatCardVersion.current)",
                availableConnectionsDelegate: MaximumAvailableConnections(settings.maxConnections)),
            // The pool stops after the server has drained (a service group stops its services in reverse).
            services: [renderer],
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        application.beforeServerStarts { [settings, renderer, logger] in
            try Self.prepareRenderThreads(settings: settings, renderer: renderer, logger: logger)
        }
        return application
    }

    /// Render threads share this process's fonts (pinned here, before the first request) and must not run
    /// side by side on a Cairo that deadlocks. Worker processes open their own fonts and render on one thread.
    static func prepareRenderThreads(settings: ServerSettings, renderer: any CardRenderer, logger: Logger) throws {
        guard settings.workerExecutable == nil else { return }
        try RenderThreadCheck.check(workers: renderer.workers)
        let fontsStart = ContinuousClock.now
        FontRegistry.prepareForConcurrentRendering()
        logger.info("fonts open", metadata: ["ms": "\(Int((ContinuousClock.now - fontsStart).inMilliseconds))"])
    }

    /// Serves until SIGTERM or SIGINT; requests in flight get `drainTimeout`, then are cancelled.
    public func run() async throws {
        FileDescriptorLimit.raise(toAtLeast: settings.maxConnections + 64)
        logger.info("starting", metadata: [
            "address": "\(settings.host):\(settings.port)", "workers": "\(renderer.workers)", "isolation": "\(settings.isolation)", "queue": "\(settings.queueLimit)",
            "bodyLimit": "\(settings.bodyLimit)", "maxConnections": "\(settings.maxConnections)", "version": "\(ChatCardVersion.summary)",
        ])
        try await serviceGroup(signals: [.sigterm, .sigint]).run()
        logger.info("stopped")
    }
}

extension ChatCardServer {
    /// The application in a service group that stops gracefully on `signals` (or when triggered) and
    /// cancels what is still in flight after `drainTimeout`.
    public func serviceGroup(signals: [UnixSignal], onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> ServiceGroup {
        var configuration = ServiceGroupConfiguration(
            services: [.init(service: application(onServerRunning: onServerRunning))], gracefulShutdownSignals: signals, logger: logger)
        configuration.maximumGracefulShutdownDuration = settings.drainTimeout
        return ServiceGroup(configuration: configuration)
    }
}

/// Open files: the service needs one per connection, and the usual soft limit (1,024) is below the
/// connection cap. Raised toward the hard limit at start.
enum FileDescriptorLimit {
    static func raise(toAtLeast wanted: Int) {
        #if canImport(Glibc)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(wanted) else { return }
        limit.rlim_cur = min(limit.rlim_max, rlim_t(wanted))
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        #endif
    }
}
