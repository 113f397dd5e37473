import Canvas
import Decorations
import Foundation
import Testing
@testable import ChatCard

/// The message kinds laid out over many random cards: every part inside its bubble, its frame named by
/// its kind, no two lines of it over each other or over its badge, the time clear of them all.
@Suite struct AttachmentLayoutTests {
    static let words = ["Quarterly", "report", "שלום", "🎉", "notes", "日本語", "a", "Ана", "longerwordthanmostwordsare", "مرحبا"]

    static func phrase(_ rng: inout SplitMix64, _ most: Int) -> String {
        (0..<Int.random(in: 1...most, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
    }

    /// One message of a random kind (its JSON members) and the kind its frame has.
    static func kind(_ rng: inout SplitMix64) -> (json: String, kind: ElementFrame.Kind) {
        let d = Int.random(in: 0...10_000_000, using: &rng)
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: return (##""document": {"name": "\##(phrase(&rng, 8)).pdf", "size": \##(Int.random(in: 0...1 << 53, using: &rng))}"##, .document)
        case 1:
            let wave = (0..<Int.random(in: 0...100, using: &rng)).map { _ in String(Int.random(in: 0...31, using: &rng)) }.joined(separator: ",")
            return (##""voice": {"duration": \##(d), "waveform": [\##(wave)]}"##, .voice)
        case 2: return (##""audio": {"title": "\##(phrase(&rng, 6))", "performer": "\##(phrase(&rng, 4))", "duration": \##(d)}"##, .audio)
        case 3: return (##""call": {"direction": "\##(["outgoing", "incoming", "missed", "declined"].randomElement(using: &rng)!)", "duration": \##(d), "video": \##(Bool.random(using: &rng))}"##, .call)
        case 4: return (##""contact": {"name": "\##(phrase(&rng, 5))", "phone": "+1 555 \##(Int.random(in: 1000...9999, using: &rng))"}"##, .contact)
        case 5:
            let options = (0..<Int.random(in: 2...12, using: &rng)).map { _ in ##"{"text": "\##(phrase(&rng, 9).prefix(100))", "votes": \##(Int.random(in: 0...1_000_000_000, using: &rng))}"## }
            return (##""poll": {"question": "\##(phrase(&rng, 20))", "options": [\##(options.joined(separator: ","))], "quiz": true, "correct": 0}"##, .poll)
        case 6: return (##""location": {"latitude": 12.5, "longitude": -70.25, "title": "\##(phrase(&rng, 6))", "address": "\##(phrase(&rng, 12))"}"##, .location)
        case 7: return (##""preview": {"url": "https://example.com/\##(Int.random(in: 0...99, using: &rng))", "title": "\##(phrase(&rng, 8))", "description": "\##(phrase(&rng, 30))"}"##, .preview)
        default: return (##""video": {"duration": \##(d), "kind": "\##(["video", "gif"].randomElement(using: &rng)!)", "width": 640, "height": \##(Int.random(in: 100...2000, using: &rng))}"##, .video)
        }
    }

    @Test(arguments: 0..<40) func partsStayInTheirBubbleAndClearOfEachOther(seed: Int) throws {
        var rng = SplitMix64(UInt64(seed) + 900)
        let width = Int.random(in: 160...700, using: &rng), size = Double(Int.random(in: 96...224, using: &rng)) / 8
        let rtl = Bool.random(using: &rng)
        var kinds: [ElementFrame.Kind] = []
        let messages = (0..<4).map { _ in
            let (json, kind) = Self.kind(&rng)
            kinds.append(kind)
            var caption = Bool.random(using: &rng) ? ##", "text": "\##(Self.phrase(&rng, 12))""## : ""
            if Int.random(in: 0..<4, using: &rng) == 0 { caption += ##", "reactions": [{"emoji": "👍", "count": 3}]"## }
            if Int.random(in: 0..<4, using: &rng) == 0 { caption += ##", "reply": {"author": "Bo", "text": "\##(Self.phrase(&rng, 6))"}"## }
            return ##"{"from": "\##(Bool.random(using: &rng) ? "me" : "them")", "time": "12:34", \##(json)\##(caption)}"##
        }
        let card = ##"{"width": \##(width), "scale": 1, "font": {"size": \##(size)}, "direction": "\##(rtl ? "rtl" : "ltr")", "messages": [\##(messages.joined(separator: ","))]}"##
        let frames = try Card(json: Data(card.utf8)).frames()
        for (i, kind) in kinds.enumerated() {
            let all = frames.of(message: i)
            let context = "\(card.prefix(300)) message \(i)"
            let bubble = try #require(all.first { $0.kind == .bubble }, "\(context)")
            let part = try #require(all.first { $0.kind == kind }, "\(context)")
            let inside = bubble.rect.insetBy(dx: -0.01, dy: -0.01)
            #expect(inside.contains(part.rect), "\(kind.rawValue) \(part.rect) leaves \(bubble.rect): \(context)")
            let texts = all.filter { $0.kind == .text && part.rect.insetBy(dx: -0.01, dy: -0.01).contains($0.rect) }
            let marks = all.filter { [.photo, .avatar, .playButton, .pin].contains($0.kind) }
            for (a, b) in pairs(texts + marks) {
                #expect(!a.rect.insetBy(dx: 0.5, dy: 0.5).overlaps(b.rect), "\(a.kind.rawValue) \(a.text ?? "-") over \(b.kind.rawValue) \(b.text ?? "-"): \(context)")
            }
            // A row's badge leads: right of its lines in a right-to-left card, left of them otherwise.
            if [.document, .voice, .audio, .contact].contains(kind), let badge = marks.first(where: { part.rect.insetBy(dx: -0.01, dy: -0.01).contains($0.rect) }) {
                for text in texts { #expect(rtl ? badge.rect.minX >= text.rect.maxX - 0.01 : badge.rect.maxX <= text.rect.minX + 0.01, "\(context)") }
            }
            if let time = all.first(where: { $0.kind == .time }) {
                #expect(inside.contains(time.rect), "\(context)")
                // A caption's frame is its paragraph's box, which the time may share beside the last line; the
                // kind's own lines are one line each.
                for f in texts + all.filter({ $0.kind == .bar }) where f.rect.height < 2 * time.rect.height {
                    #expect(!time.rect.insetBy(dx: 0.5, dy: 0.5).overlaps(f.rect), "the time over \(f.kind.rawValue) \(f.text ?? "-"): \(context)")
                }
            }
        }
    }

    func pairs(_ frames: [ElementFrame]) -> [(ElementFrame, ElementFrame)] {
        frames.indices.flatMap { i in frames.indices.filter { $0 > i }.map { (frames[i], frames[$0]) } }
    }

    /// Bars across the width, the loudest sample reaching the full height less the trim, each bar the
    /// loudest of its samples (or, with fewer samples than bars, between its neighbours' values).
    @Test(arguments: 0..<30) func waveformBarsFollowTheSamples(seed: Int) {
        var rng = SplitMix64(UInt64(seed) + 77)
        let samples = (0..<Int.random(in: 1...100, using: &rng)).map { _ in UInt8.random(in: 0...31, using: &rng) }
        let em = Double.random(in: 8...40, using: &rng)
        let bars = WaveformBars(samples: samples, width: Double.random(in: 20...600, using: &rng), emSize: em)
        let heights = bars.barHeights
        #expect(heights.count == bars.barCount && heights.count == max(1, Int(bars.size.width / ((WaveformBars.barWidth + WaveformBars.barGap) * em))))
        let loudest = samples.max()!
        let full = bars.size.height - WaveformBars.trim * em
        if loudest > 0, full > WaveformBars.barWidth * em { #expect(abs(heights.max()! - full) < 1e-9, "\(samples)") }
        #expect(heights.allSatisfy { $0 == 0 || ($0 > WaveformBars.barWidth * em && $0 <= full + 1e-9) })
        if samples.count >= heights.count {
            // Every sample's bar is at least as high as that sample alone would make it.
            for (j, sample) in samples.enumerated() where loudest > 0 {
                let own = Double(sample) * bars.size.height / Double(loudest) - WaveformBars.trim * em
                let bar = heights[j * heights.count / samples.count]
                #expect(own <= WaveformBars.barWidth * em || bar >= own - 1e-9)
            }
        }
    }

    /// Without samples the loudness is unknown: a flat row of bars a third high (apps draw bars, never a
    /// dotted line); silent samples stay dots.
    @Test func aVoiceNoteWithoutSamplesHasFlatBars() {
        for width in [20.0, 120, 333] {
            let bars = WaveformBars(samples: [], width: width, emSize: 17), heights = bars.barHeights
            #expect(heights.count == bars.barCount && heights.allSatisfy { abs($0 - bars.size.height / 3) < 1e-9 && $0 > WaveformBars.barWidth * 17 })
            #expect(WaveformBars(samples: [0, 0, 0], width: width, emSize: 17).barHeights.allSatisfy { $0 == 0 })
        }
    }

    @Test func numbersAreWrittenAsTelegramWritesThem() {
        #expect([0, 59, 60, 3599, 3600, 10_000_000].map(AttachmentText.duration) == ["0:00", "0:59", "1:00", "59:59", "1:00:00", "2777:46:40"])
        #expect([0, 1023, 1024, 1536, 10 * 1_048_576, 1_048_575, 1_073_741_824, 9_007_199_254_740_992].map { AttachmentText.fileSize(Double($0)) }
            == ["0 B", "1023 B", "1 KB", "1.5 KB", "10 MB", "1 MB", "1 GB", "8192 TB"])
        #expect([0, 999, 1000, 1250, 12_345, 999_999, 1_000_000, 3_450_000, 2_000_000_000].map(AttachmentText.compactCount)
            == ["0", "999", "1K", "1.2K", "12.3K", "999.9K", "1M", "3.4M", "2B"])
        #expect(CardLayoutBuilder.grouped(1_234_567) == "1,234,567" && CardLayoutBuilder.grouped(12) == "12")
        #expect([0, 42, 60, 312, 3600, 4000].map { AttachmentText.callDuration(Double($0)) } == ["0 sec", "42 sec", "1 min", "5 min", "1 h", "1 h 6 min"])
        #expect(CardLayoutBuilder.host(of: "https://www.example.com/a?b") == "example.com" && CardLayoutBuilder.host(of: "example.org") == "example.org")
    }

    /// Where every voter picked one option the percentages add up to 100 and each is its share rounded
    /// down or up; where they picked several each is its share rounded down.
    @Test(arguments: 0..<40) func pollPercentagesAddUp(seed: Int) {
        var rng = SplitMix64(UInt64(seed) + 1200)
        let votes = (0..<Int.random(in: 2...12, using: &rng)).map { _ in Int.random(in: 0...(seed % 2 == 0 ? 9 : 1_000_000_000), using: &rng) }
        let voters = votes.reduce(0, +)
        let percents = PollPercents.of(votes, voters: voters)
        if voters > 0 {
            #expect(percents.reduce(0, +) <= 100 && percents.reduce(0, +) >= 100 - votes.count, "\(votes)")
            for (v, p) in zip(votes, percents) { #expect(p == v * 100 / voters || p == v * 100 / voters + 1, "\(votes)") }
        } else {
            #expect(percents.allSatisfy { $0 == 0 })
        }
        let several = PollPercents.of(votes, voters: max(1, (votes.max() ?? 0)))
        #expect(zip(votes, several).allSatisfy { $1 == $0 * 100 / max(1, votes.max() ?? 0) })
        #expect(PollPercents.of([1, 1, 1], voters: 3) == [33, 33, 33], "a tie that cannot all have the point keeps none")
        #expect(PollPercents.of([2, 1], voters: 3) == [67, 33])
    }
}
