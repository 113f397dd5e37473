import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// URLs typed in plain text are links in every look: the link colour, underlined
/// where the app underlines (the accent is the text colour); explicit links, code and coloured text keep theirs.
@Suite struct URLLinkTests {
    @Test func plainTextIsSplitAroundEachURL() {
        let pieces = MessageContent.linkingURLs(SpanSpec(text: "see t.me/chatcard, and https://example.com/a?b=1."))
        #expect(pieces.map(\.text) == ["see ", "t.me/chatcard", ", and ", "https://example.com/a?b=1", "."])
        #expect(pieces.map(\.link) == [nil, "t.me/chatcard", nil, "https://example.com/a?b=1", nil])
        var code = SpanSpec(text: "curl https://example.com")
        code.code = true
        #expect(MessageContent.linkingURLs(code) == [code], "code stays code")
        #expect(MessageContent.linkingURLs(SpanSpec(text: "no links here. Really.")).count == 1)
    }

    /// Pixels of the look's link colour (within a small distance) in a card of one incoming message.
    static func linkPixels(_ text: String, look: Look.Name, theme: CardSpec.Theme) throws -> Int {
        let card = try Card(json: Data(#"{"width": 360, "look": "\#(look.rawValue)", "theme": "\#(theme.rawValue)", "messages": [{"from": "them", "text": "\#(text)"}]}"#.utf8))
        let lookTheme = Look.named(look).theme(theme)
        let link = lookTheme.incoming.link ?? lookTheme.accent
        let image = try card.drawnCanvas().rgbaImage()
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            let d = abs(Double(p.r) / 255 - link.red) + abs(Double(p.g) / 255 - link.green) + abs(Double(p.b) / 255 - link.blue)
            if d < 0.06 { n += 1 }
        } }
        return n
    }

    @Test(arguments: Look.Name.allCases)
    func aTypedURLTakesTheLinkColour(look: Look.Name) throws {
        for theme in CardSpec.Theme.allCases {
            let linked = try Self.linkPixels("Read example.com/docs/start now", look: look, theme: theme)
            let plain = try Self.linkPixels("Read examplecom docs start now", look: look, theme: theme)
            #expect(linked > plain + 40, "\(look) \(theme): \(linked) link-coloured pixels against \(plain)")
        }
    }
}
