import Canvas
import ChatCard
import Decorations
import Foundation
import Testing

/// The spec builder's initialisers are the card format in code: a card built with every parameter set is the
/// same spec as that card written in JSON, field for field (a parameter stored in the wrong field, or not at
/// all, reads as another card), and it renders.
@Suite struct SpecBuilderTests {
    static func color(_ hex: String) -> Color { try! Color(hex: hex) }

    @Test func everyParameterIsTheFieldOfItsName() throws {
        let span = SpanSpec(text: "every style", bold: true, italic: true, color: Self.color("#112233"),
                            highlight: HighlightSpec(color: Self.color("#FFD60A"), radius: 3, padding: 2),
                            underline: DecorationSpec(style: .wavy, color: Self.color("#FF0000"), thickness: 1.5, offset: 1, byWord: true, skipInk: false),
                            strikethrough: DecorationSpec(style: .single), code: true, link: "https://example.org", mention: true, hashtag: true,
                            spoiler: true, block: .quote)
        let mine = MessageSpec(from: .me, spans: [span, SpanSpec(text: "plain")], author: "Me", time: "09:41", style: .bubble, align: .center,
                               color: Self.color("#010203"), fill: Self.color("#0A84FF"), tail: .always,
                               reply: ReplySpec(author: "Ana", text: "the question", isQuote: true), forwardedFrom: "Trail News",
                               reactions: [ReactionSpec(emoji: "👍", count: 2, mine: true)], status: .read, edited: true, hidesAvatar: true,
                               signature: "Editor", views: 1200, viaBot: "gamebot", tag: "admin", delay: 1.5)
        let poll = PollSpec(question: "When?", options: [PollSpec.Option(text: "Now", votes: 3, chosen: true), PollSpec.Option(text: "Later", votes: 1)],
                            totalVoters: 4, closed: true, anonymous: false)
        let theirs = MessageSpec(from: .them, author: "Ana", attachment: .poll(poll), typing: 0.5)
        let built = CardSpec(look: .telegram, width: 420, scale: 3, theme: .dark, background: .color(Self.color("#102030")), padding: 20,
                             height: 900, fitsContent: false, fontFamily: "DejaVu Sans", fontSize: 16, direction: .rtl, title: "Trail club",
                             bubbleBorder: BorderSpec(width: 2, color: Self.color("#FF0000")), people: ["Ana": PersonSpec(color: Self.color("#00FF00"))],
                             avatars: .all, names: .inside, messages: [mine, theirs, .service("Today")])
        let json = ##"""
            {"look": "telegram", "width": 420, "scale": 3, "theme": "dark", "background": "#102030", "padding": 20, "height": 900,
             "font": {"family": "DejaVu Sans", "size": 16}, "direction": "rtl", "title": "Trail club",
             "bubbleBorder": {"width": 2, "color": "#FF0000"}, "people": {"Ana": {"color": "#00FF00"}}, "avatars": "all", "names": "inside",
             "messages": [
              {"from": "me", "spans": [
                 {"text": "every style", "bold": true, "italic": true, "color": "#112233", "highlight": {"color": "#FFD60A", "radius": 3, "padding": 2},
                  "underline": {"style": "wavy", "color": "#FF0000", "thickness": 1.5, "offset": 1, "byWord": true, "skipInk": false},
                  "strikethrough": "single", "code": true, "link": "https://example.org", "mention": true, "hashtag": true, "spoiler": true,
                  "quote": true},
                 {"text": "plain"}],
               "author": "Me", "time": "09:41", "align": "center", "color": "#010203", "fill": "#0A84FF", "tail": "always",
               "reply": {"author": "Ana", "text": "the question", "quote": true}, "forwardedFrom": "Trail News",
               "reactions": [{"emoji": "👍", "count": 2, "mine": true}], "status": "read", "edited": true, "avatar": false,
               "signature": "Editor", "views": 1200, "viaBot": "gamebot", "tag": "admin", "delay": 1.5},
              {"from": "them", "author": "Ana", "typing": 0.5, "poll": {"question": "When?", "options": [{"text": "Now", "votes": 3, "chosen": true},
                 {"text": "Later", "votes": 1}], "totalVoters": 4, "closed": true, "anonymous": false}},
              {"service": "Today"}]}
            """##
        let given = try Card(json: Data(json.utf8)).spec
        #expect(try built.checked() == given)
        #expect(try Card(spec: built).render().count > 10_000)
        #expect(try Card(json: Data(built.json().utf8)).spec == given, "json() writes what was built")
    }
}

/// A picture built from a data URI is written back as that URI and known by it when the spec is checked: its
/// base64 is not encoded and decoded again.
@Suite struct DataURIPictureTests {
    @Test func aDataURIIsWrittenBackAsGiven() throws {
        let payload = String(FieldWalkTests.png.split(separator: ",")[1])
        let given = "data:image/png;name=dot;base64," + payload
        let image = try ImageSpec(dataURI: given, path: "photo")
        let spec = CardSpec(messages: [MessageSpec(from: .them, photos: [image])])
        #expect(spec.json(pretty: false).contains(given), "the URI as it came, not a re-encoding")
        let checked = try spec.checked()
        #expect(checked == spec && checked.messages[0].photos[0].dataURI == given)
        #expect(try Card(spec: spec).render().count > 1000)
    }
}
