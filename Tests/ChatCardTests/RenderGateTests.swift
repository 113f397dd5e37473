import Canvas
import Foundation
import Synchronization
import Testing
@testable import ChatCard

/// A library user on a Cairo older than 1.17.2: renders go through one process-wide gate,
/// so many threads never draw text at once; on a fixed Cairo they run side by side. The version is forced
/// old here (this build runs the fixed Cairo).
@Suite(.serialized) struct RenderGateTests {
    static let texts = ["The quick brown fox jumps over the lazy dog", "مرحبا بالعالم، هذه رسالة", "中文字体和日本語の文章",
                        "नमस्ते दुनिया", "Привет, как дела? 🎉👍🏽", "한국어를 배우고 있어요", "ok ❤ https://example.com/a/b?c=1"]
    static let threads = 6, cardsPerThread = 6
    /// Far longer than the whole run takes serialised (about 2 s in a debug build); reaching it is a hang.
    static let hangAfter = 120.0

    static func card(_ i: Int) throws -> Card {
        let text = texts[i % texts.count], size = [6, 11, 17, 28, 48, 96][i % 6]
        let json = #"{"width": 420, "font": {"size": \#(size)}, "messages": [{"from": "\#(i % 2 == 0 ? "me" : "them")", "text": "\#(text)", "time": "9:4\#(i % 10)"}]}"#
        return try Card(json: Data(json.utf8))
    }

    @Test func manyThreadsThroughTheGateFinishWithTheSameBytes() throws {
        RenderGate.force(serialising: true)
        defer { RenderGate.force(serialising: nil) }
        let expected = try (0..<Self.threads * Self.cardsPerThread).map { try Self.card($0).render() }
        let results = Mutex<[Int: Data]>([:])
        let done = DispatchSemaphore(value: 0)
        for t in 0..<Self.threads {
            Thread {
                for k in 0..<Self.cardsPerThread {
                    let i = t * Self.cardsPerThread + k
                    if let data = try? Self.card(i).render() { results.withLock { $0[i] = data } }
                }
                done.signal()
            }.start()
        }
        for _ in 0..<Self.threads {
            if done.wait(timeout: .now() + Self.hangAfter) == .timedOut { Issue.record("renders did not finish in \(Self.hangAfter) s"); return }
        }
        let got = results.withLock { $0 }
        for i in expected.indices { #expect(got[i] == expected[i], "card \(i) differs or failed") }
    }

    /// Both sides: with the gate on a render waits for whoever holds it; with it off it does not.
    @Test(arguments: [true, false]) func aRenderWaitsForTheGateOnlyWhenItSerialises(_ serialising: Bool) throws {
        RenderGate.force(serialising: serialising)
        defer { RenderGate.force(serialising: nil) }
        let card = try Self.card(0)
        _ = try card.render()  // fonts and caches warm
        let held = DispatchSemaphore(value: 0), released = Mutex<ContinuousClock.Instant?>(nil)
        let hold = Duration.milliseconds(400)
        Thread {
            RenderGate.run {
                held.signal()
                Thread.sleep(forTimeInterval: 0.4)
                released.withLock { $0 = .now }
            }
        }.start()
        held.wait()
        let start = ContinuousClock.now
        _ = try card.render()
        let finished = ContinuousClock.now
        if serialising {
            let release = try #require(released.withLock { $0 })
            #expect(finished >= release, "the render finished before the gate was released")
        } else {
            #expect(finished - start < hold, "the render waited for the gate: \(finished - start)")
        }
        Thread.sleep(forTimeInterval: 0.45)
    }

    @Test func theNoticeNamesTheCairoAndTheWayOut() {
        #expect(RenderGate.notice.contains("\(CairoVersion.running)") && RenderGate.notice.contains("scripts/setup.sh"))
        #expect(!RenderGate.serialises, "this build runs a fixed Cairo: renders run side by side")
    }
}
