import Canvas
import ChatCard
import Foundation
import ImageCodecs

/// Whole cards rendered through the public API, as users render them.
enum CardCases {
    static let all: [GoldenCase] = [
        card("card-sample-light", "The built-in sample card, light") { try SampleCard.card },
        card("card-sample-dark", "The built-in sample card, dark") { try SampleCard.card.with(theme: .dark) },
        card("card-rtl", "RTL card: sides swap, Hebrew author, Arabic and mixed text", json: #"""
            {"width": 360, "theme": "dark", "direction": "rtl", "messages": [
              {"from": "them", "author": "נועה", "time": "10:02", "text": "שלום! מה שלומך היום?"},
              {"from": "me", "text": "مرحبا، أنا بخير شكرا. وأنت؟"},
              {"from": "me", "time": "10:03", "spans": [{"text": "Mixed "}, {"text": "עברית and English", "underline": "dashed"}, {"text": " text."}]}]}
            """#),
        card("card-long", "A long message wraps inside a 75% bubble; time on its own line", json: #"""
            {"width": 390, "messages": [{"from": "them", "time": "11:20", "text": "\#(String(repeating: "This message goes on for a while so the bubble has to wrap it over many lines. ", count: 6))"}]}
            """#),
        card("card-emoji-only", "Emoji-only messages", json: #"""
            {"width": 320, "messages": [{"from": "them", "text": "🎉🎉🎉"}, {"from": "me", "text": "👍"}, {"from": "me", "text": "🇯🇵👩‍💻❤️"}]}
            """#),
        card("card-one-letter", "One-letter messages stay round bubbles", json: #"""
            {"width": 300, "messages": [{"from": "them", "text": "k"}, {"from": "me", "text": "k"}, {"from": "me", "time": "9:01", "text": "?"}]}
            """#),
        card("card-narrow-list", "Short lines keep a narrow bubble; only one-line bubbles turn round", json: #"""
            {"width": 160, "messages": [{"from": "them", "text": "1\n2\n3\n4\n5\n6"},
              {"from": "me", "time": "9:41", "text": "Eggs\nmilk\nbread\ntea"}, {"from": "me", "text": "k"}]}
            """#),
        card("card-story-meta", "Highlight and plain messages show their author above and time below; plain text keeps to its sender's side", json: #"""
            {"width": 320, "messages": [
              {"from": "them", "style": "highlight", "author": "Maya", "time": "09:41", "text": "Ship it 🚀\nTonight at nine"},
              {"from": "me", "style": "plain", "time": "09:42", "author": "Me", "text": "Plain text from me keeps to the right side like my bubbles do."},
              {"from": "them", "style": "plain", "time": "09:43", "text": "And theirs to the left."},
              {"from": "me", "style": "highlight", "align": "right", "time": "09:44", "fill": "#FFD60A", "text": "Right aligned\nhighlight"}]}
            """#),
        card("card-bubble-border", "A card-level bubble border: white bubbles on a white card stay visible", json: #"""
            {"width": 320, "bubbleBorder": {"width": 1}, "messages": [
              {"from": "them", "fill": "#FFFFFF", "author": "Maya", "text": "White on white needs an edge"},
              {"from": "them", "fill": "#FFFFFF", "author": "Maya", "time": "9:41", "text": "Grouped, with a border"},
              {"from": "me", "time": "9:42", "text": "Mine keep their blue"}]}
            """#),
        card("card-big-font", "At 40 pt the bubbles' radii, insets and tail grow with the font", json: #"""
            {"width": 390, "font": {"size": 40}, "messages": [
              {"from": "them", "text": "Hi"}, {"from": "me", "time": "9:41", "text": "Hello there"}, {"from": "me", "text": "ok"}]}
            """#),
        card("card-highlight-align", "Highlight-style messages: left, center, right", json: #"""
            {"width": 390, "messages": [
              {"from": "me", "style": "highlight", "align": "left", "fill": "#FF375F", "text": "Left aligned\nstory text on\na background"},
              {"from": "me", "style": "highlight", "align": "center", "text": "Centered\nstory text on\na background"},
              {"from": "them", "style": "highlight", "align": "right", "fill": "#FFD60A", "text": "Right aligned\nstory text on\na background"}]}
            """#),
        card("card-100-messages", "100 messages: grouping and spacing stay even", json: {
            let messages = (0..<100).map { i in
                #"{"from": "\#(i % 7 < 3 ? "me" : "them")", "text": "Message \#(i + 1)\#(i % 5 == 0 ? " with a little more text to wrap" : "")"}"#
            }
            return #"{"width": 360, "scale": 1, "messages": [\#(messages.joined(separator: ","))]}"#
        }()),
        card("card-fit-quote", "fit: a quote sticker as wide as its bubbles; an avatar only beside the run that asks", json: #"""
            {"width": 512, "fit": true, "background": "transparent", "names": "inside", "avatars": "them", "messages": [
              {"from": "them", "author": "Iris", "fill": "#292232", "text": "Ship it on Friday?"},
              {"from": "them", "author": "Iris", "fill": "#292232", "time": "9:41", "text": "🚢"},
              {"from": "them", "author": "Tom", "fill": "#292232", "avatar": false, "text": "Build is green"}]}
            """#),
        card("card-height-story", "height: a story frame, the conversation centred in it", json: #"""
            {"width": 240, "height": 420, "scale": 3, "background": "#4E475C", "names": "inside", "messages": [
              {"from": "them", "author": "Iris", "fill": "#1B1429", "text": "framed in a story"},
              {"from": "me", "time": "9:42", "text": "centred, top and bottom"}]}
            """#),
    ]

    static func card(_ name: String, _ caption: String, make: @escaping @Sendable () throws -> Card) -> GoldenCase {
        GoldenCase(name, caption, card: make) {
            let card = try make()
            let canvas = try Canvas(size: try card.size(), scale: card.spec.scale)
            try canvas.draw(RGBAImage(png: card.render()), in: Rect(origin: .zero, size: try card.size()))
            return canvas
        }
    }

    static func card(_ name: String, _ caption: String, json: String) -> GoldenCase {
        card(name, caption) { try Card(json: Data(json.utf8)) }
    }
}
