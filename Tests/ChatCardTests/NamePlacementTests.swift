import ChatCard
import Decorations
import Foundation
import Testing

/// Where names go: inside the bubble at its top on a transparent card (a quote sticker
/// on a wallpaper nobody knows) or when asked with `"names": "inside"`, else above; and every label of a
/// person starts at the same place, above a bubble, a sticker or big emoji alike.
@Suite struct NamePlacementTests {
    static func frames(background: String?, names: String?, direction: String = "ltr") throws -> [ElementFrame] {
        let fields = [background.map { #""background": "\#($0)""# }, names.map { #""names": "\#($0)""# }].compactMap { $0 }
        let json = #"{"direction": "\#(direction)", \#(fields.map { $0 + ", " }.joined())"messages": [{"from": "them", "author": "Maya", "text": "Hello there"}, {"from": "them", "author": "Maya", "text": "🎉"}]}"#
        return try Card(json: Data(json.utf8)).frames().frames.map(\.element)
    }

    @Test(arguments: ["ltr", "rtl"])
    func namesGoInsideOnATransparentCardOrWhenAsked(direction: String) throws {
        let cases: [(String?, String?, Bool)] = [
            (nil, nil, false), ("transparent", nil, true), ("#2B5278", nil, false),
            ("transparent", "above", false), (nil, "inside", true), ("transparent", "auto", true),
        ]
        for (background, names, inside) in cases {
            let frames = try Self.frames(background: background, names: names, direction: direction)
            let author = try #require(frames.first { $0.kind == .author }).rect
            let bubble = try #require(frames.first { $0.kind == .bubble }).rect
            let text = try #require(frames.first { $0.kind == .text }).rect
            let label = "\(background ?? "theme") names \(names ?? "default") \(direction)"
            if inside {
                #expect(bubble.minX <= author.minX && author.maxX <= bubble.maxX && bubble.minY < author.minY && author.maxY <= text.minY, "\(label)")
            } else {
                #expect(author.maxY <= bubble.minY, "\(label): \(author) above \(bubble)")
            }
        }
    }

    @Test(arguments: ["ltr", "rtl"])
    func everyLabelOfAPersonStartsAtTheSamePlace(direction: String) throws {
        let png = try CardImageTests.dataURI("square.webp")
        let json = #"""
            {"direction": "\#(direction)", "messages": [
             {"from": "them", "author": "Maya", "text": "Hello there"}, {"from": "me", "text": "Hi"},
             {"from": "them", "author": "Maya", "text": "🎉"}, {"from": "me", "text": "Yes"},
             {"from": "them", "author": "Maya", "sticker": "\#(png)"}]}
            """#
        let authors = try Card(json: Data(json.utf8)).frames().frames.map(\.element).filter { $0.kind == .author }.map(\.rect)
        try #require(authors.count == 3)
        let edges = authors.map { direction == "ltr" ? $0.minX : $0.maxX }
        #expect(edges.allSatisfy { abs($0 - edges[0]) < 0.01 }, "\(edges)")
    }
}
