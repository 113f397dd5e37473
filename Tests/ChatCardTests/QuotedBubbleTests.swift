import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// iMessage's inline reply: the answered message stands above the reply as a faded bubble of its own, on its
/// author's side, clear of everything else, and a line joins it to the reply; the reply's bubble holds no
/// quote block. Other bubble looks keep the block inside the bubble.
@Suite struct QuotedBubbleTests {
    static let words = ["ship", "it", "tonight", "corners", "look", "right", "now", "did", "you", "see", "the", "new", "build",
                        "merge", "across", "lines", "gyp", "quickly", "جميل", "ok", "👍"]

    static func text(_ random: inout SplitMix64, most: Int) -> String {
        (0..<Int.random(in: 1...most, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
    }

    /// A message, and whether the one it answers (if any) was mine: a reply quotes the start of an earlier
    /// message of the card (its side) or a text no message starts with (mine when it names no author on a
    /// reply of mine; Maya and Omar write only theirs).
    static func message(_ random: inout SplitMix64, after earlier: [(text: String, from: String)]) -> (json: String, text: String, from: String, quotesMine: Bool?) {
        let from = Bool.random(using: &random) ? "me" : "them"
        let author = from == "them" ? #""author": "\#(["Maya", "Omar"].randomElement(using: &random)!)", "# : ""
        var (extra, quotesMine): (String, Bool?) = ("", nil)
        if Int.random(in: 0..<3, using: &random) > 0 {
            let named = Bool.random(using: &random)
            let quoted = named ? #""author": "\#(["Maya", "Omar"].randomElement(using: &random)!)", "# : ""
            let quote = Int.random(in: 0..<4, using: &random) == 0 ? #", "quote": true"# : ""
            var text = "re: " + Self.text(&random, most: 30)
            quotesMine = !named && from == "me"
            if let original = earlier.randomElement(using: &random), Bool.random(using: &random) {
                text = original.text.split(separator: " ").prefix(Int.random(in: 1...4, using: &random)).joined(separator: " ")
                quotesMine = earlier.last { $0.text.hasPrefix(text) }?.from == "me"
            }
            extra += #", "reply": {\#(quoted)"text": "\#(text)"\#(quote)}"#
        }
        if Int.random(in: 0..<3, using: &random) == 0 { extra += #", "reactions": [{"emoji": "🔥", "count": 2}]"# }
        let text = Self.text(&random, most: 20)
        return (#"{"from": "\#(from)", \#(author)"text": "\#(text)"\#(extra)}"#, text, from, quotesMine)
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 0.01 && b.minX < a.maxX - 0.01 && a.minY < b.maxY - 0.01 && b.minY < a.maxY - 0.01
    }

    @Test func quotesStandAboveOnTheirAuthorsSideJoinedByALine() throws {
        var random = SplitMix64(0x1E55_A6E5)
        var checked = 0
        for round in 0..<40 {
            let width = Int.random(in: 240...480, using: &random)
            let theme = Bool.random(using: &random) ? "light" : "dark", rtl = Bool.random(using: &random)
            var messages: [(json: String, text: String, from: String, quotesMine: Bool?)] = []
            for _ in 0..<5 { messages.append(Self.message(&random, after: messages.map { ($0.text, $0.from) })) }
            let json = #"{"look": "imessage", "width": \#(width), "scale": 2, "theme": "\#(theme)", "direction": "\#(rtl ? "rtl" : "ltr")", "messages": [\#(messages.map(\.json).joined(separator: ","))]}"#
            let card = try Card(json: Data(json.utf8))
            let frames = try card.frames(), image = try RGBAImage(png: card.render())
            let spec = card.spec, ground = image[2, 2]
            for (i, m) in spec.messages.enumerated() {
                let own = frames.of(message: i)
                let replies = own.filter { $0.kind == .reply }
                guard m.reply != nil else {
                    #expect(replies.isEmpty, "round \(round) message \(i)")
                    continue
                }
                guard let quote = replies.first?.rect, let bubble = own.first(where: { $0.kind == .bubble })?.rect else {
                    Issue.record("round \(round) message \(i): no quote or no bubble in \(json)")
                    continue
                }
                checked += 1
                #expect(replies.count == 1 && quote.maxY < bubble.minY, "round \(round) message \(i): the quote is not above in \(json)")
                #expect(quote.minX >= spec.padding - 0.01 && quote.maxX <= Double(width) - spec.padding + 0.01, "round \(round) message \(i): leaves the card")
                // On its author's side: nearer that edge of the card.
                let mine = messages[i].quotesMine == true ? !rtl : rtl
                let (leftRoom, rightRoom) = (quote.minX, Double(width) - quote.maxX)
                #expect(mine ? rightRoom < leftRoom : leftRoom < rightRoom, "round \(round) message \(i): on the wrong side in \(json)")
                // Clear of everything else: other messages' frames, this message's bubble, name and tapbacks.
                let others = frames.frames.filter { $0.message != i }.map(\.element.rect) + own.filter { ![.reply, .text, .photo].contains($0.kind) || !quote.contains($0.rect) }.map(\.rect)
                #expect(!others.contains { $0 != quote && Self.overlaps($0, quote) }, "round \(round) message \(i): the quote overlaps in \(json)")
                // The line: ink in the gap between the quote and the bubble, under the quote.
                let y = Int(((quote.maxY + bubble.minY) / 2 * 2).rounded(.down))
                let inked = (Int(quote.minX * 2)..<Int(quote.maxX * 2)).contains { x in
                    let p = image[x, y]
                    return abs(Int(p.r) - Int(ground.r)) + abs(Int(p.g) - Int(ground.g)) + abs(Int(p.b) - Int(ground.b)) > 30
                }
                #expect(inked, "round \(round) message \(i): no line from the quote in \(json)")
                // And it reaches the bubble: where it runs beside the bubble, it goes on down past the bubble's top.
                func inkedAt(_ x: Int, _ y: Int) -> Bool {
                    let p = image[x, y]
                    return abs(Int(p.r) - Int(ground.r)) + abs(Int(p.g) - Int(ground.g)) + abs(Int(p.b) - Int(ground.b)) > 30
                }
                if let column = (Int(quote.minX * 2)..<Int(quote.maxX * 2)).first(where: { inkedAt($0, y) }),
                   Double(column) / 2 < bubble.minX - 0.5 || Double(column) / 2 > bubble.maxX + 0.5 {
                    let below = Int((bubble.minY + 2) * 2)
                    #expect((column - 2...column + 2).contains { inkedAt($0, below) }, "round \(round) message \(i): the line stops short of the bubble in \(json)")
                }
            }
        }
        #expect(checked > 50)
    }

}

