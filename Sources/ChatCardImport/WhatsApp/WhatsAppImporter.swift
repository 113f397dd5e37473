import ChatCard
import ChatCardSupport
import Foundation

/// WhatsApp's `.txt` chat export, Android and iOS, in the locales' date and time shapes: one message per
/// header line (continuation lines join it), `Author: text` or a system line, local times read in `--tz`.
/// Day/month order is decided per file. Media is a placeholder (`<Media omitted>`, `image omitted`) unless
/// the export's folder holds the attached picture (`IMG-….jpg (file attached)`, `<attached: …>`).
struct WhatsAppImporter {
    let options: ImportOptions

    /// Marks WhatsApp writes that show nothing: left-to-right and right-to-left marks.
    static let invisible: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}"]
    /// Spaces WhatsApp writes before AM/PM.
    static let narrowSpaces: Set<Unicode.Scalar> = ["\u{202F}", "\u{2009}", "\u{00A0}"]

    static func looksLikeExport(_ data: Data) -> Bool {
        guard let text = String(data: data.prefix(4096), encoding: .utf8) ?? String(data: data.prefix(4095), encoding: .utf8) else { return false }
        let firstLine = clean(Substring(text)).split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }
        return firstLine.flatMap(WhatsAppLine.init) != nil
    }

    /// The selection's messages (the last `keep` of them; nil: all) and how many it has.
    func messages(_ data: Data, keep: Int?, warnings: inout ImportWarnings) throws(ImportError) -> (messages: [ChatMessage], selected: Int) {
        guard let text = String(data: data, encoding: .utf8) else { throw ImportError(path: "line 1", message: "is not UTF-8 text") }
        var lines: [(header: WhatsAppLine, body: [Substring], number: Int)] = []
        for (index, line) in Self.clean(Substring(text)).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let header = WhatsAppLine(line) {
                lines.append((header, [], index + 1))
            } else if !lines.isEmpty {
                lines[lines.count - 1].body.append(line)
            } else if !line.allSatisfy(\.isWhitespace) {
                throw ImportError(path: "line \(index + 1)", message: "does not start with a WhatsApp date and time (\(ShortQuote.quoted(String(line))))")
            }
        }
        guard !lines.isEmpty else { throw ImportError(path: "", message: "holds no WhatsApp message") }
        let order = WhatsAppDates(lines.map(\.header.dateParts))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = options.timeZone
        // Selected by the header (its line and time), then read: a card's share of a long chat costs only its own.
        var window = MessageWindow<(entry: Int, id: String, date: Int64)>(selection: MessageSelection(options), keep: keep)
        for (index, entry) in lines.enumerated() {
            let (year, month, day) = order.ymd(entry.header.dateParts)
            let components = DateComponents(year: year, month: month, day: day, hour: entry.header.hour, minute: entry.header.minute,
                                            second: entry.header.second)
            guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
                throw ImportError(path: "line \(entry.number)", message: "is not a date: \(entry.header.dateParts.map(String.init).joined(separator: "/"))")
            }
            let (id, time) = (String(entry.number), Int64(date.timeIntervalSince1970))
            window.offer((index, id, time), id: id, date: time)
        }
        let authors = WhatsAppMessage.authors(lines.map(\.header.rest))
        let messages = window.kept.map { chosen in
            let entry = lines[chosen.entry]
            var message = WhatsAppMessage(options: options).read(entry.header.rest, continuation: entry.body, authors: authors, warnings: &warnings)
            (message.id, message.date) = (chosen.id, chosen.date)
            return message
        }
        return (messages, window.selected)
    }

    /// The text without invisible marks and a byte-order mark, narrow spaces as spaces, and Windows' and old
    /// Macs' line ends as "\n" (an export saved or mailed through Windows has "\r\n", which Swift reads as one
    /// character that no "\n" split finds).
    static func clean(_ text: Substring) -> String {
        var scalars = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar {
            case "\r": scalars.append("\n")
            case "\n" where previousWasReturn: continue
            case "\u{FEFF}": continue
            case _ where invisible.contains(scalar): continue
            case _ where narrowSpaces.contains(scalar): scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}

/// The order of a file's date parts: year first when the first has four digits; else day first when any
/// first part passes 12, month first when any second does; else the part that changes more often is the day.
struct WhatsAppDates {
    enum Order { case dayMonthYear, monthDayYear, yearMonthDay, monthYearDay }
    let order: Order

    init(_ dates: [[Int]]) {
        if dates.contains(where: { $0[0] > 31 }) { order = .yearMonthDay; return }
        // "06/2018/13": a locale that writes the year between month and day.
        if dates.contains(where: { $0[1] > 31 }) { order = .monthYearDay; return }
        if dates.contains(where: { $0[0] > 12 }) { order = .dayMonthYear; return }
        if dates.contains(where: { $0[1] > 12 }) { order = .monthDayYear; return }
        let changes = { (i: Int) in zip(dates, dates.dropFirst()).filter { $0[i] != $1[i] }.count }
        order = changes(1) > changes(0) ? .monthDayYear : .dayMonthYear
    }

    func ymd(_ p: [Int]) -> (Int, Int, Int) {
        let year = { (y: Int) in y < 100 ? 2000 + y : y }
        switch order {
        case .dayMonthYear: return (year(p[2]), p[1], p[0])
        case .monthDayYear: return (year(p[2]), p[0], p[1])
        case .yearMonthDay: return (year(p[0]), p[1], p[2])
        case .monthYearDay: return (year(p[1]), p[0], p[2])
        }
    }
}

extension WhatsAppImporter: SourceImporter {
    static let format = ImportFormat.whatsapp

    /// An export is text, never JSON.
    static func confidence(_ start: JSONValue) -> ImportConfidence? { nil }

    static func claims(text: Data) -> Bool { looksLikeExport(text) }

    static func read(_ input: StreamedJSON.Input, options: ImportOptions, keep: Int?) throws(ImportError) -> ImportedSource {
        var warnings = ImportWarnings()
        let (messages, selected) = try WhatsAppImporter(options: options).messages(input.text, keep: keep, warnings: &warnings)
        var assembler = CardAssembler(options: options)
        (assembler.selected, assembler.look) = (selected, .whatsapp)
        return .conversation(ImportedConversation(format: format, messages: messages, assembler: assembler), warnings)
    }
}
