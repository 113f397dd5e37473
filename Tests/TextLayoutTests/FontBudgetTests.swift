import Canvas
import CPango
import Foundation
import Synchronization
import Testing
@testable import TextLayout

/// A thread's fonts are bounded whatever sizes and families it is asked for.
@Suite(.serialized) struct FontBudgetTests {
    /// Runs `body` on a new thread (fresh per-thread caches) and waits for it.
    static func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { result.withLock { $0 = body() }; done.signal() }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }

    static func layOut(size: Double) {
        let layout = TextLayout("Sizes 😀 中文 \(size)", options: LayoutOptions(width: 300, font: FontSpec(size: size)))
        _ = layout.lines.count
        _ = layout.inkIntervals(onLine: 0, inBand: 0, 40, from: 0, to: 300)
    }

    @Test func distinctSizesRebuildTheFontMapInsteadOfGrowingIt() {
        let (generations, fonts, glyphs) = Self.onNewThread { () -> (Int, Int, Int) in
            for i in 0..<1_000 { Self.layOut(size: 6 + Double(i) * 0.09) }
            return (ThreadFontMap.current.generation, ThreadFontMap.current.distinctFonts, GlyphOutlineCache.current.count)
        }
        // 6 to 96 pt in 1/8 pt steps is 721 distinct fonts: the map is rebuilt each time it passes the budget.
        #expect(generations >= 721 / ThreadFontMap.fontBudget)
        #expect(fonts <= ThreadFontMap.fontBudget)
        #expect(glyphs <= GlyphOutlineCache.maxGlyphs)
    }

    @Test func sizesRoundToAnEighthOfAPoint() {
        #expect(FontSpec.quantized(17) == 17)
        #expect(FontSpec.quantized(17 * 0.82) == 14)
        #expect(FontSpec.quantized(6.0045) == 6)
        #expect(FontSpec.quantized(0.01) == FontSpec.sizeStep)
        #expect(TextLayout("x", options: LayoutOptions(font: FontSpec(size: 13.94))).options.font.size == 14)
    }

    /// Deterministic where resident memory is not (other suites allocate beside this one): a font map
    /// replaced for going over budget is freed with every font it held once its layouts are gone.
    @Test func aRebuiltFontMapIsFreed() {
        let freed = Self.onNewThread { () -> Bool in
            Self.layOut(size: 17)
            let old = ThreadFontMap.current.fontMap
            let watch = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { watch.deallocate() }
            watch.pointee = UnsafeMutableRawPointer(old)
            g_object_add_weak_pointer(UnsafeMutablePointer(OpaquePointer(old)), watch)
            for i in 0..<(ThreadFontMap.fontBudget + 8) { Self.layOut(size: 6 + Double(i) * 0.5) }
            let replaced = ThreadFontMap.current.fontMap != old
            return replaced && watch.pointee == nil
        }
        #expect(freed, "the old font map is released once the budget is passed")
    }

    @Test func familiesResolveAgainstTheInstalledOnes() {
        #expect(FontFamilies.resolve("inter") == "Inter")
        #expect(FontFamilies.resolve("Inter, SANS-SERIF") == "Inter,sans-serif")
        #expect(FontFamilies.resolve("Comic Sans") == nil)
        #expect(FontFamilies.resolve("a,b,c,d,e") == nil)
        #expect(FontFamilies.resolve("") == nil)
        #expect(FontFamilies.installed.contains("Inter"))
    }
}
