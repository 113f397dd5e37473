import Foundation
import Testing
@testable import TextLayout

/// Layout time must grow linearly with a word that has no break opportunity (Pango alone is quadratic).
/// Ratios of the fastest of several layouts measured in one run, not wall-clock bounds: a quadratic cost
/// makes 8× the text cost 64×, a linear one 8×; the bound sits between them with room for a busy machine
/// (the test suite's other tests and a fuzzer ran beside it when 4× against a bound of 8 read 8.7×). The
/// fastest run is the cost without the machine's noise (a median still carries a busy neighbour's share).
@Suite(.serialized) struct LongWordTests {
    static func letter(_ i: Int) -> UInt8 { UInt8(97 + i % 26) }
    static func word(_ n: Int) -> String { String(decoding: (0..<n).map { letter($0 * 7) }, as: UTF8.self) }
    static func sentence(_ n: Int) -> String {
        String(decoding: (0..<n).map { i -> UInt8 in i % 6 == 5 ? 32 : letter(i) }, as: UTF8.self)
    }

    static func fastestLayoutTime(_ text: String, runs: Int = 7) -> Double {
        let clock = ContinuousClock()
        let times = (0..<runs).map { _ in
            let d = clock.measure { _ = TextLayout(text, options: LayoutOptions(width: 250)).lines.count }
            return Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000
        }
        return times.min()!
    }

    @Test func aLongWordLaysOutInLinearTime() {
        _ = Self.fastestLayoutTime(Self.word(500))  // warm the font map
        let small = Self.fastestLayoutTime(Self.word(2_000), runs: 11), large = Self.fastestLayoutTime(Self.word(16_000))
        #expect(large / small < 24, "8× the characters took \(large / small)× the time (\(small) → \(large) ms)")
    }

    @Test func aLongWordCostsAboutAsMuchAsASentence() {
        _ = Self.fastestLayoutTime(Self.word(500))
        let word = Self.fastestLayoutTime(Self.word(20_000)), sentence = Self.fastestLayoutTime(Self.sentence(20_000))
        #expect(word / sentence < 4, "word \(word) ms, sentence \(sentence) ms")
    }

    @Test func chunksDoNotChangeWhereALongWordBreaks() throws {
        // Every line but the last is full up to the next letter (at most one wide letter, 12 pt, plus
        // slack): the cuts add no break opportunity of their own.
        let layout = TextLayout(Self.word(400), options: LayoutOptions(width: 120))
        let lines = layout.lines
        try #require(lines.count > 3)
        for line in lines.dropLast() { #expect(line.usedRect.width > 120 - 24 && line.usedRect.width <= 120.01) }
        #expect(lines.map(\.characterRange.count).reduce(0, +) == 400)
    }

    @Test func onlyRunsLongerThanAChunkAreCut() {
        let starts = TextIndexMap("short words only").clusterStarts
        #expect(LongRunChunks.byteRanges(in: "short words only", clusterStarts: starts).isEmpty)
        // Emoji and combining marks are one character each: cuts fall between clusters.
        let text = String(repeating: "e\u{301}👩‍👩‍👧", count: 60)
        let map = TextIndexMap(text)
        let chunks = LongRunChunks.byteRanges(in: text, clusterStarts: map.clusterStarts)
        #expect(chunks.count == 120 / LongRunChunks.chunkCharacters)
        for chunk in chunks {
            #expect(map.clusterStarts.contains(chunk.lowerBound) && map.clusterStarts.contains(chunk.upperBound))
        }
    }
}
