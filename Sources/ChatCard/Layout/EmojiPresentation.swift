/// Characters that have an emoji form but default to text ("❤", "✈", "❣", "🏷": how Telegram and Discord
/// store the heart reaction, and how many keyboards type it) are drawn in colour, as Telegram shows them,
/// by adding the emoji variation selector (U+FE0F, invisible) after them. ASCII (digits, "#", "*") and
/// "©", "®", "™" stay text, and an explicit text selector (U+FE0E) is obeyed. A text-style fallback glyph
/// would also come from another font, taller than the text's, and change its line's height.
enum EmojiPresentation {
    static let emojiSelector: Unicode.Scalar = "\u{FE0F}"
    static let textSelector: Unicode.Scalar = "\u{FE0E}"
    static let staysText: Set<UInt32> = [0xA9, 0xAE, 0x2122]

    static func colored(_ text: String) -> String {
        // Every text-default emoji lies above U+00FF; most texts have none.
        guard text.unicodeScalars.contains(where: needsSelector) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (i, scalar) in scalars.enumerated() {
            out.append(scalar)
            guard needsSelector(scalar) else { continue }
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            // Already chosen either way, or a skin tone that must follow its base directly.
            if let next, next == emojiSelector || next == textSelector || next.properties.isEmojiModifier { continue }
            out.append(emojiSelector)
        }
        return String(out)
    }

    private static func needsSelector(_ s: Unicode.Scalar) -> Bool {
        s.value > 0xFF && s.properties.isEmoji && !s.properties.isEmojiPresentation && !staysText.contains(s.value)
    }
}
