import Canvas
import Foundation
import Synchronization
import Testing
import TextLayout

/// All threads' scaled fonts share Cairo's one cache of 512 glyph pages; before Cairo 1.17.2, evicting
/// from a full cache could deadlock every thread that draws text (docs/ARCHITECTURE.md, Threads). Many
/// threads drawing random letters of 26 scripts at random sizes and scales fill that cache many times
/// over. A deadlock fails the test after `patience` instead of hanging the run.
@Suite struct GlyphCacheStressTests {
    /// Letters of each script, as ranges of scalars (gaps in a range draw as fallback boxes: still glyphs).
    static let scripts: [ClosedRange<UInt32>] = [
        0x41...0x7A, 0xC0...0xFF, 0x391...0x3C9, 0x410...0x44F, 0x531...0x556, 0x5D0...0x5EA, 0x627...0x64A,
        0x915...0x939, 0x995...0x9B9, 0xA15...0xA39, 0xA95...0xAB9, 0xB95...0xBB9, 0xC15...0xC39, 0xC95...0xCB9,
        0xD15...0xD39, 0xD9A...0xDC6, 0xE01...0xE2E, 0xE81...0xEAE, 0x1000...0x102A, 0x10D0...0x10F0,
        0x1200...0x1248, 0x1780...0x17A2, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FA5, 0xAC00...0xD7A3,
        0x1F600...0x1F64F,
    ]
    static let threads = 8
    static let roundsPerThread = 300
    static let patience: DispatchTimeInterval = .seconds(180)

    /// Four words of six letters, each word from one of two scripts.
    static func text(using random: inout some RandomNumberGenerator) -> String {
        let pair = (0..<2).map { _ in scripts.randomElement(using: &random)! }
        return (0..<4).map { _ in
            let letters = pair.randomElement(using: &random)!
            return String(String.UnicodeScalarView((0..<6).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: letters, using: &random))
            }))
        }.joined(separator: " ")
    }

    static func drawOnce(using random: inout some RandomNumberGenerator) throws {
        var options = LayoutOptions(width: 240)
        options.font.size = Double(Int.random(in: 48...768, using: &random)) / 8  // 6–96 pt in 1/8 pt steps
        let layout = TextLayout(text(using: &random), options: options)
        let scale = Double(Int.random(in: 4...12, using: &random)) / 4                // 1–3 in quarter steps
        let canvas = try Canvas(size: Size(width: 248, height: layout.size.height + 8), scale: scale, background: .white)
        layout.draw(on: canvas, at: Point(x: 4, y: 4))
    }

    @Test func manyThreadsFillingTheGlyphCacheNeverWedge() throws {
        let failures = Mutex<[String]>([])
        let drawn = Atomic<Int>(0)
        let group = DispatchGroup()
        for _ in 0..<Self.threads {
            group.enter()
            Thread {
                defer { group.leave() }
                var random = SystemRandomNumberGenerator()
                for _ in 0..<Self.roundsPerThread {
                    do { try Self.drawOnce(using: &random) } catch { failures.withLock { $0.append("\(error)") } }
                    drawn.add(1, ordering: .relaxed)
                }
            }.start()
        }
        let finished = group.wait(timeout: .now() + Self.patience) == .success
        #expect(finished, """
            \(drawn.load(ordering: .relaxed)) of \(Self.threads * Self.roundsPerThread) texts drawn, then the threads \
            stopped: Cairo \(CairoVersion.running)'s glyph cache deadlocked them
            """)
        #expect(failures.withLock { $0 } == [])
    }

    @Test func theLoadedCairoHasTheGlyphCacheFix() {
        #expect(CairoVersion.isSafeOnManyThreads, "Cairo \(CairoVersion.running) is loaded; scripts/setup.sh builds a fixed one")
        // The headers compiled against and the library loaded are one release series.
        #expect((CairoVersion.compiled.major, CairoVersion.compiled.minor) == (CairoVersion.running.major, CairoVersion.running.minor))
    }
}
