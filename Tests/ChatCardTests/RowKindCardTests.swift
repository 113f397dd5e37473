import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// In Discord's and Slack's rows a voice note, a track and a call stand on the look's file card, as their
/// files and polls do (the card's surface inside the row's leading edge), and a call's line does not repeat
/// the time its group's header shows; bubbles hold them with no card and write the call's time.
@Suite struct RowKindCardTests {
    static let kinds = [
        ("voice", #""voice": {"duration": 14}"#), ("audio", #""audio": {"title": "Blue in Green", "duration": 337}"#),
        ("call", #""call": {"direction": "missed", "video": true, "duration": 300}"#),
    ]

    static func card(_ look: Look.Name, _ kind: String, theme: String) throws -> Card {
        let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "scale": 3, "messages": [{"from": "them", "author": "Maya", "time": "9:47", \#(kind)}]}"#
        return try Card(json: Data(json.utf8))
    }

    @Test(arguments: [Look.Name.discord, .slack], ["light", "dark"])
    func rowsSetVoiceTracksAndCallsOnTheFileCard(_ look: Look.Name, _ theme: String) throws {
        // Discord's call is a system row (SystemCallRowTests).
        for (name, kind) in Self.kinds where !(look == .discord && name == "call") {
            let card = try Self.card(look, kind, theme: theme)
            let frames = try card.frames().of(message: 0)
            let rowFrame = frames.first { $0.kind.rawValue == name }
            let row = try #require(rowFrame, "\(look) \(name)").rect
            let image = try RGBAImage(png: card.render()), s = 3.0
            let p = image[Int((row.minX + 1) * s), Int(row.midY * s)]
            let fill = try #require((theme == "dark" ? Look.named(look).dark : Look.named(look).light).fileCards).fill
            let apart = [abs(Int(p.r) - Int((fill.red * 255).rounded())), abs(Int(p.g) - Int((fill.green * 255).rounded())), abs(Int(p.b) - Int((fill.blue * 255).rounded()))].max()!
            #expect(apart <= 2, "\(look) \(theme) \(name): \(p) inside the row is not the card's \(fill)")
            if name == "call" {
                let texts = frames.filter { $0.kind == .text && row.contains(Point(x: $0.rect.midX, y: $0.rect.midY)) }.compactMap(\.text)
                #expect(texts == ["Missed Video Call", "5 min"], "\(look): \(texts)")
            }
        }
    }

    @Test func bubblesWriteTheCallsTime() throws {
        let frames = try Self.card(.telegram, Self.kinds[2].1, theme: "light").frames().of(message: 0)
        #expect(frames.contains { $0.kind == .text && $0.text == "9:47, 5 min" })
    }
}
