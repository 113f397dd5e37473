/// Characters that have an emoji form but default to text ("❤", "✈", "❣", "🏷": how Telegram and Discord
/// store the heart reaction, and how many keyboards type it) are drawn in colour, as Telegram shows them,
/// by adding the emoji variation selector (U+FE0F, invisible) after them. ASCII (digits, "#", "*") and
/// "©", "®", "™" stay text, and an explicit text selector (U+FE0E) is obeyed. A text-style fallback glyph
/// would also come from another font, taller than the text's, and change its line's height.
public enum EmojiPresentation {
    static let emojiSelector: Unicode.Scalar = "\u{FE0F}"
    static let textSelector: Unicode.Scalar = "\u{FE0E}"
    static let staysText: Set<UInt32> = [0xA9, 0xAE, 0x2122]

    /// `text` as `TextLayout` shows it: with the emoji selector after each character that needs one.
    public static func colored(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsSelector) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for i in scalars.indices {
            out.append(scalars[i])
            if needsSelector(at: i, in: scalars) { out.append(emojiSelector) }
        }
        return String(out)
    }

    /// Whether any character may need a selector: every text-default emoji lies above U+1FFF (lead byte
    /// 0xE2 or more in UTF-8), checked on bytes before scalars.
    static func mayApply(to text: String) -> Bool {
        text.utf8.contains { $0 >= 0xE2 } && text.unicodeScalars.contains(where: needsSelector)
    }

    /// The selectors to insert, outside code runs.
    static func selectors(in text: ScalarList) -> [TextInsertion] {
        (0..<text.count).compactMap { i in
            guard !text.isCode(i), needsSelector(at: i, in: text.scalars) else { return nil }
            return TextInsertion(at: text.offsets[i + 1], scalar: emojiSelector)
        }
    }

    private static func needsSelector(at i: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard needsSelector(scalars[i]) else { return false }
        guard i + 1 < scalars.count else { return true }
        // Already chosen either way, or a skin tone that must follow its base directly.
        let next = scalars[i + 1]
        return next != emojiSelector && next != textSelector && !next.properties.isEmojiModifier
    }

    private static func needsSelector(_ s: Unicode.Scalar) -> Bool {
        // Every text-default emoji lies above U+00FF; most texts have none.
        s.value > 0xFF && s.properties.isEmoji && !s.properties.isEmojiPresentation && !staysText.contains(s.value)
    }
}
