import ChatCard
import Foundation

/// Every look beyond ChatCard's own: the sample conversation in both themes, right to left, on a
/// narrow card, and the message kinds (at scale 1: the rows and the media).
enum LookCases {
    static let looks = Look.Name.allCases.filter { $0 != .chatcard }

    static let all: [GoldenCase] = looks.flatMap { look -> [GoldenCase] in
        let name = look.rawValue
        return [
            CardCases.card("look-\(name)-light", "The sample in the \(name) look, light") { try SampleCard.card.with(look: look) },
            CardCases.card("look-\(name)-dark", "The sample in the \(name) look, dark") { try SampleCard.card.with(theme: .dark, look: look) },
            CardCases.card("look-\(name)-rtl", "The sample in the \(name) look, right to left") { try sample(look) { $0.direction = .rtl } },
            CardCases.card("look-\(name)-narrow", "The sample in the \(name) look on a 240 pt card") { try sample(look) { $0.width = 240 } },
            ImageCases.card("look-\(name)-kinds-rows", "The message kinds' rows in the \(name) look", json: scaledDown(KindCases.rows("light"), look)),
            ImageCases.card("look-\(name)-kinds-media", "The media kinds in the \(name) look, dark", json: scaledDown(KindCases.media("dark"), look)),
            ImageCases.card("look-\(name)-headers", "Forwards, an edited message and a reply in the \(name) look", json: headers(look)),
            ImageCases.card("look-\(name)-markup", "A link, a mention, inline code and a code block in the \(name) look", json: markup(look)),
        ]
    }

    /// What a message says above or after its text: forwarded (in and out), edited, a reply.
    static func headers(_ look: Look.Name) -> String {
        #"""
        {"width": 340, "look": "\#(look.rawValue)", "messages": [
          {"from": "them", "author": "Ann", "time": "9:41", "forwardedFrom": "Trail News", "text": "Ridge trail reopens Saturday"},
          {"from": "me", "time": "9:42", "forwardedFrom": "Trail News", "text": "nice!", "status": "read", "edited": true},
          {"from": "them", "author": "Ann", "time": "9:43", "reply": {"author": "Me", "text": "nice!"}, "text": "See you there"}]}
        """#
    }

    /// Marked text: a link in the text, a mention and inline code, a hashtag, a code block with its language.
    static func markup(_ look: Look.Name) -> String {
        ##"""
        {"width": 340, "scale": 1, "look": "\##(look.rawValue)", "messages": [
          {"from": "them", "author": "Ann", "time": "9:41", "text": "Notes at https://example.com/docs"},
          {"from": "them", "author": "Ann", "time": "9:42", "spans": [{"text": "@omar", "mention": true}, {"text": " run "},
            {"text": "make test", "code": true}, {"text": " first "}, {"text": "#launch", "hashtag": true}]},
          {"from": "me", "time": "9:43", "spans": [{"text": "swift build -c release\nswift test", "pre": "sh"}]}]}
        """##
    }

    static func sample(_ look: Look.Name, _ change: (inout CardSpec) -> Void) throws -> Card {
        var spec = try SampleCard.card.spec
        spec.look = look
        change(&spec)
        return try Card(spec: spec)
    }

    /// A card of KindCases in `look`, at scale 1.
    static func scaledDown(_ json: String, _ look: Look.Name) -> String {
        json.replacingOccurrences(of: #"{"width""#, with: #"{"look": "\#(look.rawValue)", "scale": 1, "width""#, options: [], range: json.range(of: #"{"width""#))
    }
}
