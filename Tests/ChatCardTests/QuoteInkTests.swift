import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// A reply's quoted text: WhatsApp writes it in its meta grey (#667781, dark #8696A0), clearly fainter than
/// the message's own text; Telegram in the text colour. Read from the pixels: the strongest ink of the
/// quote's line against the strongest of the body's, in both themes, on both sides (the grey is lifted where
/// the quote's block needs it to read, so on WhatsApp's dark green it is fainter by less).
@Suite struct QuoteInkTests {
    /// The strongest ink of a frame: the lowest luminance on a light card, the highest on a dark one.
    static func strongestInk(_ rect: Rect, in image: RGBAImage, scale: Double, dark: Bool) -> Double {
        var best = dark ? 0.0 : 1.0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = image[x, y]
                let luminance = (0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)) / 255
                best = dark ? max(best, luminance) : min(best, luminance)
            }
        }
        return best
    }

    @Test(arguments: [(Look.Name.whatsapp, true), (.telegram, false)])
    func theQuoteIsGreyWhereTheAppWritesItGrey(_ look: Look.Name, grey: Bool) throws {
        for theme in ["light", "dark"] {
            for from in ["me", "them"] {
                let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "messages": [{"from": "\#(from)", "author": "Leo", "reply": {"author": "Maya", "text": "Did you see the new build"}, "text": "Yes, the new build ships"}]}"#
                let card = try Card(json: Data(json.utf8))
                let frames = try card.frames().of(message: 0)
                let reply = try #require(frames.first { $0.kind == .reply }).rect
                let texts = frames.filter { $0.kind == .text }.map(\.rect)
                let quote = try #require(texts.first { reply.contains($0.origin) }), body = try #require(texts.first { !reply.contains($0.origin) })
                let image = try RGBAImage(png: card.render()), s = card.spec.scale, dark = theme == "dark"
                let quoteInk = Self.strongestInk(quote, in: image, scale: s, dark: dark), bodyInk = Self.strongestInk(body, in: image, scale: s, dark: dark)
                let what = "\(look) \(theme) \(from): quote \(quoteInk), body \(bodyInk)"
                if grey {
                    #expect(abs(quoteInk - bodyInk) >= 0.08, "\(what)")
                } else {
                    #expect(abs(quoteInk - bodyInk) <= 0.05, "\(what)")
                }
            }
        }
    }
}
