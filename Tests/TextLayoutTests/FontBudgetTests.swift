import Canvas
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

    static func residentKiB() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(statm.split(separator: " ")[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
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

    @Test func memoryStaysFlatAcrossThousandsOfSizes() {
        let growth = Self.onNewThread { () -> Int in
            for i in 0..<300 { Self.layOut(size: 6 + Double(i) * 0.25) }  // warm: past the first rebuilds
            let before = Self.residentKiB()
            for i in 0..<1_500 { Self.layOut(size: 6 + Double(i % 721) * 0.125 + 0.01) }
            return Self.residentKiB() - before
        }
        // Unbounded, each new font stays (about 40 KB with its fallbacks): 1,500 layouts over 721 sizes
        // added 21 MB; within the budget, about 2 MB.
        #expect(growth < 8 * 1024, "resident memory grew by \(growth) KiB")
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
