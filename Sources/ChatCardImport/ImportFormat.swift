import ChatCard

/// The conversations ChatCard takes as people hold them. `auto` looks at the content.
public enum ImportFormat: String, Sendable, CaseIterable {
    case telegramBot = "telegram-bot"
    case telegramExport = "telegram-export"
    case quoteAPI = "quote-api"
    case discord
    case whatsapp
    case auto

    /// "telegram-bot, telegram-export, auto", for messages and help.
    public static let names = allCases.map(\.rawValue).joined(separator: ", ")
}
