import ChatCard

/// Telegram Desktop's text form: a string, or an array of plain strings and `{type, text, …}` parts whose
/// texts concatenate to the message. Offsets are computed here, in UTF-16 code units as Bot API entities
/// count them; part types are renamed to the Bot API's (`link` → `url`, `mention_name` → `text_mention`).
enum TelegramExportText {
    static let renamed = ["link": "url", "mention_name": "text_mention", "phone": "phone_number"]

    static func read(_ value: JSONValue?, path: String) throws(ImportError) -> (text: String, entities: [ChatMessage.Entity]) {
        switch value {
        case nil, .null?: return ("", [])
        case .string(let s)?: return (s, [])
        case .array(let parts)?:
            // The length in UTF-16 units is kept as the text grows (asking the string each time is linear).
            var text = "", units = 0, entities: [ChatMessage.Entity] = []
            for (i, part) in parts.enumerated() {
                if case .string(let s) = part {
                    text += s
                    units += s.utf16.count
                    continue
                }
                let p = try SourceObject(part, path: "\(path)[\(i)]")
                guard let piece = try p.string("text") else { throw ImportError(path: p.child("text"), message: "is required") }
                let type = try p.string("type") ?? "plain"
                let offset = units
                text += piece
                units += piece.utf16.count
                guard type != "plain", !piece.isEmpty else { continue }
                var entity = ChatMessage.Entity(type: renamed[type] ?? type, offset: offset, length: piece.utf16.count)
                switch type {
                case "text_link": entity.url = try p.string("href")
                case "pre": entity.language = try p.string("language")
                case "blockquote" where try p.bool("collapsed") == true: entity.type = "expandable_blockquote"
                default: break
                }
                entities.append(entity)
            }
            return (text, entities)
        case let other?:
            throw ImportError(path: path, message: "expected a string or an array of text parts, found \(other.typeName)")
        }
    }
}
