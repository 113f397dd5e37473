import ChatCard

/// The conversations ChatCard takes as people hold them. `auto` looks at the content.
public enum ImportFormat: String, Sendable, CaseIterable {
    case telegramBot = "telegram-bot"
    case telegramExport = "telegram-export"
    case quoteAPI = "quote-api"
    case discord
    case whatsapp
    case auto

    /// The format a parsed document has, by the fields only it writes; nil when it cannot tell.
    static func detect(_ json: JSONValue) -> ImportFormat? {
        switch json {
        case .object(let members):
            let keys = Set(members.map(\.key))
            if keys.contains("chats") { return .telegramExport }
            if keys.contains("guild") && keys.contains("channel") { return .discord }
            if keys.contains("message_id") || keys.contains("update_id") { return .telegramBot }
            guard keys.contains("messages"), case .array(let messages)? = members.first(where: { $0.key == "messages" })?.value else { return nil }
            // An export's messages have ids and dates; quote-api's have neither.
            guard case .object(let first)? = messages.first else { return keys.contains("id") ? .telegramExport : .quoteAPI }
            let firstKeys = Set(first.map(\.key))
            return firstKeys.contains("id") && firstKeys.contains("date") ? .telegramExport : .quoteAPI
        case .array(let items):
            guard let first = items.first else { return nil }
            return detect(first) == .telegramBot ? .telegramBot : nil
        default:
            return nil
        }
    }

    /// "telegram-bot, telegram-export, auto", for messages and help.
    public static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
