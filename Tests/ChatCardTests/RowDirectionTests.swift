import Foundation
import Testing
@testable import ChatCard

/// Discord and Slack have no right-to-left UI: a right-to-left card in their looks keeps its rows left to
/// right (avatars, names, replies, reactions where they are in a left-to-right card), and only text keeps its
/// own direction. The bubble looks mirror, as their apps do.
@Suite struct RowDirectionTests {
    /// The sample's messages but the Arabic one, with a reply, reactions, a file and an edited message.
    static func card(_ look: Look.Name, direction: String) throws -> Card {
        var spec = try Card(json: Data(SampleCard.json.utf8)).spec
        spec.messages.removeAll { $0.text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }
        spec.look = look
        spec.direction = direction == "rtl" ? .rtl : .ltr
        return try Card(spec: spec)
    }

    @Test(arguments: [Look.Name.discord, .slack])
    func rowsStayLeftToRight(_ look: Look.Name) throws {
        let ltr = try Self.card(look, direction: "ltr").frames(), rtl = try Self.card(look, direction: "rtl").frames()
        #expect(ltr.frames.count == rtl.frames.count)
        for (a, b) in zip(ltr.frames, rtl.frames) { #expect(a == b, "\(look): \(a) moved to \(b)") }
    }

    @Test(arguments: [Look.Name.telegram, .whatsapp, .imessage])
    func bubblesMirror(_ look: Look.Name) throws {
        let card = try Self.card(look, direction: "ltr")
        let first = try #require(card.spec.messages.firstIndex { $0.from == .me && $0.style == .bubble && $0.sticker == nil })
        let ltr = try card.frames(), rtl = try Self.card(look, direction: "rtl").frames()
        let width = ltr.size.width
        let mine = { (frames: CardFrames) in frames.frames.filter { $0.element.kind == .bubble && $0.message == first }.map(\.element.rect) }
        let (left, right) = (try #require(mine(ltr).first), try #require(mine(rtl).first))
        #expect(abs(left.minX - (width - right.maxX)) < 0.5, "\(look): my bubble at \(left) and mirrored at \(right)")
    }

    /// A row of Arabic text keeps its avatar and name at the left.
    @Test(arguments: [Look.Name.discord, .slack])
    func arabicRowsKeepTheirAvatarLeft(_ look: Look.Name) throws {
        let json = #"{"look": "\#(look.rawValue)", "direction": "rtl", "messages": [{"from": "them", "author": "Omar", "text": "ممتاز! نراكم الليلة"}]}"#
        let frames = try Card(json: Data(json.utf8)).frames().of(message: 0)
        let author = try #require(frames.first { $0.kind == .author }).rect
        let avatar = try #require(frames.first { $0.kind == .avatar }).rect
        #expect(avatar.maxX <= author.minX, "\(look): the avatar left of the name")
    }
}
