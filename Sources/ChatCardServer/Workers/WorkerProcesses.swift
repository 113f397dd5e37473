import ChatCard
import ChatCardSupport
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders in worker processes, one per pool thread: a crash in a codec or a library ends one process
/// and one request (500), a render stuck in C past its deadline and the grace period is killed (503), and
/// a worker whose memory grew past its bound is replaced after its render, so whatever a library keeps
/// cannot accumulate in the service.
public final class WorkerProcesses: Sendable {
    public struct Settings: Sendable {
        /// The executable that serves `--render-worker` (chatcard-server itself).
        public var executable: String
        /// A worker whose resident memory passes this after a render is replaced.
        public var memoryLimit: Int
        /// How long past its deadline a render may run before its worker is killed.
        public var grace: Duration
        /// A worker idle this long whose memory grew `idleSlack` or more past what its first render left
        /// is replaced by a fresh one: what a burst of varied cards made it keep is given back.
        public var idleAfter: Duration
        public var idleSlack: Int
        /// How often an idle worker's CPU time is read, and the share of a core past which an idle worker
        /// counts as spinning (an idle worker uses none: it waits on its pipe) and is replaced.
        public var idleCheck: Duration
        public var idleCPULimit: Double

        public init(executable: String, memoryLimit: Int, grace: Duration, idleAfter: Duration = .seconds(30), idleSlack: Int = 32 << 20,
                    idleCheck: Duration = .seconds(5), idleCPULimit: Double = 0.5) {
            (self.executable, self.memoryLimit, self.grace) = (executable, memoryLimit, grace)
            (self.idleAfter, self.idleSlack) = (idleAfter, idleSlack)
            (self.idleCheck, self.idleCPULimit) = (idleCheck, idleCPULimit)
        }
    }

    /// Why a worker process was replaced: a label of `chatcard_worker_restarts_total`.
    public enum Restart: String, Sendable, CaseIterable { case crashed, wedged, memory, idle, spinning }

    let settings: Settings
    private let restarted: @Sendable (Restart) -> Void
    /// Why the last attempt to start a worker failed; nil once one starts.
    private let spawnFailure = Mutex<String?>(nil)
    /// CPU time per render thread, and the idle workers found spinning.
    public let cpu = WorkerCPUWatch()
    /// Each pool thread's worker; released (killed and reaped) when the thread ends.
    private static let slot = ThreadLocal { WorkerSlot() }

    public init(_ settings: Settings, restarted: @escaping @Sendable (Restart) -> Void = { _ in }) {
        self.settings = settings
        self.restarted = restarted
    }

    /// Starts this thread's worker ahead of its first render; `place` numbers the thread (its metrics' label).
    func prepare(place: Int) {
        Self.slot.value.place = place
        _ = try? worker()
    }

    /// Renders `request` in this thread's worker process.
    func render(_ request: RenderRequest, deadline: RenderDeadline) throws -> RenderedCard {
        let frame = WorkerFrame.encode(WorkerFrame.request(request, deadline: deadline))
        defer { Self.slot.value.becameIdle() }
        let reply = try exchange(frame, until: deadline.instant.map { $0 + settings.grace })
        switch try WorkerFrame.decodeReply(reply) {
        case .rendered(let rendered, let resident):
            let slot = Self.slot.value
            slot.firstResident = slot.firstResident ?? resident
            slot.lastResident = resident
            if resident > settings.memoryLimit { replace(because: .memory) }
            return rendered
        case .refused(let path, let message): throw RenderError.card(CardError(path: path, message: message))
        case .timedOut(let timeout): throw RenderError.timedOut(timeout)
        case .failed(let message): throw WorkerFailure.failed(message)
        }
    }

    /// One request and its reply. A worker found dead when the request is sent (it died idle, say by the
    /// kernel's OOM killer) is replaced and the request sent once more; one that dies or overruns while it
    /// renders costs this request.
    private func exchange(_ frame: Data, until: ContinuousClock.Instant?) throws -> Data {
        var process = try worker()
        do {
            try process.send(frame)
        } catch {
            replace(because: .crashed)
            process = try worker()
            do { try process.send(frame) } catch { throw crashed(process) }
        }
        do {
            return try process.receive(until: until)
        } catch .timedOut {
            replace(because: .wedged)
            throw WorkerFailure.wedged(settings.grace)
        } catch {
            throw crashed(process)
        }
    }

    /// The failure for a worker that died under a request, after replacing it.
    private func crashed(_ process: WorkerProcess) -> WorkerFailure {
        let how = process.stop()
        replace(because: .crashed)
        return .crashed(how.description)
    }

    /// Set while no worker process can be started (`/healthz` then answers 503 with it).
    public var unavailable: String? { spawnFailure.withLock { $0 } }

    private func worker() throws(WorkerFailure) -> WorkerProcess {
        let slot = Self.slot.value
        if let process = slot.process { return process }
        do {
            let process = try WorkerProcess(executable: settings.executable)
            spawnFailure.withLock { $0 = nil }
            cpu.started(place: slot.place, pid: process.pid)
            slot.process = process
            slot.becameIdle()
            return process
        } catch {
            spawnFailure.withLock { $0 = error.description }
            throw error
        }
    }

    /// Called by the pool thread each `idleCheck` it waits without a job: a worker that used CPU while
    /// idle is spinning and is replaced; one idle for `idleAfter` that grew gives its memory back.
    func idle() {
        let slot = Self.slot.value
        guard let process = slot.process else { return }
        // Where CPU time can be read (Linux's /proc).
        if let seconds = process.cpuSeconds {
            let now = IdleCPUSample(at: .now, seconds: seconds)
            defer { if slot.process === process { slot.idleSample = now } }
            if let earlier = slot.idleSample, earlier.share(until: now) > settings.idleCPULimit {
                let share = Int(earlier.share(until: now) * 100)
                cpu.spun("render worker \(slot.place) (pid \(process.pid)) used \(share)% of a core while idle; replaced")
                replace(because: .spinning)
                return
            }
        }
        guard ContinuousClock.now - slot.idleSince >= settings.idleAfter,
              let first = slot.firstResident, let last = slot.lastResident, last >= first + settings.idleSlack else { return }
        replace(because: .idle)
    }

    /// Ends this thread's worker (the pool's thread is ending): killed if it still runs, and reaped.
    func release() {
        let slot = Self.slot.value
        guard let process = slot.process else { return }
        process.stop()
        cpu.ended(place: slot.place, seconds: process.cpuSeconds)
        slot.process = nil
    }

    /// Ends this thread's worker and starts the next at once, so the next render finds it warm.
    private func replace(because cause: Restart) {
        release()
        let slot = Self.slot.value
        (slot.firstResident, slot.lastResident) = (nil, nil)
        restarted(cause)
        _ = try? worker()
    }
}

/// The worker process a pool thread drives.
final class WorkerSlot {
    /// The pool thread's number.
    var place = 0
    var process: WorkerProcess?
    /// Its resident memory after its first render and after its last one.
    var firstResident: Int?
    var lastResident: Int?
    /// Since when it has waited for work, and its CPU time when last read while it waited.
    var idleSince = ContinuousClock.now
    var idleSample: IdleCPUSample?

    /// After a render, or once started: the idle clock starts again. The CPU a render or a fresh
    /// worker's warm-up used is not idle CPU, so the first reading while idle starts a window, the next ends it.
    func becameIdle() {
        idleSince = .now
        idleSample = nil
    }
}
