import Decorations
import Foundation
import Testing
import TextLayout
@testable import ChatCard

/// URLs wrap after / ? & = - . where they can, and nothing visible is added.
@Suite struct URLBreakTests {
    @Test func opportunitiesGoOnlyIntoURLs() {
        #expect(URLBreaks.marked("see a.b/c?d=e") == "see a.b/c?d=e", "not a URL")
        #expect(URLBreaks.marked("go https://a.io/b?c=1 now") == "go https://\u{200B}a.\u{200B}io/\u{200B}b?\u{200B}c=\u{200B}1 now",
                "after a run of break characters, once")
        #expect(URLBreaks.marked("www.x.com.") == "www.\u{200B}x.\u{200B}com.", "none at the word's end")
    }

    @Test func aWrappedURLBreaksAfterItsPunctuation() throws {
        let url = "https://shop.example.org/cart/items?id=42&size=large-blue.html"
        let card = try Card(json: Data(#"{"width": 200, "messages": [{"from": "them", "text": "\#(url)"}]}"#.utf8))
        let bubble = try #require(CardLayout(card.spec).elements.compactMap { $0 as? BubbleElement }.first)
        let timed = try #require(bubble.bubbled.content.parts.first as? TimedPart)
        let layout = try #require(timed.host as? TextPart).story.layout
        let lines = layout.lines
        try #require(lines.count >= 3)
        for line in lines.dropLast() {
            let text = String(layout.text.string[line.range]).replacingOccurrences(of: "\u{200B}", with: "")
            #expect(URLBreaks.breakAfter.contains(text.last ?? " "), "line \"\(text)\" ends mid-word")
        }
        let shown = lines.map { String(layout.text.string[$0.range]) }.joined().replacingOccurrences(of: "\u{200B}", with: "")
        #expect(shown == url)
    }
}
