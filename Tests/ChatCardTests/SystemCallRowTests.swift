import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// Discord draws a bare call as a system row: no header and no avatar, a phone in the avatar column (green, red
/// when missed or declined) and one sentence in its words with the time after it; the next message starts a
/// group of its own. A call with anything else keeps its group, and no other look writes the sentence.
@Suite struct SystemCallRowTests {
    static let sentences: [(call: String, sentence: String)] = [
        (#"{"direction": "outgoing", "duration": 300}"#, "Maya started a call that lasted 5 minutes."),
        (#"{"direction": "incoming", "duration": 20}"#, "Maya started a call that lasted a few seconds."),
        (#"{"direction": "incoming", "duration": 3700, "video": true}"#, "Maya started a video call that lasted an hour."),
        (#"{"direction": "missed", "video": true}"#, "You missed a video call from Maya."),
        (#"{"direction": "declined"}"#, "Maya started a call that was declined."),
        (#"{"direction": "cancelled"}"#, "Maya started a call that nobody answered."),
        (#"{"direction": "outgoing"}"#, "Maya started a call."),
    ]

    static func card(_ look: Look.Name, _ messages: [String], theme: String = "light") throws -> Card {
        try Card(json: Data(#"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "width": 380, "scale": 2, "messages": [\#(messages.joined(separator: ","))]}"#.utf8))
    }

    @Test func discordWritesTheCallInItsWordsWithoutAHeader() throws {
        for (call, sentence) in Self.sentences {
            let card = try Self.card(.discord, [#"{"from": "them", "author": "Maya", "time": "09:46", "text": "Call me?"}"#,
                                                #"{"from": "them", "author": "Maya", "time": "09:47", "call": \#(call)}"#,
                                                #"{"from": "them", "author": "Maya", "time": "09:48", "text": "Thanks"}"#])
            let frames = try card.frames()
            let row = frames.of(message: 1)
            #expect(row.filter { $0.kind == .call }.compactMap(\.text) == [sentence], "\(call)")
            #expect(row.contains { $0.kind == .text && $0.text == sentence + "  09:47" }, "\(call): \(row.compactMap(\.text))")
            #expect(!row.contains { [.author, .avatar, .time].contains($0.kind) }, "\(call): a header on the system row")
            #expect(frames.of(message: 2).contains { $0.kind == .author }, "\(call): the message after the call has no header")
            let rowFrame = row.first { $0.kind == .call }
            let glyphLeft = try #require(rowFrame).rect.minX, avatar = try #require(frames.of(message: 0).first { $0.kind == .avatar }).rect
            #expect(abs(glyphLeft + SystemCallRow.glyphSide * 16 / 2 - avatar.midX) < 0.5, "\(call): the phone is not in the avatar column")
        }
    }

    @Test func aCallWithMoreKeepsItsGroupAndOtherLooksWriteNoSentence() throws {
        let busy = try Self.card(.discord, [#"{"from": "them", "author": "Maya", "time": "09:47", "text": "see", "call": {"direction": "missed"}}"#]).frames()
        #expect(busy.of(message: 0).contains { $0.kind == .author })
        for look in Look.Name.allCases where look != .discord {
            let frames = try Self.card(look, [#"{"from": "them", "author": "Maya", "time": "09:47", "call": {"direction": "missed"}}"#]).frames()
            #expect(!frames.frames.contains { $0.element.text?.contains("missed a call") == true }, "\(look)")
        }
    }

    @Test(arguments: ["light", "dark"])
    func thePhoneIsRedOnlyWhenTheCallFailed(_ theme: String) throws {
        for (call, failed) in [(#"{"direction": "missed"}"#, true), (#"{"direction": "declined"}"#, true), (#"{"direction": "outgoing", "duration": 60}"#, false)] {
            let card = try Self.card(.discord, [#"{"from": "them", "author": "Maya", "time": "09:47", "call": \#(call)}"#], theme: theme)
            let rowFrame = try card.frames().of(message: 0).first { $0.kind == .call }
            let row = try #require(rowFrame).rect
            let image = try RGBAImage(png: card.render())
            var (red, green) = (0, 0)
            for y in Int(row.minY * 2)..<Int(row.maxY * 2) {
                for x in Int(row.minX * 2)..<Int((row.minX + SystemCallRow.glyphSide * 16) * 2) {
                    let p = image[x, y]
                    if p.r > 200 && p.g < 100 && p.b < 100 { red += 1 }
                    if p.g > 140 && p.r < 80 && p.b < 120 { green += 1 }
                }
            }
            #expect(failed ? red > 40 && green == 0 : green > 40 && red == 0, "\(theme) \(call): \(red) red, \(green) green")
        }
    }
}
