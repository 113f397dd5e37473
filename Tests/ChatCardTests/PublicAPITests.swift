import ChatCard
import Foundation
import Testing

/// Only `import ChatCard` above: every type a card needs must come with it.
@Suite struct PublicAPITests {
    @Test func aCardBuiltInCodeRendersWithOnlyChatCardImported() throws {
        var span = SpanSpec(text: "underlined")
        span.underline = DecorationSpec(style: LineStyle.wavy, color: try Color(hex: "#FF3B30"))
        span.color = Color(rgb: 0x1C1C1E)
        var message = MessageSpec(from: .them, spans: [SpanSpec(text: "Hello, "), span])
        message.align = TextAlignment.left
        message.fill = try Color(hex: "#E9E9EB")
        var spec = CardSpec()
        spec.messages = [message]
        let card = try Card(spec: spec)
        let size: Size = try card.size()
        #expect(size.width == 390 && size.height > 40)
        #expect(try card.render().count > 1000)
    }
}
