/// One header line of a WhatsApp `.txt` export: `31/01/2024, 21:05 - Ana: see you` (Android),
/// `[31/01/2024, 21:05:09] Ana: see you` (iOS), with the locales' variants: `.` or `-` between date parts,
/// two- or four-digit years, year first, no comma, `klo` before the time, `.` in the time, am/pm spellings.
struct WhatsAppLine {
    /// The date's three numbers as written (their order is decided per file).
    let dateParts: [Int]
    var hour: Int
    let minute: Int
    let second: Int
    /// The rest after the header: `Author: text`, or a system line.
    let rest: String

    /// Parses `line` (invisible marks already removed); nil when it is not a header (a continuation).
    init?(_ line: Substring) {
        var s = line[...]
        if s.first == "[" { s = s.dropFirst() }
        guard let date = Self.numbers(&s, separators: "/.-", count: 3) else { return nil }
        if s.first == "," { s = s.dropFirst() }
        // Words before the time ("klo").
        s = s.drop { $0 == " " }
        while let first = s.first, !first.isNumber, first != " " { s = s.dropFirst() }
        s = s.drop { $0 == " " }
        guard let time = Self.numbers(&s, separators: ":.", count: 2, orThree: true), (0...23).contains(time[0]), (0...59).contains(time[1]) else { return nil }
        var afterTime = s.drop { $0 == " " }
        let meridiem = Self.meridiem(&afterTime)
        if meridiem != nil { s = afterTime }
        if s.first == "]" { s = s.dropFirst() }
        if s.hasPrefix(" - ") { s = s.dropFirst(3) } else if s.hasPrefix(": ") || s.hasPrefix(" ") { s = s.dropFirst(s.hasPrefix(": ") ? 2 : 1) } else { return nil }
        var hour = time[0]
        if let meridiem {
            // "0:09 a. m." is written by some locales for 12:09 AM.
            guard (0...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem == "p" ? 12 : 0)
        }
        (dateParts, self.hour, minute, second, rest) = (date, hour, time[1], time.count > 2 ? time[2] : 0, String(s))
    }

    /// `count` numbers separated by one of `separators` (optionally followed by spaces); with `orThree`, a
    /// third one when it follows.
    private static func numbers(_ s: inout Substring, separators: String, count: Int, orThree: Bool = false) -> [Int]? {
        var parts: [Int] = []
        var rest = s
        while parts.count < (orThree ? 3 : count) {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 4, let n = Int(digits) else { break }
            parts.append(n)
            rest = rest.dropFirst(digits.count)
            guard parts.count < (orThree ? 3 : count), let sep = rest.first, separators.contains(sep),
                  rest.dropFirst().first?.isNumber == true || rest.dropFirst().first == " " else { break }
            rest = rest.dropFirst().drop { $0 == " " }
        }
        guard parts.count >= count else { return nil }
        s = rest
        return parts
    }

    /// "AM", "pm", "a. m.", "p.m." → "a" or "p".
    private static func meridiem(_ s: inout Substring) -> Character? {
        guard let first = s.first?.lowercased().first, first == "a" || first == "p" else { return nil }
        let word = s.prefix { $0.isLetter || $0 == "." || $0 == " " }
        let letters = word.filter(\.isLetter).lowercased()
        guard letters == "am" || letters == "pm" else { return nil }
        // Keep the space before the separator.
        s = s.dropFirst(word.last == " " ? word.count - 1 : word.count)
        return first
    }
}
