/// Where a URL may wrap: after `/ ? & = - .`, the places a reader expects (as Telegram and iMessage do),
/// instead of between two arbitrary letters. Line breaking (UAX #14) allows few of them, so a zero-width
/// space (U+200B, invisible, no width) is put after each one inside a URL. A URL that fits on a line of
/// its own is kept whole instead, so the line breaks before it rather than after "https://".
enum URLBreaks {
    static let breakAfter: Set<Character> = ["/", "?", "&", "=", "-", ".", "#", "_"]
    static let opportunity: Character = "\u{200B}"

    /// `text` with a break opportunity after each break character of every URL-like word (one with
    /// "://" or starting with "www."), except at the word's end; a word for which `fitsOnALine` holds is
    /// kept together instead.
    static func marked(_ text: String, fitsOnALine: (String) -> Bool = { _ in false }) -> String {
        guard text.containsBytes("://") || text.containsBytes("www.") else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        var word: [Character] = []
        func flush() {
            let string = String(word)
            let isURL = string.containsBytes("://") || string.lowercased().hasPrefix("www.")
            if isURL, fitsOnALine(string) {
                out += KeptTogether.code(string)
                word.removeAll(keepingCapacity: true)
                return
            }
            for (i, c) in word.enumerated() {
                out.append(c)
                if isURL, breakAfter.contains(c), i + 1 < word.count, !breakAfter.contains(word[i + 1]) { out.append(opportunity) }
            }
            word.removeAll(keepingCapacity: true)
        }
        for c in text {
            if c.isWhitespace { flush(); out.append(c) } else { word.append(c) }
        }
        flush()
        return out
    }
}

extension String {
    /// Whether `needle` occurs in the string, compared by UTF-8 bytes (Foundation's `contains` goes
    /// through CFString and bridges the text first).
    func containsBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8), bytes = utf8
        guard let first = pattern.first else { return true }
        var from = bytes.startIndex
        while let at = bytes[from...].firstIndex(of: first) {
            if bytes[at...].starts(with: pattern) { return true }
            from = bytes.index(after: at)
        }
        return false
    }
}
