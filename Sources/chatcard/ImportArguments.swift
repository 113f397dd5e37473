import ArgumentParser
import ChatCard
import ChatCardImport
import Foundation

/// What `chatcard import` and `chatcard render --from` share: which messages, who is "me", times.
struct ImportArguments: ParsableArguments {
    @Option(help: "Only the last N messages (after the other filters).")
    var last: Int?

    @Option(name: .customLong("from-id"), help: "Only messages from this id on (inclusive).")
    var fromID: String?

    @Option(name: .customLong("to-id"), help: "Only messages up to this id (inclusive).")
    var toID: String?

    @Option(help: "Only messages sent from this date on: YYYY-MM-DD or YYYY-MM-DDTHH:MM, in --tz.")
    var since: String?

    @Option(help: "Only messages sent up to this date: YYYY-MM-DD (the whole day) or YYYY-MM-DDTHH:MM, in --tz.")
    var until: String?

    @Option(help: "Who is \"me\" (drawn on the right): a sender id or name. Default: the export's owner where the format says.")
    var me: String?

    @Option(help: "A full Telegram export's chat, by name or id.")
    var chat: String?

    @Option(help: "Time zone of times and day separators (IANA name, e.g. Europe/Berlin; default UTC).")
    var tz: String = "UTC"

    @Option(help: "12 or 24-hour times.")
    var clock: Int = 24

    @Option(help: "Folder of the pictures the source names but does not hold: files named by a Bot API file_id or file_unique_id (+ .jpg, .png or .webp), by quote-api's ids, or by an export's relative paths. Default: the input's folder.")
    var media: String?

    @Flag(help: "Fail (exit 2) when the import has warnings instead of printing them.")
    var strict = false

    /// True when any selection option was given (they mean nothing without an import).
    var isUsed: Bool { last != nil || fromID != nil || toID != nil || since != nil || until != nil || me != nil || chat != nil || tz != "UTC" || clock != 24 || media != nil || strict }

    func validate() throws {
        if let last, !(1...ImportOptions.maxMessages).contains(last) {
            throw ValidationError("--last must be 1 to \(ImportOptions.maxMessages) (got \(last))")
        }
        guard TimeZone(identifier: tz) != nil else { throw ValidationError("--tz \(tz) is not an IANA time zone (e.g. Europe/Berlin)") }
        guard ImportOptions.Clock(rawValue: clock) != nil else { throw ValidationError("--clock must be 12 or 24 (got \(clock))") }
        var isFolder: ObjCBool = false
        if let media, !(FileManager.default.fileExists(atPath: media, isDirectory: &isFolder) && isFolder.boolValue) {
            throw ValidationError("--media \(media) is not a folder")
        }
        _ = try options()
    }

    func options() throws -> ImportOptions {
        var o = ImportOptions()
        (o.last, o.fromID, o.toID, o.me, o.chat) = (last, fromID, toID, me, chat)
        o.timeZone = TimeZone(identifier: tz) ?? o.timeZone
        o.clock = ImportOptions.Clock(rawValue: clock) ?? .twentyFour
        do {
            o.since = try since.map { t throws(ImportError) in try ImportOptions.instant(t, endOfDay: false, zone: o.timeZone, path: "--since") }
            o.until = try until.map { t throws(ImportError) in try ImportOptions.instant(t, endOfDay: true, zone: o.timeZone, path: "--until") }
        } catch { throw ValidationError("\(error)") }
        return o
    }

    /// Imports `path`, printing the warnings to stderr (or failing on them with --strict).
    /// The imported card (`fitted` to a canvas, its warnings reported), changed by `adjust` as the command
    /// will draw it.
    func importCard(_ path: String, format: ImportFormat, theme: CardSpec.Theme? = nil, width: Double? = nil, scale: Double? = nil,
                    adjust: (Card) throws(CardError) -> Card = { $0 }) throws -> (result: CardImporter.Result, card: Card) {
        let importer = try self.importer(format, of: path, theme: theme, width: width, scale: scale)
        let result: CardImporter.Result
        do {
            result = path == "-" ? try importer.importCard(ImportInput.standardInput()) : try importer.importCard(contentsOfFile: path)
        } catch { throw failure("\(path): \(error)") }
        // The card must decode as written: a user edits and renders it next.
        let fitted: (result: CardImporter.Result, card: Card)
        do { fitted = try result.fitted(adjust: adjust) } catch { throw failure("\(path): the card made of it is refused: \(error)") }
        try report(fitted.result.warnings, of: path)
        return fitted
    }

    /// `importCard` as cards of `size` messages each.
    func importCards(_ path: String, format: ImportFormat, size: Int, theme: CardSpec.Theme?, width: Double?, scale: Double?) throws
        -> CardImporter.Split {
        let importer = try self.importer(format, of: path, theme: theme, width: width, scale: scale)
        let split: CardImporter.Split
        do {
            split = path == "-" ? try importer.importCards(ImportInput.standardInput(), size: size) : try importer.importCards(contentsOfFile: path, size: size)
        } catch { throw failure("\(path): \(error)") }
        try report(split.warnings, of: path)
        return split
    }

    func importer(_ format: ImportFormat, of path: String, theme: CardSpec.Theme?, width: Double?, scale: Double?) throws -> CardImporter {
        var o = try options()
        (o.theme, o.width, o.scale) = (theme, width, scale)
        o.media.folder = mediaFolder(of: path)
        return CardImporter(format, options: o)
    }

    /// Where the pictures of `path`'s source are (`--media`, else the file's folder; none for stdin).
    func mediaFolder(of path: String) -> String? { media ?? ImportInput.folder(of: path) }

    private func report(_ warnings: ImportWarnings, of path: String) throws {
        guard !warnings.isEmpty else { return }
        for line in warnings.lines { FileHandle.standardError.write(Data("warning: \(line)\n".utf8)) }
        if strict { throw failure("\(path): --strict: the import has \(warnings.counts.count) kinds of warnings") }
    }
}

extension ImportFormat: ExpressibleByArgument {}

/// Conversation files, read whole: exports are often larger than a card may be.
enum ImportInput {
    /// The folder an export's media paths are relative to (and its card's `{"file": …}` sources); nil for stdin.
    static func folder(of path: String) -> String? {
        path == "-" ? nil : URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// A conversation on stdin, read whole (files are read in place, as they stream by).
    static func standardInput() -> Data { FileHandle.standardInput.readDataToEndOfFile() }
}
