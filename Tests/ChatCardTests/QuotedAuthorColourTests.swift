import Canvas
import Decorations
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// A reply's bar keeps its author's hue on every bubble, as WhatsApp draws it on my green (light and dark),
/// made as light or dark as reading on that bubble needs, never the bubble's body colour.
@Suite struct QuotedAuthorColourTests {
    static func bar(_ look: Look.Name, _ theme: CardSpec.Theme, author: String) throws -> (bar: Color, fill: Color, name: Color) {
        let json = ##"""
            {"width": 360, "scale": 3, "theme": "\##(theme.rawValue)", "look": "\##(look.rawValue)", "messages": [
              {"from": "them", "author": "\##(author)", "text": "Did you see the new build?"},
              {"from": "them", "author": "Omar", "text": "Yes"},
              {"from": "me", "reply": {"author": "\##(author)", "text": "Did you see the new build?"}, "text": "It ships tonight."}]}
            """##
        let card = try Card(json: Data(json.utf8))
        let frames = try card.frames(), image = try RGBAImage(png: card.render()), s = card.spec.scale
        let reply = try #require(frames.of(message: 2).first { $0.kind == .reply })
        let bubble = try #require(frames.of(message: 2).first { $0.kind == .bubble })
        func pixel(_ x: Double, _ y: Double) -> Color {
            let p = image[Int(x * s), Int(y * s)]
            return Color(red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255)
        }
        // The bar: the block's leading edge, half way down; the fill: beside the bubble's far edge.
        let barX = reply.rect.minX + 1
        let name = AuthorColors(palette: Look.whatsapp.theme(theme).authorPalette, people: [:], names: AuthorColors.names(in: card.spec))
            .color(of: author)
        return (pixel(barX, reply.rect.midY), pixel(bubble.rect.maxX - 3, bubble.rect.midY), name)
    }

    static func hue(_ c: Color) -> Double {
        let (mx, mn) = (max(c.red, c.green, c.blue), min(c.red, c.green, c.blue))
        guard mx > mn else { return 0 }
        let h: Double = mx == c.red ? (c.green - c.blue) / (mx - mn) : mx == c.green ? 2 + (c.blue - c.red) / (mx - mn) : 4 + (c.red - c.green) / (mx - mn)
        return (h * 60 + 360).truncatingRemainder(dividingBy: 360)
    }

    @Test(arguments: CardSpec.Theme.allCases, ["Maya", "Omar", "Bo", "Alexandra", "Leo", "Sam", "Yuki"])
    func whatsAppBarsKeepTheAuthorsHueAndRead(_ theme: CardSpec.Theme, _ author: String) throws {
        let (bar, fill, name) = try Self.bar(.whatsapp, theme, author: author)
        let chroma = max(bar.red, bar.green, bar.blue) - min(bar.red, bar.green, bar.blue)
        #expect(chroma > 0.12, "\(theme) \(author): the bar \(bar.hexString) is grey, the name is \(name.hexString)")
        let turn = abs(Self.hue(bar) - Self.hue(name))
        #expect(min(turn, 360 - turn) < 25, "\(theme) \(author): the bar \(bar.hexString) left the hue of \(name.hexString)")
        #expect(ContrastColor.ratio(bar, fill) >= ContrastColor.secondaryMinimum - 0.2, "\(theme) \(author): \(bar.hexString) on \(fill.hexString)")
    }
}
