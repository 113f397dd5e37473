import ChatCard
@testable import ChatCardServer
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A write to a pipe whose reader is gone fails with EPIPE instead of raising SIGPIPE, whatever the
/// process does with that signal: a render worker whose service went away mid-render ends by itself
/// (exit status 0), not by the signal, with SIGPIPE at its default action (python resets it before exec,
/// as a process that does not ignore it would run).
@Suite struct BrokenPipeTests {
    @Test func aWorkerWhoseServiceIsGoneEndsWithoutSIGPIPE() throws {
        #if os(Linux)
        let worker = Process()
        worker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        worker.arguments = ["python3", "-c", "import os, signal, sys; signal.signal(signal.SIGPIPE, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])",
                            WorkerProcessTests.executable, "--render-worker"]
        let requests = Pipe(), replies = Pipe()
        worker.standardInput = requests
        worker.standardOutput = replies
        worker.standardError = FileHandle.nullDevice
        try worker.run()
        // The reply's reader is gone before the worker answers.
        try replies.fileHandleForReading.close()
        let request = WorkerFrame.Request(format: .png, quality: nil, maxSide: nil, deadlineMilliseconds: nil, limitMilliseconds: nil,
                                          fault: nil, json: WorkerProcessTests.sample)
        try FramedPipe.write(WorkerFrame.encode(request), to: requests.fileHandleForWriting.fileDescriptor)
        let end = ContinuousClock.now + .seconds(60)
        while worker.isRunning && ContinuousClock.now < end { usleep(20_000) }
        #expect(!worker.isRunning, "the worker ended")
        if worker.isRunning { worker.terminate() }
        worker.waitUntilExit()
        #expect(worker.terminationReason == .exit && worker.terminationStatus == 0,
                "ended by \(worker.terminationReason == .exit ? "exit" : "signal") \(worker.terminationStatus)")
        #endif
    }
}
