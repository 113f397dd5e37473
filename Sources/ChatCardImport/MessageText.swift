import ChatCard

/// The card's limits on what one message may hold, as an importer meets them: it shortens and warns
/// rather than refuse a whole conversation for one long message.
enum CardLimitsForImport {
    static let text = CardLimits.maxMessageCharacters
    static let shortText = CardLimits.maxShortTextCharacters
    /// A partial quote's text: more than five lines of the widest card show.
    static let quoteText = 500
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

    /// `text` without its NUL characters, the entities moved with the text around them (one that held only
    /// NULs is dropped). `limited` removes NULs too, but could not move the entities.
    static func withoutNUL(_ text: String, _ entities: [ChatMessage.Entity], warnings: inout ImportWarnings) -> (String, [ChatMessage.Entity]) {
        guard text.unicodeScalars.contains(where: { $0.value == 0 }) else { return (text, entities) }
        warnings.add("text with NUL characters, removed")
        // removedBefore[u]: NULs before UTF-16 offset u.
        var removedBefore: [Int] = [0]
        var clean = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let removed = removedBefore.last! + (scalar.value == 0 ? 1 : 0)
            if scalar.value != 0 { clean.append(scalar) }
            removedBefore += Array(repeating: removed, count: scalar.utf16.count)
        }
        let moved = entities.compactMap { e -> ChatMessage.Entity? in
            let end = min(e.offset + e.length, removedBefore.count - 1), start = min(e.offset, end)
            var e = e
            (e.offset, e.length) = (start - removedBefore[start], end - removedBefore[end] - (start - removedBefore[start]))
            return e.length > 0 ? e : nil
        }
        return (String(clean), moved)
    }

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
