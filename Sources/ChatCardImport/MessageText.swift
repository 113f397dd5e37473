import ChatCard

/// The card's limits on what one message may hold, as an importer meets them: it shortens and warns
/// rather than refuse a whole conversation for one long message.
enum CardLimitsForImport {
    static let text = CardLimits.maxMessageCharacters
    static let shortText = CardLimits.maxShortTextCharacters
    static let entities = CardLimits.maxEntities
    static let reactions = CardLimits.maxReactions
    static let reactionEmoji = CardLimits.maxReactionCharacters
    static let maxReactionCount = Int(CardLimits.reactionCountRange.upperBound)
    static let albumPhotos = CardLimits.imagesPerMessage
}

/// Text as a card may hold it.
enum MessageText {
    /// `text` cut to `limit` characters (the last one an ellipsis) and without NUL characters.
    static func limited(_ text: String, to limit: Int, warnings: inout ImportWarnings) -> String {
        var text = text
        if text.unicodeScalars.contains(where: { $0.value == 0 }) {
            text.unicodeScalars.removeAll { $0.value == 0 }
            warnings.add("text with NUL characters, removed")
        }
        guard text.utf8.count > limit, text.count > limit else { return text }
        warnings.add("text longer than \(limit) characters, shortened")
        return String(text.prefix(limit - 1)) + "…"
    }

    /// A visible stand-in for a message with nothing to draw.
    static let empty = "[empty message]"

    /// The entities that still fit `text` after it was shortened: clipped at its end, dropped past it.
    static func clip(_ entities: [ChatMessage.Entity], to text: String) -> [ChatMessage.Entity] {
        let units = text.utf16.count
        return entities.compactMap { e in
            guard e.offset < units else { return nil }
            var e = e
            e.length = min(e.length, units - e.offset)
            return e.length > 0 ? e : nil
        }
    }

    /// True when a UTF-16 offset falls inside a character outside the BMP.
    static func splitsSurrogatePair(_ text: String, at offset: Int) -> Bool {
        let i = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
        return i.samePosition(in: text.unicodeScalars) == nil
    }
}
