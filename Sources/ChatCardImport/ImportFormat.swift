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
            // A Bot API response as a bot got it (getUpdates, sendMessage): {"ok": true, "result": …}.
            if keys.contains("ok") && (keys.contains("result") || keys.contains("description")) { return .telegramBot }
            guard keys.contains("messages"), case .array(let messages)? = members.first(where: { $0.key == "messages" })?.value else { return nil }
            // An export names its chat and its messages have ids and a date or a type; quote-api's have neither.
            if keys.contains("id") && keys.contains("name") { return .telegramExport }
            guard case .object(let first)? = messages.first else { return keys.contains("id") ? .telegramExport : .quoteAPI }
            let firstKeys = Set(first.map(\.key))
            // Bot API messages or updates kept under a key of their own.
            if firstKeys.contains("message_id") || firstKeys.contains("update_id") { return .telegramBot }
            return isExportMessage(firstKeys) ? .telegramExport : .quoteAPI
        case .array(let items):
            guard case .object(let first)? = items.first else { return nil }
            let keys = Set(first.map(\.key))
            // An export's messages array alone (copied out of result.json): ids, dates and a type.
            if isExportMessage(keys) { return .telegramExport }
            return detect(.object(first)) == .telegramBot ? .telegramBot : nil
        default:
            return nil
        }
    }

    /// A Telegram Desktop message: an id and a date (`date`, or only `date_unixtime`) or a type.
    private static func isExportMessage(_ keys: Set<String>) -> Bool {
        keys.contains("id") && !keys.isDisjoint(with: ["date", "date_unixtime", "type"])
    }

    /// "telegram-bot, telegram-export, auto", for messages and help.
    public static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
