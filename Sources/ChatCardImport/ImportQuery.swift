import ChatCard
import ChatCardSupport
import Foundation

/// The import options as query parameters (`POST /v1/render?from=telegram-bot&last=30&tz=Europe/Berlin`):
/// `from`, `last`, `fromId`, `toId`, `since`, `until`, `me`, `chat`, `tz`, `clock`, `theme`, `width`,
/// `scale`, `strict`. Each refusal names the parameter.
public struct ImportQuery: Sendable, Equatable {
    public var format: ImportFormat
    public var options: ImportOptions
    /// Warnings fail the request instead of riding along with the image.
    public var strict = false
    /// The parameters it was read from (among `names`): how it travels to a worker process and into an ETag.
    public let parameters: [String: String]

    /// quote-api's routes: a quote-api request, nothing else asked.
    public static let quoteAPI = try! ImportQuery(["from": ImportFormat.quoteAPI.rawValue])!

    public static let names: Set<String> = ["from", "last", "fromId", "toId", "since", "until", "me", "chat", "tz", "clock",
                                            "theme", "width", "scale", "strict"]

    /// Nil when the parameters do not name a source format (`from`): the body is card JSON.
    public init?(_ parameters: [String: String]) throws(ImportError) {
        guard let from = parameters["from"] else {
            if let stray = parameters.keys.filter({ Self.names.contains($0) }).sorted().first {
                throw ImportError(path: stray, message: "applies to conversations only: add from=FORMAT (\(ImportFormat.names))")
            }
            return nil
        }
        self.parameters = parameters.filter { Self.names.contains($0.key) }
        guard let format = ImportFormat(rawValue: from) else {
            throw ImportError(path: "from", message: "unknown format \(ShortQuote.quoted(from)); valid: \(ImportFormat.names)")
        }
        var o = ImportOptions()
        func text(_ name: String) throws(ImportError) -> String? {
            guard let value = parameters[name] else { return nil }
            guard !value.isEmpty, value.count <= CardLimits.maxShortTextCharacters else {
                throw ImportError(path: name, message: "must be 1 to \(CardLimits.maxShortTextCharacters) characters")
            }
            return value
        }
        func number(_ name: String, in range: ClosedRange<Double>) throws(ImportError) -> Double? {
            guard let value = try text(name) else { return nil }
            guard let n = Double(value), n.isFinite, range.contains(n) else {
                throw ImportError(path: name, message: "\(ShortQuote.quoted(value)) is not a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
            }
            return n
        }
        if let last = try number("last", in: 1...Double(ImportOptions.maxMessages)) {
            guard last == last.rounded() else { throw ImportError(path: "last", message: "must be a whole number") }
            o.last = Int(last)
        }
        (o.fromID, o.toID, o.me, o.chat) = (try text("fromId"), try text("toId"), try text("me"), try text("chat"))
        if let tz = try text("tz") {
            guard let zone = TimeZone(identifier: tz) else { throw ImportError(path: "tz", message: "\(ShortQuote.quoted(tz)) is not an IANA time zone (e.g. Europe/Berlin)") }
            o.timeZone = zone
        }
        if let clock = try text("clock") {
            guard let c = Int(clock).flatMap(ImportOptions.Clock.init) else { throw ImportError(path: "clock", message: "must be 12 or 24") }
            o.clock = c
        }
        o.since = try text("since").map { t throws(ImportError) in try ImportOptions.instant(t, endOfDay: false, zone: o.timeZone, path: "since") }
        o.until = try text("until").map { t throws(ImportError) in try ImportOptions.instant(t, endOfDay: true, zone: o.timeZone, path: "until") }
        if let theme = try text("theme") {
            guard let t = CardSpec.Theme(rawValue: theme) else { throw ImportError(path: "theme", message: "must be light or dark") }
            o.theme = t
        }
        o.width = try number("width", in: CardLimits.widthRange)
        o.scale = try number("scale", in: CardLimits.scaleRange)
        if let strict = try text("strict") {
            guard let b = Bool(strict) else { throw ImportError(path: "strict", message: "must be true or false") }
            self.strict = b
        }
        (self.format, self.options) = (format, o)
    }

    private static func format(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String(n) }
}

extension ImportOptions {
    /// `YYYY-MM-DD` (the day's first or, `endOfDay`, last second) or `YYYY-MM-DDTHH:MM[:SS]` in `zone`.
    public static func instant(_ text: String, endOfDay: Bool, zone: TimeZone, path: String) throws(ImportError) -> Int64 {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard [3, 5, 6].contains(parts.count), parts.allSatisfy({ $0 != nil }) else {
            throw ImportError(path: path, message: "\(ShortQuote.quoted(text)): expected YYYY-MM-DD or YYYY-MM-DDTHH:MM")
        }
        let n = parts.map { $0! }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let day = n.count == 3
        let components = DateComponents(year: n[0], month: n[1], day: n[2], hour: day ? (endOfDay ? 23 : 0) : n[3],
                                        minute: day ? (endOfDay ? 59 : 0) : n[4], second: n.count == 6 ? n[5] : (day && endOfDay ? 59 : 0))
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            throw ImportError(path: path, message: "\(ShortQuote.quoted(text)) is not a date")
        }
        return Int64(date.timeIntervalSince1970)
    }
}
