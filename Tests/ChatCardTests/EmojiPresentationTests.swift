import Canvas
import Foundation
import Testing
import TextLayout
@testable import ChatCard

/// Characters with an emoji form draw in colour wherever a card shows them: "❤" without
/// U+FE0F in text, chips, names and big emoji; their lines are as tall as their neighbours.
@Suite struct EmojiPresentationTests {
    @Test func textDefaultEmojiGetTheEmojiSelector() {
        #expect(EmojiPresentation.colored("I ❤ it") == "I ❤\u{FE0F} it")
        #expect(EmojiPresentation.colored("✈❣🏷") == "✈\u{FE0F}❣\u{FE0F}🏷\u{FE0F}")
        #expect(EmojiPresentation.colored("❤\u{FE0F} ❤\u{FE0E}") == "❤\u{FE0F} ❤\u{FE0E}", "a chosen presentation is kept")
        #expect(EmojiPresentation.colored("☝🏻") == "☝🏻", "a skin tone follows its base directly")
        #expect(EmojiPresentation.colored("© ® ™ #1 *") == "© ® ™ #1 *", "symbols and ASCII stay text")
        #expect(EmojiPresentation.colored("plain 🎉 text") == "plain 🎉 text")
    }

    /// Red pixels in the rendered card: the heart is drawn from the colour emoji font.
    static func redPixels(_ json: String) throws -> Int {
        let image = try Card(json: Data(json.utf8)).drawnCanvas().rgbaImage()
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if p.r > 180, p.g < 90, p.b < 90 { n += 1 }
        } }
        return n
    }

    @Test(arguments: [
        #"{"from": "them", "text": "I ❤ it"}"#,
        #"{"from": "them", "text": "❤"}"#,
        #"{"from": "them", "text": "ok", "reactions": [{"emoji": "❤", "count": 2}]}"#,
        #"{"from": "them", "author": "Ana ❤", "text": "ok"}"#,
    ])
    func aTextStyleHeartIsRed(message: String) throws {
        #expect(try Self.redPixels(#"{"messages": [\#(message)]}"#) > 20)
        #expect(try Self.redPixels(#"{"messages": [\#(message.replacingOccurrences(of: "❤", with: "\u{2764}\u{FE0E}"))]}"#) < 5,
                "asked for as text, it stays black")
    }

    @Test func anEmojiNeverChangesItsLinesHeight() {
        let text = "first line\nthe 🏷 tag ❤ ✈ ❣ ☺\nthird line\nfourth ⌚ ☎ ✉ ✏ line"
        for size in [13.0, 17, 24] {
            let lines = TextLayout(text, options: LayoutOptions(width: 400, font: FontSpec(size: size))).lines
            let heights = lines.map(\.lineBox.height)
            #expect(heights.max()! - heights.min()! < 0.5, "\(size) pt: \(heights)")
        }
    }
}
