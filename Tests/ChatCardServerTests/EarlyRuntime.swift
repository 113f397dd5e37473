import Foundation

/// A stand-in for a runtime that starts before a worker's `main` and owns a descriptor from then on, as
/// libdispatch's manager thread owns its epoll descriptor (or a profiler or memory agent loaded with
/// `LD_PRELOAD`): a library whose constructor opens an epoll descriptor and polls it every 100 ms on a
/// thread of its own. Closed under it, the thread's `epoll_wait` fails at once and it spins, exactly as
/// libdispatch's manager did when workers closed everything past standard error at their start.
enum EarlyRuntime {
    static let source = """
        #include <pthread.h>
        #include <sys/epoll.h>
        static int polled = -1;
        static void *poll_forever(void *unused) {
            struct epoll_event events[4];
            for (;;) epoll_wait(polled, events, 4, 100);
            return unused;
        }
        __attribute__((constructor)) static void start(void) {
            polled = epoll_create1(EPOLL_CLOEXEC);
            pthread_t thread;
            pthread_create(&thread, 0, poll_forever, 0);
            pthread_detach(thread);
        }
        """

    /// The library built with the system's C compiler into a fresh folder; its path, for `LD_PRELOAD`.
    static func build() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("early-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let code = folder.appendingPathComponent("early.c"), library = folder.appendingPathComponent("libearly.so")
        try source.write(to: code, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["cc", "-shared", "-fPIC", "-O1", "-o", library.path, code.path, "-lpthread"]
        try compiler.run()
        compiler.waitUntilExit()
        guard compiler.terminationStatus == 0 else { throw EarlyRuntimeError.compilerFailed(compiler.terminationStatus) }
        return library.path
    }
}

enum EarlyRuntimeError: Error { case compilerFailed(Int32) }
