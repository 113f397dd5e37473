import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time of each render thread's worker processes, counted across the processes that held its
/// place (`chatcard_worker_cpu_seconds_total{worker}`), and the idle workers found using CPU (`/healthz`).
/// Read by the routes while the pool threads replace their workers.
public final class WorkerCPUWatch: Sendable {
    private struct Place {
        var pid: pid_t?
        /// CPU seconds of the place's earlier, ended processes.
        var ended: Double = 0
    }
    private let places = Mutex<[Int: Place]>([:])
    private let spins = Mutex(SpinningWorkers())

    /// Idle workers found using CPU and replaced since the service started.
    public struct SpinningWorkers: Sendable, Equatable {
        public var count = 0
        /// The latest, said as `/healthz` says it.
        public var latest: String?
    }

    func started(place: Int, pid: pid_t) { places.withLock { $0[place, default: Place()].pid = pid } }

    /// A place's process ended having used `seconds` in all.
    func ended(place: Int, seconds: Double?) {
        places.withLock { places in
            places[place, default: Place()].pid = nil
            places[place, default: Place()].ended += seconds ?? 0
        }
    }

    /// CPU seconds per render thread, its running worker read now.
    public func seconds() -> [(worker: Int, seconds: Double)] {
        places.withLock { places in
            places.keys.sorted().map { key in
                let place = places[key]!
                return (key, place.ended + (place.pid.flatMap(ProcessCPU.seconds(of:)) ?? 0))
            }
        }
    }

    /// The running workers' process ids, in the order of their threads.
    public var pids: [pid_t] { places.withLock { places in places.keys.sorted().compactMap { places[$0]?.pid } } }

    func spun(_ description: String) {
        spins.withLock { spins in
            spins.count += 1
            spins.latest = description
        }
    }

    public var spinning: SpinningWorkers { spins.withLock { $0 } }
}

/// How much CPU a worker used while it waited for work: an idle worker uses none, so one that used
/// more than `WorkerProcesses.Settings.idleCPULimit` is stuck in a loop of its own and is replaced.
struct IdleCPUSample {
    let at: ContinuousClock.Instant
    let seconds: Double

    /// The share of one core used from `self` to `later`.
    func share(until later: IdleCPUSample) -> Double {
        let elapsed = (later.at - at).inSeconds
        return elapsed > 0 ? max(0, later.seconds - seconds) / elapsed : 0
    }
}
