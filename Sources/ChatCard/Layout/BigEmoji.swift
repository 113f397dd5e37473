import TextLayout

/// A message of one to three emoji and nothing else is drawn large, without a bubble, as the
/// messengers do (spaces between them allowed; any styling, a fill, a reply or a forward keep the bubble).
enum BigEmoji {
    static func applies(to m: MessageSpec) -> Bool {
        guard m.style == .bubble, m.reply == nil, m.forwardedFrom == nil, m.fill == nil, m.photos.isEmpty, m.attachment == nil,
              m.spans.allSatisfy({ $0 == SpanSpec(text: $0.text) }) else { return false }
        return (1...PartProportions.maxBigEmoji).contains(count(m.text))
    }

    /// How many emoji the text holds, or 0 when it holds anything else but spaces.
    static func count(_ text: String) -> Int {
        var n = 0
        for c in EmojiPresentation.colored(text) where !c.isWhitespace {
            guard isEmoji(c) else { return 0 }
            n += 1
            if n > PartProportions.maxBigEmoji { return 0 }
        }
        return n
    }

    /// Drawn as an emoji picture: emoji presentation by default, or asked for with U+FE0F, or a keycap.
    /// Plain digits, "#" and "©" carry the Emoji property too, but draw as text.
    static func isEmoji(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation
            || (first.properties.isEmoji && c.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 })
    }
}
