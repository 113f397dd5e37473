import Canvas
import Decorations
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// WhatsApp draws a poll as its check list: each option's count (not a percentage) at the trailing edge, a bar
/// from the text's column under the text, filled for the option's share of the voters on a track, a ring or a
/// ticked box before it; Telegram keeps its percentages.
@Suite struct ChecklistPollTests {
    static func poll(_ rng: inout SplitMix64) -> (json: String, votes: [Int], voters: Int) {
        let count = Int.random(in: 2...6, using: &rng)
        let votes = (0..<count).map { _ in Int.random(in: 0...40, using: &rng) }
        let words = ["tea", "a long walk by the harbour before lunch", "yes", "Saturday at nine", "بعد الظهر", "no"]
        let options = votes.enumerated().map { i, v in
            #"{"text": "\#(words[Int.random(in: 0..<words.count, using: &rng)]) \#(i)", "votes": \#(v), "chosen": \#(Bool.random(using: &rng))}"#
        }
        let voters = max(votes.max() ?? 0, votes.reduce(0, +) - Int.random(in: 0...10, using: &rng))
        return (#"{"question": "Which one?", "totalVoters": \#(voters), "options": [\#(options.joined(separator: ","))]}"#, votes, voters)
    }

    static func card(_ look: Look.Name, _ poll: String, theme: String = "light", rtl: Bool = false, width: Int = 380) throws -> Card {
        let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "width": \#(width), "scale": 2, "direction": "\#(rtl ? "rtl" : "ltr")", "messages": [{"from": "them", "author": "Leo", "time": "9:41", "poll": \#(poll)}]}"#
        return try Card(json: Data(json.utf8))
    }

    @Test func countsAndBarsStandByEachOption() throws {
        var rng = SplitMix64(0xC4EC)
        for round in 0..<60 {
            let (json, votes, _) = Self.poll(&rng)
            let rtl = Bool.random(using: &rng)
            let frames = try Self.card(.whatsapp, json, rtl: rtl, width: Int.random(in: 240...520, using: &rng)).frames().of(message: 0)
            let bars = frames.filter { $0.kind == .bar }
            #expect(bars.compactMap(\.text) == votes.map { CardLayoutBuilder.grouped($0) }, "round \(round): \(bars.compactMap(\.text))")
            // Each option's text frame comes right before its bar's.
            let options = frames.indices.filter { frames[$0].kind == .bar }.map { frames[$0 - 1] }
            #expect(options.allSatisfy { $0.kind == .text })
            for (option, bar) in zip(options, bars) {
                let edge = rtl ? abs(option.rect.maxX - bar.rect.maxX) : abs(option.rect.minX - bar.rect.minX)
                #expect(edge < 1, "round \(round): the bar starts \(edge) pt from its option's text")
                #expect(bar.rect.minY >= option.rect.maxY - 0.5, "round \(round): the bar is not under its option")
            }
        }
        let telegram = try Self.card(.telegram, Self.poll(&rng).json).frames().of(message: 0).filter { $0.kind == .bar }
        #expect(telegram.allSatisfy { $0.text?.hasSuffix("%") == true })
    }

    /// The bar's fill at scale 2 is as long as the option's share of the voters (the track's width), in the
    /// look's green; an option nobody chose has none.
    @Test(arguments: ["light", "dark"])
    func barsFillTheOptionsShare(_ theme: String) throws {
        var rng = SplitMix64(0xBA25 + UInt64(theme.count))
        let look = Look.named(.whatsapp), t = look.theme(theme == "dark" ? .dark : .light)
        guard case .checklist(let green) = look.polls else { Issue.record("WhatsApp draws no check list"); return }
        let fill = ContrastColor.reaching(ContrastColor.markMinimum, green, on: t.incomingFill, over: [t.incomingFill])
        let want = [fill.red, fill.green, fill.blue].map { Int(($0 * 255).rounded()) }
        for round in 0..<12 {
            let (json, votes, voters) = Self.poll(&rng)
            let card = try Self.card(.whatsapp, json, theme: theme)
            let bars = try card.frames().of(message: 0).filter { $0.kind == .bar }
            let image = try RGBAImage(png: card.render())
            for (bar, v) in zip(bars, votes) {
                let y = Int(bar.rect.midY * 2)
                let lit = (Int(bar.rect.minX * 2)...Int(bar.rect.maxX * 2)).filter { x in
                    let p = image[x, y]
                    return zip([Int(p.r), Int(p.g), Int(p.b)], want).allSatisfy { abs($0 - $1) <= 8 }
                }.count
                let expected = v == 0 ? 0 : max(bar.rect.height, bar.rect.width * Double(v) / Double(max(1, voters))) * 2
                #expect(abs(Double(lit) - expected) <= 3, "round \(round) \(theme): \(lit) px lit for \(v) of \(voters) votes, want \(expected)")
            }
        }
    }
}
