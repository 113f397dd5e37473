import ChatCard

/// Chat markup as plain text with Telegram-style entities in UTF-16 units. Discord's markdown
/// (`**bold**`, `*italic*`/`_italic_`, `__underline__`, `~~strike~~`, `||spoiler||`, `` `code` ``,
/// ```` ```pre``` ````, `<@id>`/`<#id>` mentions) and WhatsApp's (`*bold*`, `_italic_`, `~strike~`,
/// ```` ```mono``` ````), both with `> quote` lines and bare links. A marker without its partner stays text.
struct ChatMarkup {
    private(set) var text = ""
    private(set) var entities: [ChatMessage.Entity] = []
    /// `text`'s length in UTF-16 units, kept as it grows (asking the string each time is linear).
    private var units = 0
    /// The source was longer than `maxSourceScalars` and only its start was read.
    let wasCut: Bool
    private var open: [String: Int] = [:]
    private let dialect: Dialect
    /// Where each marker last starts: a marker opens only when a partner follows, and asking costs nothing
    /// (scanning ahead for each unmatched marker made a long text of them quadratic).
    private var lastStart: [String: Int] = [:]

    struct Dialect {
        /// Paired markers and the entity they make, longest first.
        let toggles: [(marker: String, type: String)]
        /// ```` ``` ```` opens a block (Discord) rather than toggling monospace (WhatsApp, in `toggles`).
        let codeBlocks: Bool
        /// Markers only at word edges (WhatsApp's rule for all; Discord's for `_`).
        let wordEdges: Set<String>

        static let discord = Dialect(toggles: [("**", "bold"), ("__", "underline"), ("~~", "strikethrough"), ("||", "spoiler"),
                                               ("*", "italic"), ("_", "italic")], codeBlocks: true, wordEdges: ["_"])
        static let whatsApp = Dialect(toggles: [("```", "code"), ("*", "bold"), ("_", "italic"), ("~", "strikethrough")],
                                      codeBlocks: false, wordEdges: ["```", "*", "_", "~"])
    }

    /// The most of a source text read: a card keeps `CardLimits.maxMessageCharacters`, markers and all
    /// fit in twice that; the rest is cut before parsing (a 24 MB message costs no more than a long one).
    static let maxSourceScalars = 2 * CardLimits.maxMessageCharacters

    /// `names`: user ids to the names mentions show (`<@id>` → `@Name`). `cut` tells whether the source was
    /// longer than `maxSourceScalars`.
    init(_ source: String, dialect: Dialect = .discord, names: [String: String] = [:]) {
        self.dialect = dialect
        let s = Array(source.unicodeScalars.prefix(Self.maxSourceScalars))
        wasCut = source.unicodeScalars.count > s.count
        for marker in dialect.toggles.map(\.marker) + ["```", "`"] where lastStart[marker] == nil {
            lastStart[marker] = Self.last(s, marker)
        }
        var i = 0
        var lineStart = true
        while i < s.count {
            if lineStart, Self.starts(s, i, "> ") {
                let end = s[i...].firstIndex(of: "\n") ?? s.count
                let offset = units
                append(String(String.UnicodeScalarView(s[(i + 2)..<end])))
                add("blockquote", from: offset)
                i = end
                continue
            }
            lineStart = false
            if dialect.codeBlocks, Self.starts(s, i, "```"), follows("```", from: i + 3), let close = Self.find(s, "```", from: i + 3) {
                var body = Array(s[(i + 3)..<close])
                var language: String?
                if let newline = body.firstIndex(of: "\n"), body[..<newline].allSatisfy({ $0.properties.isAlphabetic || "+#-".unicodeScalars.contains($0) }) {
                    language = newline > 0 ? String(String.UnicodeScalarView(body[..<newline])) : nil
                    body.removeSubrange(...newline)
                }
                let offset = units
                append(String(String.UnicodeScalarView(body)))
                add("pre", from: offset, language: language)
                i = close + 3
                continue
            }
            if dialect.codeBlocks, s[i] == "`", follows("`", from: i + 1), let close = Self.find(s, "`", from: i + 1), close > i + 1 {
                let offset = units
                append(String(String.UnicodeScalarView(s[(i + 1)..<close])))
                add("code", from: offset)
                i = close + 1
                continue
            }
            if dialect.codeBlocks, let (mention, length) = Self.mention(s, i, names: names) {
                let offset = units
                append(mention)
                add("mention", from: offset)
                i += length
                continue
            }
            if dialect.codeBlocks, let (name, length) = Self.customEmoji(s, i) {
                // A server's own emoji is a picture Discord holds: its name, as DiscordChatExporter writes it.
                append(name)
                i += length
                continue
            }
            if let length = Self.link(s, i) {
                let offset = units
                append(String(String.UnicodeScalarView(s[i..<(i + length)])))
                add("url", from: offset)
                i += length
                continue
            }
            if let (marker, type) = dialect.toggles.first(where: { Self.starts(s, i, $0.marker) }), toggle(marker, type, s, i) {
                i += marker.unicodeScalars.count
                continue
            }
            if s[i] == "\n" { lineStart = true }
            text.unicodeScalars.append(s[i])
            units += s[i].utf16.count
            i += 1
        }
    }

