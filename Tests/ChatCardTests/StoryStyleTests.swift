import Foundation
import Testing
@testable import ChatCard

/// `highlight` and `plain` are ChatCard's story text: its own look draws them so; an app's look has no such
/// message and draws one exactly as its ordinary message (the same frames as `"style": "bubble"`), text,
/// side and fields kept, and its text in its natural alignment.
@Suite struct StoryStyleTests {
    static func frames(_ look: Look.Name, style: String, theme: String = "light") throws -> [ElementFrame] {
        let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "messages": [{"from": "them", "author": "Ann", "text": "Hi", "time": "9:41"}, {"from": "me", "style": "\#(style)", "align": "center", "text": "Ship it 🚀\nTonight at nine", "time": "9:42"}]}"#
        return try Card(json: Data(json.utf8)).frames().of(message: 1)
    }

    @Test(arguments: Look.Name.allCases.filter { $0 != .chatcard }, ["highlight", "plain"])
    func anAppDrawsAStoryMessageAsItsOrdinaryMessage(_ look: Look.Name, _ style: String) throws {
        for theme in ["light", "dark"] {
            #expect(try Self.frames(look, style: style, theme: theme) == Self.frames(look, style: "bubble", theme: theme), "\(look) \(style) \(theme)")
        }
    }

    /// No app centres or right-aligns a message's text: `align` is ChatCard's own look's.
    @Test(arguments: Look.Name.allCases, ["center", "right", "left"])
    func onlyChatCardAlignsText(_ look: Look.Name, _ align: String) throws {
        func frames(_ align: String?) throws -> [ElementFrame] {
            let field = align.map { #""align": "\#($0)", "# } ?? ""
            let json = #"{"look": "\#(look.rawValue)", "width": 380, "messages": [{"from": "me", \#(field)"text": "Ship it 🚀\nTonight at nine, by the harbour", "time": "9:42"}]}"#
            return try Card(json: Data(json.utf8)).frames().of(message: 0)
        }
        let aligned = try frames(align), natural = try frames(nil)
        if look == .chatcard, align != "left" { #expect(aligned != natural, "\(align)") } else { #expect(aligned == natural, "\(look) \(align)") }
    }

    @Test(arguments: ["highlight", "plain"])
    func chatCardDrawsStoryText(_ style: String) throws {
        let story = try Self.frames(.chatcard, style: style), bubble = try Self.frames(.chatcard, style: "bubble")
        #expect(story != bubble)
        #expect(!story.contains { $0.kind == .bubble } && bubble.contains { $0.kind == .bubble })
    }
}
