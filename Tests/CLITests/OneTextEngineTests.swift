import Foundation
import PropertyBased
import Testing
import Decorations
import TextLayout
@testable import ChatCard

/// One text engine: the same text breaks into the same lines through `TextLayout` on its
/// own, `chatcard text` and a card's bubble, over random text mixing scripts, emoji without U+FE0F,
/// Korean, URLs with and without a scheme, bot commands and long words, at random widths and sizes.
@Suite struct OneTextEngineTests {
    static let words = [
        "Hello", "the", "meeting", "is", "moved", "to", "Thursday,", "ok?", "well-known", "Supercalifragilisticexpialidocious",
        "❤", "✈", "🏷", "☺", "🎉", "👍🏽", "가나다라마", "바사아자차", "한국어를", "中文字体", "日本語の", "مرحبا", "بالعالم",
        "Привет,", "как", "дела", "/start", "/help@bot", "https://example.com/a/very/long/path?utm_source=newsletter",
        "grafana.example.com/d/release-overview", "www.example.org", "t.me/chatcard", "a/b", "(see", "docs.swift.org).",
    ]

    struct Case: CustomStringConvertible {
        var text: String, width: Int, size: Int
        var description: String { "\"\(text)\" in a \(width) pt card at \(size) pt" }
    }

    static let emoji: Set = ["❤", "✈", "🏷", "☺", "🎉", "👍🏽"]

    /// A text of only emoji is drawn big, without a bubble (as the apps do): a word of letters keeps it a text.
    static let cases = zip(Gen.element(of: words).array(of: 3...16), Gen.int(in: 240...520), Gen.element(of: [13, 15, 17, 20]))
        .map { words, width, size in
            let chosen = words.compactMap { $0 }
            let text = chosen.allSatisfy(emoji.contains) ? chosen + ["ok"] : chosen
            return Case(text: text.joined(separator: " "), width: width, size: size!)
        }

    static func lines(_ layout: TextLayout) -> [String] { layout.lines.map { String(layout.text.string[$0.range]) } }

    /// The card's own layout of the message text.
    static func cardLayout(_ c: Case) throws -> TextLayout {
        let message = try JSONSerialization.data(withJSONObject: ["from": "them", "text": c.text])
        let json = #"{"width": \#(c.width), "font": {"size": \#(c.size)}, "messages": [\#(String(decoding: message, as: UTF8.self))]}"#
        let bubble = try #require(CardLayout(Card(json: Data(json.utf8)).spec).elements.compactMap { $0 as? BubbleElement }.first)
        let timed = try #require(bubble.bubbled.content.parts.first as? TimedPart)
        return try #require((timed.host as? TextPart)?.story.layout)
    }

    static func cliLines(_ text: String, options: LayoutOptions) throws -> [String] {
        let run = try CLITests.run(["text", text, "--width", "\(options.width!)", "--size", "\(options.font.size)",
                                    "--font", options.font.family, "--json"])
        try #require(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let lines = try #require(json["lines"] as? [[String: Any]])
        return lines.compactMap { $0["text"] as? String }
    }

    @Test(.shrinking(false)) func theSameTextBreaksTheSameEverywhere() async {
        await propertyCheck(count: 40, input: Self.cases) { c in
            do {
                let card = try Self.cardLayout(c)
                let cardLines = Self.lines(card)
                let alone = Self.lines(TextLayout(c.text, options: LayoutOptions(width: card.options.width, font: card.options.font)))
                #expect(alone == cardLines, "\(c): TextLayout \(alone) but the card \(cardLines)")
                let cli = try Self.cliLines(c.text, options: card.options)
                #expect(cli == cardLines, "\(c): chatcard text \(cli) but the card \(cardLines)")
            } catch {
                Issue.record("\(c): \(error)")
            }
        }
    }
}
