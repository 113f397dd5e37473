import Canvas
import ChatCard
import ArgumentParser
import Foundation
import GoldenImage
import TextLayout

/// The benchmarks of `chatcard-bench` (see BenchCommand): medians and p99 in milliseconds.

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // Linux reports KiB
}

// MARK: Cards

func fortyMessageCard() throws -> Card {
    let messages = (0..<40).map { i in
        #"{"from": "\#(i % 3 == 0 ? "them" : "me")", "time": "10:\#(10 + i)", "text": "Message \#(i + 1): a normal chat line 💬 that sometimes wraps onto a second line."}"#
    }
    return try Card(json: Data(#"{"messages": [\#(messages.joined(separator: ","))]}"#.utf8))
}

/// The same 40 messages, each with a reply, reactions, a status (mine) and two entities: the cost of the
/// rich message parts, compared with `fortyMessageCard` (layout + drawing should stay within 2×).
func richFortyMessageCard(without: Set<String> = []) throws -> Card {
    let messages = (0..<40).map { i in
        let from = i % 3 == 0 ? "them" : "me"
        var fields = [#""from": "\#(from)", "time": "10:\#(10 + i)""#]
        fields.append(from == "me" ? (without.contains("status") ? "" : #""status": "read""#) : #""author": "Maya""#)
        if !without.contains("reply") { fields.append(#""reply": {"author": "Omar", "text": "Message \#(i): the one this answers, long enough to be cut to one line"}"#) }
        if !without.contains("reactions") { fields.append(#""reactions": [{"emoji": "👍", "count": \#(i + 1)}, {"emoji": "🔥", "count": 1200, "mine": true}]"#) }
        fields.append(#""text": "Message \#(i + 1): a normal chat line 💬 that sometimes wraps onto a second line, @maya.""#)
        if !without.contains("entities") { fields.append(#""entities": [{"type": "bold", "offset": \#(i + 1 < 10 ? 13 : 14), "length": 11}, {"type": "mention", "offset": \#(i + 1 < 10 ? 74 : 75), "length": 5}]"#) }
        return "{" + fields.filter { !$0.isEmpty }.joined(separator: ", ") + "}"
    }
    return try Card(json: Data(#"{"messages": [\#(messages.joined(separator: ","))]}"#.utf8))
}

func benchCards(iterations: Int) throws {
    print("Cards, \(iterations) renders each, release build, scale 2 (ms: median / p99)")
    print("card         px          layout          drawing         PNG encode      total           bytes   cairo PNG")
    var layoutAndDrawing: [String: Double] = [:]
    let cards = [("sample", try SampleCard.card), ("40 messages", try fortyMessageCard()), ("40 rich", try richFortyMessageCard())]
    for (_, card) in cards { _ = try card.render() }  // warm the thread's font map
    // Interleaved rounds, so that a noisy neighbour slows every card alike (the rich/plain ratio is the aim).
    var timings = Array(repeating: [RenderTiming](), count: cards.count)
    var bytes = Array(repeating: 0, count: cards.count)
    for _ in 0..<iterations {
        for (i, (_, card)) in cards.enumerated() {
            let (data, timing) = try card.renderMeasured()
            timings[i].append(timing); bytes[i] = data.count
        }
    }
    for (i, (name, card)) in cards.enumerated() {
        let canvas = try card.drawnCanvas()
        let cairo = try (0..<max(10, iterations / 4)).map { _ in try milliseconds { _ = try canvas.cairoReferencePNGData() } }
        func cell(_ v: [Double]) -> String { String(format: "%6.2f / %6.2f", percentile(v, 0.5), percentile(v, 0.99)) }
        let totals = timings[i].map { $0.layout + $0.drawing + $0.encoding }
        layoutAndDrawing[name] = percentile(timings[i].map { $0.layout + $0.drawing }, 0.5)
        print(String(format: "%-12@ %-11@ %@ %@ %@ %@ %7d %6.2f", name as NSString,
                     "\(canvas.pixelWidth)×\(canvas.pixelHeight)" as NSString,
                     cell(timings[i].map(\.layout)) as NSString, cell(timings[i].map(\.drawing)) as NSString,
                     cell(timings[i].map(\.encoding)) as NSString, cell(totals) as NSString, bytes[i], percentile(cairo, 0.5)))
    }
    // Also round by round: a rich card and the plain one drawn a moment apart share the machine's mood,
    // so the median of their ratios moves less from run to run than the ratio of the two medians.
    let plain = cards.firstIndex { $0.0 == "40 messages" }!, rich = cards.firstIndex { $0.0 == "40 rich" }!
    let rounds = zip(timings[rich], timings[plain]).map { ($0.layout + $0.drawing) / ($1.layout + $1.drawing) }
    print(String(format: "rich parts: layout + drawing of 40 rich messages / 40 plain ones = %.2f× (round by round: median %.2f×, quartiles %.2f–%.2f×)",
                 layoutAndDrawing["40 rich"]! / layoutAndDrawing["40 messages"]!,
                 percentile(rounds, 0.5), percentile(rounds, 0.25), percentile(rounds, 0.75)))
    // Throughput: the sample card on 1 and 2 threads, each thread rendering its share.
    let card = try SampleCard.card
    var rates: [Int: Double] = [:]
    for threads in [1, 2] {
        let perThread = max(50, iterations)
        let group = DispatchGroup()
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<threads {
            group.enter()
            Thread {
                for _ in 0..<perThread { _ = try? card.render() }
                group.leave()
            }.start()
        }
        group.wait()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        rates[threads] = Double(threads * perThread) / seconds
        print(String(format: "sample card on %d thread%@: %.0f cards/s", threads, threads == 1 ? "" : "s", rates[threads]!))
    }
    print(String(format: "2-thread speed-up: %.2f×; peak memory %.1f MiB", rates[2]! / rates[1]!, peakMemoryMiB()))
}

// MARK: PNG encoder on card pixels

/// The basic example card (the C peers render the same file).
func basicCard() throws -> Card {
    let path = "Tests/ChatCardTests/Cards/basic.json"
    guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("run from the repository: \(path) not found") }
    return try Card(json: data)
}

/// The three cards whose pixels the PNG benchmark encodes.
func encoderCards() throws -> [(String, Canvas)] {
    [("sample", try SampleCard.card.drawnCanvas()), ("basic", try basicCard().drawnCanvas()),
     ("40 messages", try fortyMessageCard().drawnCanvas())]
}

func benchPNG(iterations: Int) throws {
    print("\nPNG encoding of card pixels, \(iterations) iterations each, encoders interleaved (ms: median / p99)")
    print("card         px          encoder                       median    p99      bytes   vs fast: time  size")
    for (name, canvas) in try encoderCards() {
        let encoders: [(String, () throws -> Data)] = [
            ("ChatCard fast (default)", { try canvas.pngData(compression: .fast) }),
            ("libdeflate level 2", { try canvas.pngData(compression: .small(level: 2)) }),
            ("libdeflate level 6", { try canvas.pngData(compression: .small(level: 6)) }),
            ("cairo_surface_write_to_png", { try canvas.cairoReferencePNGData() }),
        ]
        var samples = Array(repeating: [Double](), count: encoders.count)
        var bytes = Array(repeating: 0, count: encoders.count)
        // Interleaved rounds, so that a noisy neighbour slows every encoder alike.
        for _ in 0..<iterations {
            for (i, encoder) in encoders.enumerated() { samples[i].append(try milliseconds { bytes[i] = try encoder.1().count }) }
        }
        let fast = percentile(samples[0], 0.5)
        for (i, encoder) in encoders.enumerated() {
            let median = percentile(samples[i], 0.5)
            print(String(format: "%-12@ %-11@ %-29@ %7.3f %7.3f %9d   %6.2f× %6.3f×", name as NSString,
                         "\(canvas.pixelWidth)×\(canvas.pixelHeight)" as NSString, encoder.0 as NSString,
                         median, percentile(samples[i], 0.99), bytes[i], median / fast, Double(bytes[i]) / Double(bytes[0])))
        }
    }
}

/// The fast encoder alone on the three cards' pixels, for profiling (`perf record chatcard-bench encode`).
func benchEncode(iterations: Int) throws {
    for (name, canvas) in try encoderCards() {
        var bytes = 0
        let samples = try (0..<iterations).map { _ in try milliseconds { bytes = try canvas.pngData().count } }
        print(String(format: "%-12@ fast encoder: median %.3f ms, %d bytes", name as NSString, percentile(samples, 0.5), bytes))
    }
}

// MARK: Golden comparison

func benchCompare(iterations: Int) throws {
    let canvas = try Canvas(size: Size(width: 1200, height: 800), scale: 1, background: .white)
    let text = TextLayout(String(repeating: "Comparison benchmark text 🎉 ", count: 40), options: LayoutOptions(width: 1100, font: FontSpec(size: 28)))
    text.draw(on: canvas, at: Point(x: 40, y: 40))
    let a = try canvas.rgbaImage()
    var b = a
    for y in 300..<500 { for x in 100..<700 { b[x, y] = (200, 30, 30, 255) } }
    var mismatched = 0
    let samples = (0..<max(10, iterations / 10)).map { _ in
        milliseconds { if case .compared(let d) = PixelMatch.compare(a, b) { mismatched = d.mismatchedPixels } }
    }
    print(String(format: "\nPixelMatch.compare 1200×800: median %.2f ms, p99 %.2f ms (%d mismatched pixels)",
                 percentile(samples, 0.5), percentile(samples, 0.99), mismatched))
}

/// Layout and drawing only, for profiling (`perf record chatcard-bench draw`).
func benchDraw(iterations: Int, only prefix: String = "") throws {
    let card = try SampleCard.card
    let size = try card.size()
    let blank = try (0..<iterations).map { _ in try milliseconds { try Canvas(size: size, scale: 2, background: .white).finishBackground() } }
    let bare = try (0..<iterations).map { _ in try milliseconds { _ = try Canvas(size: size, scale: 2) } }
    print(String(format: "blank sample canvas with background: %.3f ms, without: %.3f ms", percentile(blank, 0.5), percentile(bare, 0.5)))
    var cards = [("sample", card), ("40 messages", try fortyMessageCard()), ("40 rich", try richFortyMessageCard())]
    for part in ["reply", "reactions", "status", "entities"] { cards.append(("40 rich without \(part)", try richFortyMessageCard(without: [part]))) }
    let exact = cards.contains { $0.0 == prefix }  // "40 rich" alone, not also its variants
    for (name, card) in cards where exact ? name == prefix : name.hasPrefix(prefix) {
        let samples = try (0..<iterations).map { _ in try milliseconds { _ = try card.drawnCanvas() } }
        let layoutOnly = (0..<iterations).map { _ in milliseconds { _ = try! card.size() } }
        print(String(format: "%-12@ layout + drawing: median %.3f ms (layout alone %.3f ms)", name as NSString,
                     percentile(samples, 0.5), percentile(layoutOnly, 0.5)))
    }
}
