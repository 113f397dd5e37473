import Canvas
import Testing
@testable import TextLayout

/// A one-line ellipsized layout made from the start of its text must be the line the whole text gives:
/// the same glyphs, the same width, the same ellipsis; text narrower than the estimate falls back whole.
@Suite struct EllipsizedLineTests {
    static let texts = [
        "Message 12: the one this answers, long enough to be cut to one line, and then some more words",
        String(repeating: "il", count: 120),  // narrow letters: the prefix fits whole, so the whole text is used
        String(repeating: "WM", count: 80),
        "Ship it 🚀 tonight at nine 👨‍👩‍👧‍👦 with the whole family 🇺🇦 and the dog, as planned last week",
        "مرحبا بالعالم، هذه رسالة طويلة جدا لا يمكن أن تظهر كاملة في سطر واحد من الرد على الإطلاق",
        "これは一行には収まらないとても長い日本語の返信の引用です。まだまだ続きます。",
        "Short",
    ]

    @Test(arguments: texts, [90.0, 180, 400])
    func thePrefixGivesTheLineTheWholeTextGives(text: String, width: Double) throws {
        let options = LayoutOptions(width: width, font: FontSpec(size: 14), maxLines: 1)
        let whole = TextLayout(text, options: options)
        var shaped: [String] = []
        let line = EllipsizedLine.layout(text, width: width, fontSize: 14) { s in
            shaped.append(s)
            return TextLayout(s, options: options)
        }
        #expect(line.isEllipsized == whole.isEllipsized)
        #expect(line.lines.count == 1 && whole.lines.count == 1)
        #expect(abs(line.usedBounds.width - whole.usedBounds.width) < 1e-6)
        // The same geometry everywhere; the same characters but for the ellipsis, which stands for
        // what follows (to the end of the text it was given).
        func boxes(_ l: TextLayout) -> [String] {
            l.glyphBoxes().map { $0.range.upperBound == l.text.string.endIndex ? "… \($0.logicalRect) \($0.inkRect)"
                : "\($0.characterOffset) \($0.logicalRect) \($0.inkRect)" }
        }
        #expect(boxes(line) == boxes(whole))
        // At most two layouts: the prefix, then (rarely) the whole text.
        #expect(shaped.count <= 2 && shaped.last!.count <= text.count)
    }

    @Test func onlyTheStartOfALongQuoteIsLaidOut() {
        let text = String(repeating: "A long reply, ", count: 40)
        let prefix = EllipsizedLine.prefix(of: text, width: 200, fontSize: 14)
        // 1.6 × 200 pt is 22.9 em; at 0.5 em a character the 46th passes it.
        #expect(prefix.count == 46)
        #expect(EllipsizedLine.prefix(of: "Short", width: 200, fontSize: 14) == "Short")
    }
}
