import ChatCard
import Foundation

/// Everything the service can be told, by flags or by environment variables (see `chatcard-server --help`).
/// The defaults are the ones documented in README; `chatcard-server` reads them from here.
public struct ServerSettings: Sendable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// Render threads.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Renders that may wait for a worker before requests get 503.
    public var queueLimit = 64
    /// Largest request body in bytes (the card format's own input limit).
    public var bodyLimit = CardLimits.maxInputBytes
    /// From a request's arrival to the end of its render (queue wait included); past it, 503.
    public var renderTimeout: Duration = .seconds(5)
    /// From a `POST /v1/animate` request's arrival to the end of its encoding; past it, 503.
    public var animateTimeout: Duration = .seconds(60)
    /// A render still running this long after its deadline marks its thread wedged (`/healthz` 503).
    public var wedgeGrace: Duration = .seconds(10)
    /// A connection must deliver a request's headers this soon after opening or after its last response,
    /// and may not go this long without sending anything.
    public var idleTimeout: Duration = .seconds(10)
    /// The whole body must arrive this soon after the headers; past it, 408.
    public var bodyTimeout: Duration = .seconds(20)
    /// Open connections; more wait in the listen backlog until one closes.
    public var maxConnections = 512
    /// After SIGTERM: how long requests in flight may take before they are cancelled.
    public var drainTimeout: Duration = .seconds(10)

    /// Set: each render thread drives a worker process running `EXECUTABLE --render-worker`, so a crash
    /// or a hang in C costs one request. Nil: the threads render in this process (a library's choice;
    /// `chatcard-server` sets it to itself unless `--isolation thread`).
    public var workerExecutable: String?
    /// A worker process whose resident memory passes this after a render is replaced.
    public var workerMemoryLimit = 192 << 20
    /// A worker process idle this long whose memory grew `workerIdleGrowth` or more since its first
    /// render is replaced, giving that memory back.
    public var workerIdleAfter: Duration = .seconds(30)
    public var workerIdleGrowth = 32 << 20

    /// Serve the playground (`GET /`, `/playground/…`): an editor page for people on a trusted network, off by
    /// default (DEPLOY.md says why).
    public var playground = false

    public init() {}

    /// "process" or "thread", for /healthz and the log.
    public var isolation: String { workerExecutable == nil ? "thread" : "process" }
}
