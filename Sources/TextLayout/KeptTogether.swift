/// Text whose line breaking differs from UAX #14's defaults: a word joiner (U+2060, invisible, no width)
/// between two characters forbids a line break there, while Pango may still break between characters
/// when a word is wider than the whole line (a forbidding attribute would let it overflow instead).
enum KeptTogether {
    /// Whether any joiner may be needed: a code run, Hangul (UTF-8 lead bytes E1 jamo, E3 compatibility
    /// jamo, EA–ED syllables) or a "/" (bot commands).
    static func mayApply(to bytes: String.UTF8View, codeRuns: Bool) -> Bool {
        codeRuns || bytes.contains { $0 == UInt8(ascii: "/") || $0 == 0xE1 || $0 == 0xE3 || (0xEA...0xED).contains($0) }
    }

    static func joiners(in text: ScalarList) -> [TextInsertion] {
        var marks: [TextInsertion] = []
        let hasHangul = text.scalars.contains(where: isHangul)
        for i in 1..<max(1, text.count) {
            let a = text[i - 1], b = text[i]
            guard !ScalarList.isSpace(a), !ScalarList.isSpace(b) else { continue }
            let joined: Bool
            if text.isCode(i - 1) && text.isCode(i) {
                joined = isCodeJoin(a, b)
            } else if text.isPlainPair(i) {
                joined = (hasHangul && (isHangul(a) || isHangul(b))) || isCommandStart(at: i, in: text)
            } else {
                joined = false
            }
            if joined { marks.append(text.mark(TextInsertion.joiner, before: i)) }
        }
        return marks
    }

    /// Code breaks only at spaces, as Telegram draws it: "-c:v" and "a/b.c" stay whole on a line.
    private static func isCodeJoin(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        !isWordCharacter(a) || !isWordCharacter(b)
    }

    /// A bot command ("/start") never leaves its slash at a line's end (line breaking allows a break
    /// after "/"): `i` is the command's first letter.
    private static func isCommandStart(at i: Int, in text: ScalarList) -> Bool {
        text[i - 1] == "/" && (i < 2 || ScalarList.isSpace(text[i - 2])) && text[i].properties.isAlphabetic
    }

    static func isWordCharacter(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil || s.properties.isGraphemeExtend
    }

    /// Korean breaks between words, not between syllables (CSS `word-break: keep-all`, what Korean
    /// readers and Telegram expect): "한국어" never splits as "한국 / 어".
    static func isHangul(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}
