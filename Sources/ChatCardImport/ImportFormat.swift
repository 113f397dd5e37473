import ChatCard

/// The conversations ChatCard takes as people hold them. `auto` looks at the content.
public enum ImportFormat: String, Sendable, CaseIterable {
    case telegramBot = "telegram-bot"
    case telegramExport = "telegram-export"
    case auto

    /// The format a parsed document has, by the fields only it writes; nil when it cannot tell.
    static func detect(_ json: JSONValue) -> ImportFormat? {
        switch json {
        case .object(let members):
            let keys = Set(members.map(\.key))
            if keys.contains("messages") && (keys.contains("type") || keys.contains("name")) || keys.contains("chats") {
                return .telegramExport
            }
            if keys.contains("message_id") || keys.contains("update_id") { return .telegramBot }
            return nil
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
