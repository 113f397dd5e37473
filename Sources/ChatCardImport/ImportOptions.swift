import ChatCard
import Foundation

/// Which messages an import takes and how it writes them: the CLI's and the service's options.
public struct ImportOptions: Sendable, Equatable {
    public enum Clock: Int, Sendable, CaseIterable { case twelve = 12, twentyFour = 24 }

    /// The last N messages (after the other filters).
    public var last: Int?
    /// Source ids, inclusive (numeric ids compare as numbers).
    public var fromID: String?
    public var toID: String?
    /// Send times, inclusive (seconds since 1970).
    public var since: Int64?
    public var until: Int64?
    /// A full Telegram export's chat, by name or id.
    public var chat: String?
    /// Who "me" is: a sender id (`user123`, `123`) or display name. Nil: the export's owner where the format
    /// says, else nobody (every message is drawn as incoming).
    public var me: String?
    /// Times and day separators in this zone (default UTC: the sources' instants are absolute).
    public var timeZone = TimeZone(identifier: "UTC")!
    public var clock = Clock.twentyFour
    /// Where the pictures the source names come from: photos and stickers found there become the card's
    /// images (`{"file": PATH}` relative to the folder, or the data URI given); the rest are drawn as
    /// placeholders, warned.
    public var media = ImportMedia()
    /// Written into the card (the render options of the same names).
    public var theme: CardSpec.Theme?
    public var width: Double?
    public var scale: Double?

    public init() {}

    /// Most messages a card holds; more are refused with a pointer to `--last` and `--split`.
    public static let maxMessages = Int(CardLimits.messageCountRange.upperBound)
}
