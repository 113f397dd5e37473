import Canvas
import Foundation
import ImageCodecs
import Testing
import TextLayout

@Suite struct ConcurrencyTests {
    static let cases = [
        "Concurrency check: the quick brown fox 🦊 jumps",
        "中文排版与日本語の文章も、きれいに折り返します。",
        "العربية تُكتب من اليمين إلى اليسار",
        "Mixed עברית and English with 🇯🇵 flags",
    ]

    static func render(_ text: String) throws -> RGBAImage {
        let layout = TextLayout(text, options: LayoutOptions(width: 220))
        let canvas = try Canvas(size: Size(width: 240, height: layout.size.height + 20), scale: 2, background: .white)
        layout.draw(on: canvas, at: Point(x: 10, y: 10))
        return try canvas.rgbaImage()
    }

    @Test func threadsRenderTheSamePixelsAsSerial() throws {
        let serial = try Self.cases.map(Self.render)
        let threads = 6, rounds = 8
        let mismatches = Mutex(0)
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for t in 0..<threads {
            let thread = Thread {
                defer { group.leave() }
                for r in 0..<rounds {
                    let i = (t + r) % Self.cases.count
                    do {
                        if try Self.render(Self.cases[i]) != serial[i] { mismatches.withLock { $0 += 1 } }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
            }
            group.enter()
            thread.start()
        }
        group.wait()
        #expect(failures.withLock { $0 } == [])
        #expect(mismatches.withLock { $0 } == 0)
    }
}

import Synchronization
