/// The messages the options ask for, in order: an id range, a time range, then the last N.
struct MessageSelection {
    let options: ImportOptions

    init(_ options: ImportOptions) { self.options = options }

    func pick(_ messages: [ChatMessage]) throws(ImportError) -> [ChatMessage] {
        var chosen = messages
        if let from = options.fromID { chosen = chosen.filter { $0.id.map { Self.compare($0, from) >= 0 } ?? false } }
        if let to = options.toID { chosen = chosen.filter { $0.id.map { Self.compare($0, to) <= 0 } ?? false } }
        if let since = options.since { chosen = chosen.filter { ($0.date ?? .min) >= since } }
        if let until = options.until { chosen = chosen.filter { ($0.date ?? .max) <= until } }
        if let last = options.last { chosen = Array(chosen.suffix(last)) }
        return chosen
    }

    /// Ids compare as numbers when both are (Telegram's, Discord's), else as text.
    static func compare(_ a: String, _ b: String) -> Int {
        if let x = Int64(a), let y = Int64(b) { return x < y ? -1 : x > y ? 1 : 0 }
        if a.count != b.count, a.allSatisfy(\.isNumber), b.allSatisfy(\.isNumber) { return a.count < b.count ? -1 : 1 }
        return a < b ? -1 : a > b ? 1 : 0
    }
}
