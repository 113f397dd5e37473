import Canvas
import Testing

@Suite struct ColorTests {
    @Test func parsesAllFourHexForms() throws {
        #expect(try Color(hex: "#F00") == Color(red: 1, green: 0, blue: 0))
        #expect(try Color(hex: "#f008").alpha == Double(0x88) / 255)
        #expect(try Color(hex: "#0A84FF") == Color(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(try Color(hex: "#0A84FF80").alpha == 128.0 / 255)
        #expect(try Color(hex: "#0a84ff").hexString == "#0A84FF")
    }

    @Test(arguments: [
        ("0A84FF", "must start with '#'"),
        ("#12345", "has 5 hex digits"),
        ("#", "has 0 hex digits"),
        ("#GG0000", "'G' is not a hex digit"),
        ("#12 456", "' ' is not a hex digit"),
    ])
    func rejectsMalformedHex(input: String, reason: String) {
        #expect(throws: ColorError(input: input, reason: reason)) { try Color(hex: input) }
        let message = "\(ColorError(input: input, reason: reason))"
        #expect(message.contains("#RGB, #RGBA, #RRGGBB or #RRGGBBAA"))
    }

    @Test func luminanceOrdersBlackBelowWhite() {
        #expect(Color.black.relativeLuminance == 0)
        #expect(abs(Color.white.relativeLuminance - 1) < 1e-9)
    }
}

@Suite struct ColorLiteralTests {
    @Test func rgbLiteralMatchesHex() throws {
        #expect(Color(rgb: 0x0A84FF) == (try Color(hex: "#0A84FF")))
        #expect(Color(rgb: 0xFF375F, alpha: 0.5) == (try Color(hex: "#FF375F")).withAlpha(0.5))
    }
}
