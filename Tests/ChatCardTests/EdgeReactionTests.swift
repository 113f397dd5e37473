import Canvas
import Foundation
import Testing
@testable import ChatCard

/// Reactions over a bubble's edge. WhatsApp's pill hangs on the bottom edge at the sender's side: it overlaps
/// the bubble (on the edge, not under it) and never covers what the bubble says (its last line, its time);
/// the next bubble keeps clear of it. iMessage's tapbacks sit on the far top corner.
@Suite struct EdgeReactionTests {
    static let words = ["ship", "it", "tonight", "corners", "look", "right", "now", "🎉", "did", "you", "see", "the",
                        "new", "build", "merge", "across", "lines", "gyp", "quickly", "جميل", "ok", "👍"]
    static let emoji = ["👍", "🔥", "😂", "🎉", "🙏", "❤️"]
    /// Points the pill must rise into the bubble at least, and may reach into the content at most (rounding).
    static let minimumOverlap = 2.0, tolerance = 0.25

    static func message(_ random: inout SplitMix64) -> String {
        let text = (0..<Int.random(in: 1...24, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        let reactions = emoji.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)).map { e in
            #"{"emoji": "\#(e)", "count": \#(Int.random(in: 1...40, using: &random))}"#
        }
        let time = Bool.random(using: &random) ? #", "time": "9:4\#(Int.random(in: 0...9, using: &random))""# : ""
        let edited = Bool.random(using: &random) ? #", "edited": true"# : ""
        let from = Bool.random(using: &random) ? "me" : "them"
        return #"{"from": "\#(from)", "text": "\#(text)"\#(time)\#(edited), "reactions": [\#(reactions.joined(separator: ","))]}"#
    }

    @Test func pillsHangOnTheEdgeBelowTheContent() throws {
        var random = SplitMix64(0xC4A7_CA2D)
        for round in 0..<60 {
            let width = Int.random(in: 240...480, using: &random)
            let theme = Bool.random(using: &random) ? "light" : "dark", direction = Bool.random(using: &random) ? "rtl" : "ltr"
            let messages = (0..<3).map { _ in Self.message(&random) }
            let json = #"{"look": "whatsapp", "width": \#(width), "theme": "\#(theme)", "direction": "\#(direction)", "messages": [\#(messages.joined(separator: ","))]}"#
            let frames = try Card(json: Data(json.utf8)).frames()
            for i in 0..<messages.count {
                let own = frames.of(message: i)
                guard let pill = own.first(where: { $0.kind == .reaction })?.rect else {
                    Issue.record("round \(round) message \(i): no pill in \(json)")
                    continue
                }
                // Big emoji have no bubble: their reactions go beside them.
                guard let bubble = own.first(where: { $0.kind == .bubble })?.rect else { continue }
                let content = own.filter { $0.kind != .bubble && $0.kind != .reaction && bubble.contains($0.rect) }
                #expect(!content.isEmpty)
                let contentBottom = content.map(\.rect.maxY).max() ?? bubble.minY
                #expect(pill.minY >= contentBottom - Self.tolerance, "round \(round) message \(i): the pill covers the content in \(json)")
                #expect(pill.minY <= bubble.maxY - Self.minimumOverlap && pill.maxY > bubble.maxY,
                        "round \(round) message \(i): the pill is not on the bubble's edge in \(json)")
            }
        }
    }

    @Test(arguments: ["them", "me"])
    func chipsKeepToTheSendersSideAndClearOfTheNext(_ from: String) throws {
        let json = #"{"look": "whatsapp", "messages": [{"from": "\#(from)", "text": "Ship it tonight?", "reactions": [{"emoji": "🔥", "count": 3}]}, {"from": "\#(from)", "text": "next"}]}"#
        let frames = try Card(json: Data(json.utf8)).frames()
        let bubble = try #require(frames.of(message: 0).first { $0.kind == .bubble }).rect
        let chip = try #require(frames.of(message: 0).first { $0.kind == .reaction }).rect
        #expect(from == "them" ? chip.minX < bubble.midX : chip.maxX > bubble.midX, "at the sender's side")
        let next = try #require(frames.of(message: 1).first { $0.kind == .bubble }).rect
        #expect(next.minY > chip.maxY, "the next bubble below the chips")
        #expect(!frames.of(message: 0).contains { $0.kind == .reaction && $0.rect.maxY <= bubble.maxY - 1 }, "no row of chips inside")
    }

    /// iMessage's tapbacks, over random reactions, texts, senders, directions and widths: on the bubble's
    /// far top corner, above it but for a sliver of the last row, clear of the message above, inside the card.
    @Test(arguments: 0..<24)
    func tapbacksSitOnTheFarTopCorner(_ seed: Int) throws {
        var random = SplitMix64(UInt64(seed) &+ 77)
        func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
        let emoji = ["👍", "❤️", "😂", "🔥", "🎉", "😮", "😢", "🙏"]
        let reactions = (0..<(1 + Int(random.next() % 8))).map { i in #"{"emoji": "\#(emoji[i])", "count": \#(1 + random.next() % 40)}"# }
        let from = pick(["me", "them"]), width = pick([260, 320, 390, 600]), direction = pick(["ltr", "rtl"])
        let text = pick(["ok", "Ship it tonight?", "A longer message that wraps over a few lines in a narrow card, to be sure."])
        let json = #"{"look": "imessage", "width": \#(width), "direction": "\#(direction)", "messages": [{"from": "them", "author": "Ana", "text": "above"},"#
            + #"{"from": "\#(from)", "text": "\#(text)", "reactions": [\#(reactions.joined(separator: ","))]}]}"#
        let frames = try Card(json: Data(json.utf8)).frames()
        let above = try #require(frames.of(message: 0).first { $0.kind == .bubble }).rect
        let bubble = try #require(frames.of(message: 1).first { $0.kind == .bubble }).rect
        let chips = frames.of(message: 1).filter { $0.kind == .reaction }.map(\.rect)
        #expect(chips.count == reactions.count)
        let h = try #require(chips.first).height, onRight = bubble.midX > Double(width) / 2
        for chip in chips {
            #expect(chip.maxY <= bubble.minY + (1 - EdgeReactions.tapbackRise) * h + 0.5, "above the bubble but a sliver")
            #expect(chip.minY >= above.maxY - 0.5, "clear of the message above")
            #expect(chip.minX >= 0 && chip.maxX <= Double(width), "inside the card")
        }
        if onRight { #expect(chips.map(\.minX).min()! < bubble.minX, "past the top left corner") }
        else { #expect(chips.map(\.maxX).max()! > bubble.maxX, "past the top right corner") }
    }
}
