import ChatCardSupport
import Foundation

/// An export's `date` as apps and versions write it: `2024-03-01T10:00:00` (Telegram Desktop: the
/// exporting machine's wall clock, read in the import's zone), with a space for the `T`, without seconds,
/// with fractions (`10:00:00.123`), or with a zone (`Z`, `+02:00`, `+0200`: that moment, whatever the zone).
enum ExportDate {
    static func seconds(_ text: String, localIn zone: TimeZone, path: String) throws(ImportError) -> Int64 {
        let refusal = ImportError(path: path, message: "expected YYYY-MM-DDTHH:MM:SS, found \(ShortQuote.quoted(text))")
        var rest = Substring(text)
        func number(_ digits: Int) -> Int? {
            let part = rest.prefix(digits)
            guard part.count == digits, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            rest = rest.dropFirst(digits)
            return Int(part)
        }
        func skip(_ separators: String) -> Bool {
            guard let first = rest.first, separators.contains(first) else { return false }
            rest = rest.dropFirst()
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2), skip("T "),
              let hour = number(2), skip(":"), let minute = number(2) else { throw refusal }
        var second = 0
        if skip(":") { guard let s = number(2) else { throw refusal }; second = s }
        // Fractions of a second: a card shows minutes.
        if skip(".") { rest = rest.drop { $0.isASCII && $0.isNumber } }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try offset(&rest, refusal) ?? zone
        guard rest.isEmpty else { throw refusal }
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
            throw ImportError(path: path, message: "is not a date: \(ShortQuote.quoted(text))")
        }
        return Int64(date.timeIntervalSince1970)
    }

    /// `Z`, `+02:00`, `-0530`: the zone the time is written in; nil when none is written.
    private static func offset(_ rest: inout Substring, _ refusal: ImportError) throws(ImportError) -> TimeZone? {
        guard let sign = rest.first else { return nil }
        if sign == "Z" || sign == "z" { rest = rest.dropFirst(); return TimeZone(secondsFromGMT: 0) }
        guard sign == "+" || sign == "-" else { throw refusal }
        let digits = rest.dropFirst().filter { $0 != ":" }
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let hhmm = Int(digits), hhmm / 100 <= 18, hhmm % 100 < 60 else { throw refusal }
        rest = rest.dropFirst(rest.count)
        let seconds = (hhmm / 100 * 3600 + hhmm % 100 * 60) * (sign == "-" ? -1 : 1)
        return TimeZone(secondsFromGMT: seconds)
    }
}
