import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// iMessage says "Edited" under the bubble in its blue (not in the bubble) and "Read 9:42" under my last
/// message; the looks that keep it in the meta row still do (Telegram: "edited 9:42").
@Suite struct EditedCaptionTests {
    static func card(_ look: Look.Name, theme: CardSpec.Theme = .light) -> String {
        ##"""
        {"width": 360, "scale": 3, "theme": "\##(theme.rawValue)", "look": "\##(look.rawValue)", "messages": [
          {"from": "them", "author": "Ann", "time": "9:41", "text": "Ridge trail reopens Saturday", "edited": true},
          {"from": "me", "time": "9:42", "text": "nice!", "status": "read", "edited": true},
          {"from": "me", "time": "9:43", "text": "see you", "status": "read"}]}
        """##
    }

    @Test(arguments: CardSpec.Theme.allCases)
    func iMessageSaysEditedUnderTheBubbleInBlue(_ themeName: CardSpec.Theme) throws {
        let card = try Card(json: Data(Self.card(.imessage, theme: themeName).utf8))
        let frames = try card.frames().frames, image = try RGBAImage(png: card.render())
        let theme = Look.imessage.theme(themeName)
        for message in [0, 1] {
            let mine = frames.filter { $0.message == message }.map(\.element)
            let bubble = try #require(mine.first { $0.kind == .bubble })
            let edited = try #require(mine.first { $0.kind == .status && $0.text == "Edited" }, "message \(message)")
            #expect(edited.rect.minY >= bubble.rect.maxY, "under the bubble")
            #expect(message == 0 ? abs(edited.rect.minX - bubble.rect.minX) < 12 : abs(edited.rect.maxX - bubble.rect.maxX) < 12, "on the sender's side")
            #expect(!mine.contains { $0.kind == .time && $0.text?.contains("Edited") == true }, "not in the bubble")
            let ink = RowPartsTests.ink(in: edited.rect, of: image, scale: card.spec.scale, ground: theme.background)
            #expect(LookTests.near(ink, theme.accent, tolerance: 24), "\(themeName) Edited in the accent")
        }
        let captions = frames.filter { $0.element.kind == .status && $0.element.text?.hasPrefix("Read") == true }
        #expect(captions.map(\.message) == [2] && captions.first?.element.text == "Read 9:43", "my last message: Read and its time")
    }

    @Test func telegramKeepsEditedInTheMetaRow() throws {
        let frames = try Card(json: Data(Self.card(.telegram).utf8)).frames().frames.map(\.element)
        #expect(frames.filter { $0.kind == .time && $0.text?.hasPrefix("edited ") == true }.count == 2)
        #expect(!frames.contains { $0.kind == .status && $0.text == "Edited" })
    }
}
