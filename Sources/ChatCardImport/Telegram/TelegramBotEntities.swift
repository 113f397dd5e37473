import ChatCard

/// Bot API `entities` / `caption_entities`: type-checked, ranges checked against the text in UTF-16 code
/// units. A range that runs past the text is clipped with a warning (real Bot API payloads carry them:
/// aiogram's "test" with length 5); one that starts past it, or splits a character, is refused.
enum TelegramBotEntities {
    static func read(_ m: SourceObject, key: String, text: String, warnings: inout ImportWarnings) throws(ImportError) -> [ChatMessage.Entity] {
        let units = text.utf16.count
        var entities: [ChatMessage.Entity] = []
        var objects = try m.objects(key)
        // Telegram sends at most 100 a message; the card draws at most this many.
        if objects.count > CardLimitsForImport.entities {
            warnings.add("entities past \(CardLimitsForImport.entities) in one message, dropped")
            objects = Array(objects.prefix(CardLimitsForImport.entities))
        }
        for e in objects {
            guard let type = try e.string("type") else { throw ImportError(path: e.child("type"), message: "is required") }
            guard let offset = try e.integer("offset"), offset >= 0 else {
                throw ImportError(path: e.child("offset"), message: "is required: a whole number from 0")
            }
            guard let length = try e.integer("length"), length > 0 else {
                throw ImportError(path: e.child("length"), message: "is required: a whole number from 1")
            }
            guard offset < units else {
                throw ImportError(path: e.path, message: "offset \(offset) is past the text's \(units) UTF-16 units")
            }
            var end = offset + length
            if end > units {
                warnings.add("entity running past its text (as some Bot API libraries send them), clipped")
                end = Int64(units)
            }
            for edge in [offset, end] where MessageText.splitsSurrogatePair(text, at: Int(edge)) {
                throw ImportError(path: e.path, message: "\(edge == offset ? "offset" : "the end at") \(edge) splits a character "
                    + "(outside the BMP, most emoji count 2 UTF-16 units)")
            }
            entities.append(ChatMessage.Entity(type: type, offset: Int(offset), length: Int(end - offset),
                                               url: try e.string("url"), language: try e.string("language")))
        }
        return entities
    }
}