    /// Opens or closes `marker` at `i`; false when it is plain text here.
    private mutating func toggle(_ marker: String, _ type: String, _ s: [Unicode.Scalar], _ i: Int) -> Bool {
        let after = i + marker.unicodeScalars.count
        let wordBefore = i > 0 && s[i - 1].properties.isAlphabetic
        let wordAfter = after < s.count && s[after].properties.isAlphabetic
        if let start = open[marker] {
            // Some markers close only at a word's end (snake_case stays text).
            if dialect.wordEdges.contains(marker) && wordAfter { return false }
            open[marker] = nil
            if units > start { entities.append(.init(type: type, offset: start, length: units - start)) }
            return true
        }
        guard after < s.count, !s[after].properties.isWhitespace, follows(marker, from: after + 1) else { return false }
        if dialect.wordEdges.contains(marker) && wordBefore { return false }
        open[marker] = units
        return true
    }

    private mutating func append(_ piece: String) {
        text += piece
        units += piece.utf16.count
    }

    private mutating func add(_ type: String, from offset: Int, language: String? = nil) {
        let length = units - offset
        if length > 0 { entities.append(.init(type: type, offset: offset, length: length, language: language)) }
    }

    private static func starts(_ s: [Unicode.Scalar], _ i: Int, _ marker: String) -> Bool {
        var j = i
        for scalar in marker.unicodeScalars {
            guard j < s.count, s[j] == scalar else { return false }
            j += 1
        }
        return true
    }

    private func follows(_ marker: String, from start: Int) -> Bool { (lastStart[marker] ?? -1) >= start }

    private static func last(_ s: [Unicode.Scalar], _ marker: String) -> Int? {
        let count = marker.unicodeScalars.count
        var i = s.count - count
        while i >= 0 {
            if starts(s, i, marker) { return i }
            i -= 1
        }
        return nil
    }

    private static func find(_ s: [Unicode.Scalar], _ marker: String, from start: Int) -> Int? {
        var i = start
        while i < s.count {
            if starts(s, i, marker) { return i }
            i += 1
        }
        return nil
    }

    /// `<@123>`, `<@!123>` (a user), `<#123>` (a channel), `<@&123>` (a role): a user's name where the
    /// export gives it, else the id.
    private static func mention(_ s: [Unicode.Scalar], _ i: Int, names: [String: String]) -> (String, Int)? {
        guard s[i] == "<", i + 2 < s.count, s[i + 1] == "@" || s[i + 1] == "#" else { return nil }
        var j = i + 2
        while j < s.count, s[j] == "!" || s[j] == "&" { j += 1 }
        let digits = j
        while j < s.count, s[j].properties.numericType != nil { j += 1 }
        guard j > digits, j < s.count, s[j] == ">" else { return nil }
        let prefix = s[i + 1] == "#" ? "#" : "@"
        let id = String(String.UnicodeScalarView(s[digits..<j]))
        return (prefix + (prefix == "@" ? names[id] ?? id : id), j - i + 1)
    }

    /// `<:name:123>`, `<a:name:123>` (animated): ":name:" and the markup's length.
    private static func customEmoji(_ s: [Unicode.Scalar], _ i: Int) -> (String, Int)? {
        guard s[i] == "<", i + 1 < s.count else { return nil }
        var j = i + 1
        if s[j] == "a" { j += 1 }
        guard j < s.count, s[j] == ":" else { return nil }
        let nameStart = j + 1
        j = nameStart
        while j < s.count, s[j] == "_" || s[j].properties.isAlphabetic || s[j].properties.numericType != nil, j - nameStart < 64 { j += 1 }
        guard j > nameStart, j < s.count, s[j] == ":" else { return nil }
        let nameEnd = j
        j += 1
        let digits = j
        while j < s.count, s[j].properties.numericType != nil { j += 1 }
        guard j > digits, j < s.count, s[j] == ">" else { return nil }
        return (":" + String(String.UnicodeScalarView(s[nameStart..<nameEnd])) + ":", j - i + 1)
    }

    /// A bare http(s) link's length, up to the first space.
    private static func link(_ s: [Unicode.Scalar], _ i: Int) -> Int? {
        guard starts(s, i, "https://") || starts(s, i, "http://") else { return nil }
        var j = i
        while j < s.count, !s[j].properties.isWhitespace, s[j] != ">" { j += 1 }
        return j - i
    }
}
