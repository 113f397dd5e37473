import ChatCard
import Foundation
import ServiceLifecycle

public enum RenderPoolError: Error, Equatable, Sendable {
    /// Every worker is busy and the queue is full: the client should retry later (503).
    case queueFull
    /// The deadline passed while the job waited for a worker (503).
    case timedOut
    /// The pool is shutting down, or the request was cancelled (503).
    case shuttingDown
}

/// What the routes render with: the pool in the service, anything that renders in tests. A service of
/// the application: it stops when the application shuts down, after the HTTP server has drained.
public protocol CardRenderer: Service {
    var workers: Int { get }
    var load: (queued: Int, busy: Int) { get }
    /// Workers stuck in a render past its deadline and the grace period (`RenderWatchdog`).
    var wedged: [WedgedWorker] { get }
    /// The worker processes, where renders run in them (their CPU time and spinning workers are reported).
    var processes: WorkerProcesses? { get }
    /// Why no render can run at all (no worker process can be started), if so.
    var unavailable: String? { get }
    /// Runs `body` on a render thread (in thread mode; tests use it to hold a worker).
    func run<T: Sendable>(deadline: RenderDeadline, _ body: @escaping @Sendable () throws -> T) async throws -> T
    /// Renders on a worker; the render itself stops at `deadline` (`RenderTimeout`).
    func render(_ request: RenderRequest, deadline: RenderDeadline) async throws -> RenderedCard
}
