import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// In Slack's rows a call leads with its phone or camera in an accent disc before its two lines, as its files and
/// voice notes do (a glyph at a wide row's far edge stood detached from the words); Telegram, iMessage and
/// ChatCard's own look keep Telegram's glyph at the bubble's trailing edge. Frames and pixels, both themes, both
/// kinds. (WhatsApp's tile: CallTileTests; Discord's system row: SystemCallRowTests.)
@Suite struct CallGlyphTests {
    static let styles: [Look.Name: CallGlyph] = [.chatcard: .trailing, .telegram: .trailing, .imessage: .trailing, .whatsapp: .tile,
                                                 .discord: .systemRow, .slack: .badge]

    @Test func eachLookDrawsItsCallsAsItsAppDoes() {
        for look in Look.Name.allCases { #expect(Look.named(look).calls == Self.styles[look], "\(look): calls \(Look.named(look).calls)") }
    }

    @Test(arguments: Look.Name.allCases.filter { [.trailing, .badge].contains(Self.styles[$0]) })
    func aCallLeadsWithItsGlyphInRows(_ look: Look.Name) throws {
        let badged = Look.named(look).calls == .badge
        for theme in ["light", "dark"] {
            for video in [false, true] {
                let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "width": 420, "messages": [{"from": "them", "author": "Maya", "time": "9:46", "call": {"direction": "outgoing", "duration": 300, "video": \#(video)}}]}"#
                let card = try Card(json: Data(json.utf8))
                let frames = try card.frames().of(message: 0)
                let what = "\(look) \(theme) video \(video)"
                let title = try #require(frames.first { $0.kind == .text && $0.text?.contains("Call") == true }?.rect, "\(what): no title")
                let disc = frames.first { $0.kind == .photo }?.rect
                guard badged else {
                    #expect(disc == nil, "\(what): a badge in a bubble look")
                    continue
                }
                let badge = try #require(disc, "\(what): no badge")
                #expect(badge.maxX <= title.minX && title.minX - badge.maxX <= 12, "\(what): badge \(badge), title \(title)")
                let image = try RGBAImage(png: card.render()), s = card.spec.scale
                let accent = (theme == "dark" ? Look.named(look).dark : Look.named(look).light).accent
                let p = image[Int((badge.minX + badge.width * 0.15) * s), Int(badge.midY * s)]
                let d = [abs(Int(p.r) - Int(accent.red * 255)), abs(Int(p.g) - Int(accent.green * 255)), abs(Int(p.b) - Int(accent.blue * 255))].max()!
                #expect(d <= 6, "\(what): the disc is \(p), the accent \(accent)")
            }
        }
    }
}
