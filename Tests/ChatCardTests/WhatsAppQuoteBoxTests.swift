import Canvas
import Foundation
import ImageCodecs
import Testing
@testable import ChatCard

/// WhatsApp quotes in a neutral box of its own (#0B141A at 5 % in light, a darker inset in dark: never the author's
/// tint, never lighter than a dark bubble) with the quoted author's bar at its leading edge. Pixels, both themes,
/// both sides.
@Suite struct WhatsAppQuoteBoxTests {
    @Test(arguments: ["light", "dark"], ["me", "them"])
    func theBoxIsNeutralAndTheBarTheAuthors(_ theme: String, _ from: String) throws {
        let author = from == "them" ? #""author": "Ann", "# : ""
        let json = #"{"look": "whatsapp", "theme": "\#(theme)", "scale": 2, "messages": [{"from": "them", "author": "Maya", "text": "Did you see the new build?"}, {"from": "\#(from)", \#(author)"reply": {"author": "Maya", "text": "Did you see the new build?"}, "text": "Yes!"}]}"#
        let card = try Card(json: Data(json.utf8))
        let replyFrame = try card.frames().of(message: 1).first { $0.kind == .reply }
        let block = try #require(replyFrame).rect
        let image = try RGBAImage(png: card.render())
        let inside = image[Int((block.maxX - 3) * 2), Int(block.midY * 2)], bar = image[Int((block.minX + 1) * 2), Int(block.midY * 2)]
        func spread(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Int { Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) }
        let look = Look.named(.whatsapp).theme(theme == "dark" ? .dark : .light)
        let fill = look.fill(for: from == "me" ? .me : .them)
        let bubble = (fill.red * 255 + fill.green * 255 + fill.blue * 255) / 3
        let box = Double(Int(inside.r) + Int(inside.g) + Int(inside.b)) / 3
        #expect(box < bubble - 2, "\(theme) \(from): the box \(inside) is not darker than the bubble \(fill)")
        // The light incoming box is grey; elsewhere it is the bubble's own hue darkened, not the author's tint.
        if theme == "light" && from == "them" { #expect(spread((inside.r, inside.g, inside.b)) <= 4, "the box \(inside) is tinted") }
        #expect(spread((bar.r, bar.g, bar.b)) >= 60, "\(theme) \(from): the bar \(bar) is not the author's colour")
    }
}
