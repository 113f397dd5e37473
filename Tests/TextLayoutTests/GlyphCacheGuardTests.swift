import Canvas
import Foundation
import Synchronization
import Testing
@testable import TextLayout

/// Cairo 1.16's glyph cache is kept frozen by a parked lookup and trimmed only when no render is inside
/// Cairo (GlyphCacheGuard): renders run while it stays parked, trims let it go and park it again, and
/// threads drawing many fonts and sizes inside `rendering` while others trim all finish.
@Suite struct GlyphCacheGuardTests {
    static func draw(_ text: String, size: Double) throws {
        var options = LayoutOptions(width: 200)
        options.font.size = size
        let layout = TextLayout(text, options: options)
        let canvas = try Canvas(size: Size(width: 220, height: layout.size.height + 8), scale: 1, background: .white)
        layout.draw(on: canvas, at: Point(x: 4, y: 4))
    }

    @Test func aTrimLetsTheLookupGoAndParksItAgain() throws {
        try GlyphCacheGuard.rendering(scale: 1) { try Self.draw("parked", size: 12) }
        #expect(GlyphCacheGuard.isParked)
        let before = GlyphCacheGuard.trims.load(ordering: .relaxed)
        GlyphCacheGuard.trim(forced: true)
        #expect(GlyphCacheGuard.trims.load(ordering: .relaxed) > before)
        #expect(GlyphCacheGuard.isParked, "parked again: the cache is frozen for the next renders")
    }

    /// Many scripts at many sizes fill Cairo's 512 glyph pages many times over (the load that once hung
    /// the suite), with trims forced between renders on other threads.
    @Test func threadsRenderingManyFontsWhileOthersTrimAllFinish() throws {
        let threads = 8, rounds = 150
        let finished = Atomic<Int>(0)
        let group = DispatchGroup()
        for t in 0..<threads {
            group.enter()
            Thread {
                defer { group.leave() }
                for r in 0..<rounds {
                    let text = FontFaceRaceTests.scripts[(t * 5 + r) % FontFaceRaceTests.scripts.count]
                    try? GlyphCacheGuard.rendering(scale: 1) { try Self.draw(text, size: Double(8 + (r * 7 + t) % 40)) }
                    if r % 10 == t { GlyphCacheGuard.trim(forced: true) }
                }
                finished.add(1, ordering: .relaxed)
            }.start()
        }
        #expect(group.wait(timeout: .now() + 120) == .success, "a thread is stuck: the glyph cache deadlocked")
        #expect(finished.load(ordering: .relaxed) == threads)
        #expect(GlyphCacheGuard.isParked)
    }
}
