import CServiceSystem
import ChatCard
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker process's side (`chatcard-server --render-worker`): request frames on standard input,
/// reply frames on standard output, one render at a time on one thread, until the service closes the
/// pipe. It parses the card again from the bytes the service checked.
public enum RenderWorker {
    public static func serve() -> Never {
        DeathSignal.killWhenParentDies()
        // Replies get a descriptor of their own; whatever a library prints to standard output goes to
        // standard error instead of into the protocol.
        let replies = dup(1)
        dup2(2, 1)
        _ = try? SampleCard.card.render()  // fonts opened and caches warm before the first request
        while true {
            guard let frame = try? FramedPipe.read(from: 0) else { exit(0) }  // the service is gone
            let reply: WorkerFrame.Reply
            do { reply = render(try WorkerFrame.decodeRequest(frame)) } catch { reply = .failed("an unreadable request frame") }
            guard (try? FramedPipe.write(WorkerFrame.encode(reply), to: replies)) != nil else { exit(0) }
            ResidentMemory.trimIfGrown()
        }
    }

    static func render(_ request: WorkerFrame.Request) -> WorkerFrame.Reply {
        #if DEBUG
        if let fault = request.fault { commit(fault) }
        #endif
        do {
            var job = RenderRequest(json: request.json, format: request.format, quality: request.quality, maxSide: request.maxSide)
            job.query = request.query
            job.quote = request.quote
            job.look = request.look
            job.answer = request.answer
            job.animation = request.animation
            return .rendered(try job.render(deadline: WorkerFrame.deadline(of: request)), resident: ResidentMemory.bytes())
        } catch {
            switch error {
            case .card(let error): return .refused(path: error.path, message: error.message)
            case .timedOut(let timeout): return .timedOut(timeout)
            case .canvas, .write: return .failed("\(error)")
            }
        }
    }

    #if DEBUG
    private static let spinning = Mutex(true)

    /// Test builds: a crash as a codec's would be (a signal), a hang as a library's would be (no
    /// deadline check ever comes), or a spin that outlasts the render.
    private static func commit(_ fault: RenderFault) {
        switch fault {
        case .crash: kill(getpid(), SIGSEGV)
        case .hang: while true { sleep(60) }
        case .spin: Thread.detachNewThread { while spinning.withLock({ $0 }) {} }
        }
    }
    #endif
}

/// Linux's parent-death signal: a worker stuck in a render dies with the service instead of running on
/// as an orphan (an idle one sees its pipe close and exits by itself).
enum DeathSignal {
    static func killWhenParentDies() { _ = chatcard_die_with_parent(SIGKILL) }
}
