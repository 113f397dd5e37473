import ChatCard
import Foundation
import Metrics
import Prometheus
import Synchronization

/// What an operator needs to see an attack, in Prometheus text format at `GET /metrics`: requests by
/// route and status, render time by stage, queue depth, busy and wedged workers, refusals by reason,
/// resident memory, CPU time of the service and of each render thread's workers. Labels come from fixed lists
/// (route patterns, status codes, `RefusalReason`, render thread numbers), never from input.
public final class ServiceMetrics: Sendable {
    private let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let queued: Metrics.Gauge
    private let busy: Metrics.Gauge
    private let resident: Metrics.Gauge
    private let wedged: Metrics.Gauge
    private let ownCPU: Prometheus.Counter
    /// CPU seconds already counted: the service's, and each render thread's workers'.
    private let counted = Mutex(CountedCPU())
    private struct CountedCPU {
        var own = 0.0
        var workers: [Int: Double] = [:]
    }

    static let stageBuckets: [Duration] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000].map { .milliseconds($0) }

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets["chatcard_render_seconds"] = Self.stageBuckets
        self.factory = factory
        queued = Metrics.Gauge(label: "chatcard_queue_depth", factory: factory)
        busy = Metrics.Gauge(label: "chatcard_workers_busy", factory: factory)
        resident = Metrics.Gauge(label: "process_resident_memory_bytes", factory: factory)
        wedged = Metrics.Gauge(label: "chatcard_workers_wedged", factory: factory)
        ownCPU = registry.makeCounter(name: "process_cpu_seconds_total")
    }

    func request(route: String, status: Int) {
        Metrics.Counter(label: "chatcard_requests_total", dimensions: [("route", route), ("status", String(status))], factory: factory).increment()
    }

    func refusal(_ reason: RefusalReason) {
        Metrics.Counter(label: "chatcard_refusals_total", dimensions: [("reason", reason.rawValue)], factory: factory).increment()
    }

    func workerRestart(_ cause: WorkerProcesses.Restart) {
        Metrics.Counter(label: "chatcard_worker_restarts_total", dimensions: [("cause", cause.rawValue)], factory: factory).increment()
    }

    func render(_ timing: RenderTiming) {
        for (stage, ms) in [("layout", timing.layout), ("drawing", timing.drawing), ("encoding", timing.encoding)] {
            Metrics.Timer(label: "chatcard_render_seconds", dimensions: [("stage", stage)], factory: factory)
                .recordNanoseconds(Int64(ms * 1_000_000))
        }
    }

    /// The text exposition, with the gauges read now.
    func exposition(load: (queued: Int, busy: Int), wedged stuck: Int, workerCPU: [(worker: Int, seconds: Double)] = []) -> [UInt8] {
        countCPU(own: ProcessCPU.ownSeconds() ?? 0, workers: workerCPU)
        queued.record(load.queued)
        wedged.record(stuck)
        busy.record(load.busy)
        resident.record(ResidentMemory.bytes())
        return registry.emitToBuffer()
    }

    /// Counters only grow: each reading adds what it has beyond the last one counted.
    private func countCPU(own: Double, workers: [(worker: Int, seconds: Double)]) {
        let added = counted.withLock { counted in
            defer {
                counted.own = max(counted.own, own)
                for (worker, seconds) in workers { counted.workers[worker] = max(counted.workers[worker] ?? 0, seconds) }
            }
            return (max(0, own - counted.own), workers.map { ($0.worker, max(0, $0.seconds - (counted.workers[$0.worker] ?? 0))) })
        }
        ownCPU.increment(by: added.0)
        for (worker, seconds) in added.1 {
            registry.makeCounter(name: "chatcard_worker_cpu_seconds_total", labels: [("worker", String(worker))]).increment(by: seconds)
        }
    }
}
