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
        try expectSameLine(text, width: width, font: FontSpec(size: 14))
    }

    /// Every width from a word to a long line, in both weights a reply header uses: the cut lands on every
    /// kind of character (a space, a kerned pair, a comma, a digit) and the prefix ends just past it.
    @Test(arguments: [FontWeight.regular, .semibold])
    func everyWidthGivesTheLineTheWholeTextGives(weight: FontWeight) throws {
        for text in [Self.texts[0], "Message 0: the one this answers, long enough to be cut to one line", "AVAVA Type Wave, fluffy offices: T.V. ta Te Yo"] {
            for width in stride(from: 40.0, through: 420, by: 3.7) {
                try expectSameLine(text, width: width, font: FontSpec(size: 14, weight: weight))
            }
        }
    }

    private func expectSameLine(_ text: String, width: Double, font: FontSpec) throws {
        let options = LayoutOptions(width: width, font: font, maxLines: 1)
        let whole = TextLayout(text, options: options)
        var shaped: [String] = []
        let line = EllipsizedLine.layout(text, width: width, font: font) { s in
            shaped.append(s)
            return TextLayout(s, options: options)
        }
        #expect(line.isEllipsized == whole.isEllipsized, "\(text) at \(width) pt")
        #expect(line.lines.count == 1 && whole.lines.count == 1)
        #expect(abs(line.usedBounds.width - whole.usedBounds.width) < 1e-6, "\(text) at \(width) pt: \(shaped.first ?? "")")
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
        let font = FontSpec(size: 14)
        let prefix = EllipsizedLine.prefix(of: text, width: 200, font: font)
        let shaped = TextLayout(String(prefix), options: LayoutOptions(font: font)).usedBounds.width
        // Past the width with the margin, and by little more: a character and the context characters.
        #expect(shaped > 200 * EllipsizedLine.widthMargin)
        #expect(shaped < 200 * EllipsizedLine.widthMargin + 14 * Double(EllipsizedLine.contextCharacters + 1))
        #expect(prefix.count < 46)  // a guess of 0.5 em a character needed 46
        #expect(EllipsizedLine.prefix(of: "Short", width: 200, font: font) == "Short")
    }

    /// The ellipsis stands for the rest of the text, spaces included: a text that ends in spaces (or a
    /// start cut after one) must not lose part of the ellipsis from its used width.
    @Test func trailingSpacesUnderTheEllipsisKeepItsWidth() {
        let options = LayoutOptions(width: 150, font: FontSpec(size: 14), maxLines: 1)
        let text = "A quote long enough to be cut well before its end"
        let plain = TextLayout(text, options: options), spaced = TextLayout(text + "   ", options: options)
        #expect(plain.isEllipsized && spaced.isEllipsized)
        #expect(abs(plain.usedBounds.width - spaced.usedBounds.width) < 1e-6)
        #expect(abs(spaced.usedBounds.maxX - spaced.glyphBoxes().last!.logicalRect.maxX) < 1e-6)
    }

    @Test func charactersPastTheTableCountHalfTheGuess() {
        let advances = LatinAdvances.current.table(for: FontSpec(size: 14))
        #expect(advances.ems(of: "W") > advances.ems(of: "i"))
        for scalar: Unicode.Scalar in ["中", "\u{1F680}", "\u{0301}"] {
            #expect(advances.ems(of: scalar) == OneLineTrial.emWidth(of: scalar) / 2)
        }
    }
}
