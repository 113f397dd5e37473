import Canvas
import CCairo
import Foundation
import Synchronization

/// Keeps Cairo 1.16's glyph cache from deadlocking threads that render at the same time.
///
/// All threads' scaled fonts share one cache of 512 glyph pages. Once it is full, the thread whose lookup
/// ends the cache's last freeze evicts pages while holding the cache's mutex, and locks each victim's font
/// after judging it idle without its lock; a thread holding that font while it waits for the cache's
/// mutex then waits forever, and every thread after it (Cairo 1.17.2 fixed this; Debian bookworm ships
/// 1.16.0). So:
/// - the cache is kept frozen: one parked thread sits inside a glyph lookup of a font of its own (a
///   Cairo user font whose glyph callback waits), and no other lookup ever ends the last freeze, so
///   none evicts;
/// - renders hold `rendering` (a shared lock) while they lay out, draw and encode;
/// - the cache is trimmed only under the exclusive lock, when no render is inside Cairo: the parked
///   lookup is let go (its thaw evicts down to 512 pages, taking fonts nobody holds) and parks again.
/// Between trims the cache grows by what renders add; `trimBudget` bounds that in glyph pixels.
package enum GlyphCacheGuard {
    /// Glyph pixels (characters laid out × their font's pixel size squared) renders may add before the
    /// cache is trimmed: about 12 cards of 40 messages at scale 2, at most some 64 MB of glyph images.
    package static let trimBudget = 64 << 20
    /// Past this many times the budget, a render waits for the others to finish to trim.
    static let forcedTrimFactor = 4

    /// Initialised once, then used only through pthread calls.
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_rwlock_t> = {
        let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        var attributes = pthread_rwlockattr_t()
        pthread_rwlockattr_init(&attributes)
        #if os(Linux)
        // A waiting trim holds back new renders, so it is not starved by renders that overlap.
        pthread_rwlockattr_setkind_np(&attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
        #endif
        pthread_rwlock_init(lock, &attributes)
        pthread_rwlockattr_destroy(&attributes)
        return lock
    }()

    private static let pending = Atomic<Int>(0)
    private final class Depth { var value = 0; var pixels = 0.0; var scale = 1.0 }
    private static let depth = ThreadLocal(Depth.init)

    /// Runs `body`, a render that lays text out and draws it at `scale`, where no trim can run; trims
    /// afterwards when the budget is spent. Nested calls run inside the outer one.
    package static func rendering<T>(scale: Double, _ body: () throws -> T) rethrows -> T {
        let mine = depth.value
        if mine.value > 0 { return try body() }
        _ = ParkedLookup.shared
        pthread_rwlock_rdlock(lock)
        mine.value = 1
        mine.pixels = 0
        mine.scale = scale
        defer {
            mine.value = 0
            pthread_rwlock_unlock(lock)
            let added = Int(min(mine.pixels * scale * scale, Double(Int.max / 4)))
            if pending.add(added, ordering: .relaxed).newValue > trimBudget { trim() }
        }
        return try body()
    }

    /// Counts a layout's characters at its font size towards the budget (a glyph each at most).
    static func noteLayout(bytes: Int, fontSize: Double) {
        let mine = depth.value
        mine.pixels += Double(bytes) * fontSize * fontSize
    }

    /// Trims when no render is inside Cairo: at once if none is, else on a later render, unless the
    /// budget is spent several times over (then this thread waits for the others to finish).
    static func trim(forced: Bool = false) {
        let forced = forced || pending.load(ordering: .relaxed) > forcedTrimFactor * trimBudget
        if forced { pthread_rwlock_wrlock(lock) } else if pthread_rwlock_trywrlock(lock) != 0 { return }
        defer { pthread_rwlock_unlock(lock) }
        ParkedLookup.shared.cycle()
        pending.store(0, ordering: .relaxed)
        trims.add(1, ordering: .relaxed)
    }

    /// How many times the cache has been trimmed (for tests).
    package static let trims = Atomic<Int>(0)
    package static var isParked: Bool { ParkedLookup.shared.isParked }
}

/// A thread parked inside a glyph lookup of a Cairo user font, holding the glyph cache frozen.
private final class ParkedLookup: @unchecked Sendable {
    static let shared = ParkedLookup()
    /// Apart from `shared`: the callback runs while `shared` is still being made.
    private static let gate = Gate()

    private final class Gate: @unchecked Sendable {
        let parked = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        let state = Mutex(false)

        /// In the callback: the lookup is under way and the cache frozen; wait to be let go.
        func park() {
            state.withLock { $0 = true }
            parked.signal()
            released.wait()
            state.withLock { $0 = false }
        }
    }

    var isParked: Bool { Self.gate.state.withLock { $0 } }

    private init() {
        let gate = Self.gate
        let face = cairo_user_font_face_create()!
        cairo_user_font_face_set_render_glyph_func(face) { _, _, _, _ in
            ParkedLookup.gate.park()
            return CAIRO_STATUS_SUCCESS
        }
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        nonisolated(unsafe) let font = cairo_scaled_font_create(face, &identity, &identity, options)!  // the parked thread's alone
        cairo_font_options_destroy(options)
        cairo_font_face_destroy(face)
        let thread = Thread {
            // A new glyph each time, so each lookup misses and reaches the callback.
            var index: UInt = 0
            while true {
                index &+= 1
                var glyph = cairo_glyph_t(index: index, x: 0, y: 0)
                var extents = cairo_text_extents_t()
                cairo_scaled_font_glyph_extents(font, &glyph, 1, &extents)
            }
        }
        thread.name = "chatcard-glyph-cache"
        thread.start()
        gate.parked.wait()
    }

    /// Lets the lookup end (its thaw trims the cache) and waits until the next one has parked.
    func cycle() {
        Self.gate.released.signal()
        Self.gate.parked.wait()
    }
}
