import Canvas
import Foundation
import Testing
@testable import ChatCard

/// Discord and Slack write "(edited)" right after the message's last word, and its reactions under the text;
/// bubble looks set their time after the reaction chips (Telegram's corner). Over random texts, widths,
/// themes and reactions, from frames: in the rows the edited mark is on the text's last line (or, when it does
/// not fit there, on the line under it) and every chip is under it; in Telegram the time is on or under the
/// chips' last row.
@Suite struct EditedAfterTextTests {
    static let words = ["ship", "it", "tonight", "the", "build", "looks", "fine", "rounded", "corners", "ok", "👍", "merged"]

    static func card(_ look: Look.Name, random: inout SplitMix64) throws -> (Card, String) {
        let text = (0..<Int.random(in: 1...24, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        let reactions = ["👍", "🔥", "🎉", "❤️"].prefix(Int.random(in: 1...4, using: &random)).map { #"{"emoji": "\#($0)", "count": 2}"# }
        let width = Int.random(in: 240...520, using: &random), theme = Bool.random(using: &random) ? "light" : "dark"
        let from = Bool.random(using: &random) ? "me" : "them"
        // A channel post's views and signature, now and then.
        let post = Bool.random(using: &random) ? #""views": 12345, "signature": "Omar", "# : ""
        let json = #"{"look": "\#(look.rawValue)", "width": \#(width), "theme": "\#(theme)", "messages": [{"from": "\#(from)", "author": "Ana", "#
            + #""time": "9:41", \#(post)"text": "\#(text)", "edited": true, "reactions": [\#(reactions.joined(separator: ","))]}]}"#
        return (try Card(json: Data(json.utf8)), json)
    }

    @Test(arguments: [Look.Name.discord, .slack])
    func rowsWriteEditedAfterTheLastWordAndChipsUnderTheText(_ look: Look.Name) throws {
        var random = SplitMix64(0xED17 + UInt64(look.rawValue.count))
        for _ in 0..<16 {
            let (card, json) = try Self.card(look, random: &random)
            let frames = try card.frames().of(message: 0)
            let text = try #require(frames.first { $0.kind == .text }).rect
            // The edited mark is a time frame of its own (a post's views and signature go on the line under it).
            let edited = try #require(frames.last { $0.kind == .time && $0.text?.contains("edited") == true }).rect
            let lineHeight = card.spec.fontSize * 1.2
            #expect(edited.midY > text.maxY - lineHeight && edited.midY < text.maxY + lineHeight, "\(json): edited at \(edited), text \(text)")
            for views in frames.filter({ $0.kind == .views }) {
                #expect(views.rect.midY > edited.maxY, "\(json): the views at \(views.rect) beside the edited mark \(edited)")
            }
            for chip in frames.filter({ $0.kind == .reaction }) {
                #expect(chip.rect.minY >= max(text.maxY, edited.maxY) - 0.5, "\(json): chip at \(chip.rect) over the text \(text) or edited \(edited)")
            }
        }
    }

    @Test func telegramSetsItsTimeBesideTheChips() throws {
        var random = SplitMix64(0x7E1E)
        for _ in 0..<12 {
            let (card, json) = try Self.card(.telegram, random: &random)
            let frames = try card.frames().of(message: 0)
            let time = try #require(frames.last { $0.kind == .time }).rect
            let row = try #require(frames.last { $0.kind == .reaction }).rect
            #expect(time.midY > row.minY, "\(json): time at \(time), above the last chip \(row)")
        }
    }
}
