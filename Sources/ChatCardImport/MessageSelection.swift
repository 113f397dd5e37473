/// The messages the options ask for, in order: an id range, a time range, then the last N.
struct MessageSelection {
    let options: ImportOptions

    init(_ options: ImportOptions) { self.options = options }

    func pick(_ messages: [ChatMessage]) throws(ImportError) -> [ChatMessage] {
        let chosen = messages.filter(accepts)
        return options.last.map { Array(chosen.suffix($0)) } ?? chosen
    }

    /// Within the id and time ranges.
    func accepts(_ m: ChatMessage) -> Bool {
        if let from = options.fromID, !(m.id.map { Self.compare($0, from) >= 0 } ?? false) { return false }
        if let to = options.toID, !(m.id.map { Self.compare($0, to) <= 0 } ?? false) { return false }
        if let since = options.since, (m.date ?? .min) < since { return false }
        if let until = options.until, (m.date ?? .max) > until { return false }
        return true
    }

    /// Ids compare as numbers when both are (Telegram's, Discord's), else as text.
    static func compare(_ a: String, _ b: String) -> Int {
        if let x = Int64(a), let y = Int64(b) { return x < y ? -1 : x > y ? 1 : 0 }
        if a.count != b.count, a.allSatisfy(\.isNumber), b.allSatisfy(\.isNumber) { return a.count < b.count ? -1 : 1 }
        return a < b ? -1 : a > b ? 1 : 0
    }
}

/// The messages of a selection as a source streams by: those in the ranges, only the last `keep` of them
/// kept (a card's share of a chat of any length), and how many there were.
struct MessageWindow {
    let selection: MessageSelection
    /// Nil: all (a split renders the whole selection).
    let keep: Int?
    private(set) var messages: [ChatMessage] = []
    private(set) var selected = 0

    mutating func offer(_ message: ChatMessage) {
        guard selection.accepts(message) else { return }
        selected += 1
        messages.append(message)
        // Trimmed in batches: each message is moved at most once.
        if let keep, messages.count >= 2 * keep { messages.removeFirst(messages.count - keep) }
    }

    var kept: [ChatMessage] { keep.map { Array(messages.suffix($0)) } ?? messages }
}
