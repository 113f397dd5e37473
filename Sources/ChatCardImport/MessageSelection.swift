/// The messages the options ask for, in order: an id range, a time range, then the last N.
struct MessageSelection {
    let options: ImportOptions

    init(_ options: ImportOptions) { self.options = options }

    func pick(_ messages: [ChatMessage]) throws(ImportError) -> [ChatMessage] {
        let chosen = messages.filter { accepts(id: $0.id, date: $0.date) }
        return options.last.map { Array(chosen.suffix($0)) } ?? chosen
    }

    /// Within the id and time ranges.
    func accepts(id: String?, date: Int64?) -> Bool {
        if let from = options.fromID, !(id.map { Self.compare($0, from) >= 0 } ?? false) { return false }
        if let to = options.toID, !(id.map { Self.compare($0, to) <= 0 } ?? false) { return false }
        if let since = options.since, (date ?? .min) < since { return false }
        if let until = options.until, (date ?? .max) > until { return false }
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
/// kept (a card's share of a chat of any length), and how many there were. An item is a message, or what
/// stands for one until it is read (a WhatsApp line).
struct MessageWindow<Item> {
    let selection: MessageSelection
    /// Nil: all (a split renders the whole selection).
    let keep: Int?
    private(set) var items: [Item] = []
    private(set) var selected = 0

    init(selection: MessageSelection, keep: Int?) { (self.selection, self.keep) = (selection, keep) }

    mutating func offer(_ item: Item, id: String?, date: Int64?) {
        guard selection.accepts(id: id, date: date) else { return }
        selected += 1
        items.append(item)
        // Trimmed in batches: each item is moved at most once.
        if let keep, items.count >= 2 * keep { items.removeFirst(items.count - keep) }
    }

    var kept: [Item] { keep.map { Array(items.suffix($0)) } ?? items }
}

extension MessageWindow<ChatMessage> {
    mutating func offer(_ message: ChatMessage) { offer(message, id: message.id, date: message.date) }
}
