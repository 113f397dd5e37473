import Canvas
import Foundation
import GoldenImage
import ImageCodecs
import Testing
@testable import ChatCard

/// A picture alone is the bubble (no tail) only where nothing of the bubble's fill shows: a name written
/// above it in the bubble keeps the tail, and WhatsApp, whose tail is a wedge at the top corner clear of
/// the picture, frames every picture with its tail. Read from the pixels in the tail's room, both themes.
@Suite struct PictureTailTests {
    /// Whether some pixel in the tail's room of the incoming bubble at `bubble` is the bubble's fill.
    static func hasTail(_ look: Look.Name, theme: String, author: String?) throws -> Bool {
        let photo = try CardImageTests.dataURI("landscape.jpg")
        let name = author.map { #""author": "\#($0)", "#} ?? ""
        let json = #"{"look": "\#(look.rawValue)", "theme": "\#(theme)", "scale": 3, "messages": [{"from": "them", \#(name)"time": "9:41", "image": "\#(photo)"}, {"from": "me", "text": "ok"}]}"#
        let card = try Card(json: Data(json.utf8))
        let bubble = try #require(try card.frames().of(message: 0).first { $0.kind == .bubble }).rect
        let image = try RGBAImage(png: card.render()), s = card.spec.scale
        let style = Look.named(look)
        let fill = (theme == "dark" ? style.dark : style.light).incomingFill
        let room = style.bubbles.tailWidth * card.spec.fontSize / style.font.size
        let top = style.bubbles.tailCorner == .top
        let rows = top ? stride(from: bubble.minY + 0.5, through: bubble.minY + 3, by: 1 / s) : stride(from: bubble.maxY - 3, through: bubble.maxY - 0.5, by: 1 / s)
        for y in rows {
            for x in stride(from: bubble.minX + 0.5, through: bubble.minX + room - 1, by: 1 / s) {
                let p = image[Int(x * s), Int(y * s)]
                let d = [abs(Int(p.r) - Int(fill.red * 255)), abs(Int(p.g) - Int(fill.green * 255)), abs(Int(p.b) - Int(fill.blue * 255))].max()!
                if d <= 4 { return true }
            }
        }
        return false
    }

    @Test(arguments: ["light", "dark"])
    func aPictureKeepsItsTailWhereTheFillShows(_ theme: String) throws {
        #expect(try Self.hasTail(.whatsapp, theme: theme, author: nil), "WhatsApp frames a picture with its tail")
        #expect(try Self.hasTail(.whatsapp, theme: theme, author: "Maya"), "WhatsApp, a name above the picture")
        #expect(try Self.hasTail(.telegram, theme: theme, author: "Maya"), "Telegram, a name above the picture")
        #expect(try !Self.hasTail(.telegram, theme: theme, author: nil), "Telegram: a picture alone is the bubble")
    }
}
