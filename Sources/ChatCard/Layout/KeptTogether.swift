/// Text whose line breaking differs from UAX #14's defaults: a word joiner (U+2060, invisible, no width)
/// between two characters forbids a line break there, while Pango may still break between characters
/// when a word is wider than the whole line (a forbidding attribute would let it overflow instead).
enum KeptTogether {
    static let joiner: Character = "\u{2060}"

    /// Code breaks only at spaces, as Telegram draws it: "-c:v" and "a/b.c" stay whole on a line.
    static func code(_ text: String) -> String {
        joined(text) { a, b in !isWordCharacter(a) || !isWordCharacter(b) }
    }

    /// Korean breaks between words, not between syllables (CSS `word-break: keep-all`, what Korean
    /// readers and Telegram expect): "한국어" never splits as "한국 / 어".
    static func hangulWords(_ text: String) -> String {
        // Hangul lies in UTF-8 lead bytes E1 (jamo), E3 (compatibility jamo) and EA–ED (syllables).
        guard text.utf8.contains(where: { $0 == 0xE1 || $0 == 0xE3 || (0xEA...0xED).contains($0) }) else { return text }
        return joined(text) { a, b in isHangul(a) || isHangul(b) }
    }

    /// A bot command ("/start") never leaves its slash at a line's end (line breaking allows a break
    /// after "/").
    static func commands(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "/")) else { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?, beforePrevious: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if previous == "/", beforePrevious.map({ $0.properties.isWhitespace }) ?? true, scalar.properties.isAlphabetic {
                out.append(joiner.unicodeScalars.first!)
            }
            out.append(scalar)
            (beforePrevious, previous) = (previous, scalar)
        }
        return String(out)
    }

    /// `text` with a joiner between two neighbouring non-space characters for which `keep` holds.
    private static func joined(_ text: String, keep: (Unicode.Scalar, Unicode.Scalar) -> Bool) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let p = previous, !p.properties.isWhitespace, !scalar.properties.isWhitespace, keep(p, scalar) {
                out.append(joiner.unicodeScalars.first!)
            }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }

    private static func isWordCharacter(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil || s.properties.isGraphemeExtend
    }

    private static func isHangul(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
