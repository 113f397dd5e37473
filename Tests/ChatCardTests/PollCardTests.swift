import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// In Discord's and Slack's rows no bubble holds a poll: it stands on the look's card (the attachments'
/// surface and border), every part of it inside with the block's inset; the bubble looks keep the poll in
/// their bubble with no card. Over random questions, options, votes, widths and themes, from frames and the
/// card's pixels at 3×.
@Suite struct PollCardTests {
    static let words = ["Where", "do", "we", "ride", "on", "Sunday", "harbour", "loop", "ridge", "trail", "skip", "it", "🚲"]

    static func card(_ look: Look.Name, random: inout SplitMix64) throws -> (Card, String) {
        func phrase(_ n: ClosedRange<Int>) -> String { (0..<Int.random(in: n, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ") }
        let options = (0..<Int.random(in: 2...5, using: &random)).map { _ in #"{"text": "\#(phrase(1...6))", "votes": \#(Int.random(in: 0...40, using: &random))}"# }
        let width = Int.random(in: 240...520, using: &random), theme = Bool.random(using: &random) ? "light" : "dark"
        let json = #"{"look": "\#(look.rawValue)", "width": \#(width), "theme": "\#(theme)", "scale": 3, "messages": [{"from": "them", "author": "Ana", "#
            + #""time": "9:41", "poll": {"question": "\#(phrase(1...12))?", "options": [\#(options.joined(separator: ","))]}}]}"#
        return (try Card(json: Data(json.utf8)), json)
    }

    @Test(arguments: [Look.Name.discord, .slack])
    func rowsSetAPollOnItsOwnCard(_ look: Look.Name) throws {
        var random = SplitMix64(0x9011 + UInt64(look.rawValue.count))
        for _ in 0..<10 {
            let (card, json) = try Self.card(look, random: &random)
            let frames = try card.frames().of(message: 0)
            let box = try #require(frames.first { $0.kind == .shared }, "\(json)").rect
            let poll = try #require(frames.first { $0.kind == .poll }).rect
            let inset = 3.0
            #expect(box.maxX <= card.spec.width - card.spec.padding + 0.01, "\(json): the card \(box) past the column")
            for part in frames where [.poll, .text, .bar].contains(part.kind) {
                let r = part.rect
                #expect(r.minX >= box.minX + inset && r.maxX <= box.maxX - inset + 0.01 && r.minY >= box.minY + inset && r.maxY <= box.maxY - inset + 0.01,
                        "\(json): \(part.kind) at \(r) in the card \(box)")
            }
            // The card's surface just inside its leading edge, halfway down.
            let image = try RGBAImage(png: card.render()), s = 3.0
            let p = image[Int((box.minX + 2) * s), Int(poll.midY * s)]
            let theme = card.spec.theme == .dark ? Look.named(look).dark : Look.named(look).light
            let fill = try #require(theme.fileCards).fill
            let apart = [abs(Int(p.r) - Int((fill.red * 255).rounded())), abs(Int(p.g) - Int((fill.green * 255).rounded())), abs(Int(p.b) - Int((fill.blue * 255).rounded()))].max()!
            #expect(apart <= 2, "\(json): the card's pixel \(p) is not its surface \(fill)")
        }
    }

    @Test(arguments: [Look.Name.telegram, .whatsapp, .imessage, .chatcard])
    func bubblesHoldThePollThemselves(_ look: Look.Name) throws {
        var random = SplitMix64(0xB0B)
        let (card, json) = try Self.card(look, random: &random)
        #expect(try card.frames().of(message: 0).contains { $0.kind == .shared } == false, "\(json)")
    }
}
