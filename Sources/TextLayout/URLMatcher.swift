/// Where URLs are in a text, as Telegram finds them: a word with a scheme ("https://…"), starting with
/// "www.", or a host whose last label is a known top-level domain ("example.com/path", "t.me/chat").
/// Brackets and sentence punctuation around the word are not part of it.
enum URLMatcher {
    /// Scalar indices: the whole URL, and its host (after the scheme, before the path, port included).
    struct Match: Equatable {
        var range: Range<Int>
        var host: Range<Int>
    }

    static let opening: Set<Unicode.Scalar> = ["(", "[", "{", "<", "\"", "'", "«", "“", "‘"]
    static let closing: Set<Unicode.Scalar> = [".", ",", ";", ":", "!", "?", "'", "\"", "»", "”", "’", "…", ">", ")", "]", "}"]
    static let pathStart: Set<Unicode.Scalar> = ["/", "?", "#"]

    /// Whether the text may hold a URL: a "." between two letters or digits ("example.com", "www.x") or
    /// "://"; a sentence's full stop followed by a space is not one.
    static func mayMatch(_ bytes: String.UTF8View) -> Bool {
        var before: UInt8 = 0, dot = false
        for byte in bytes {
            if dot, isWordByte(byte) { return true }
            if byte == UInt8(ascii: "/"), before == UInt8(ascii: ":") { return true }
            dot = byte == UInt8(ascii: ".") && isWordByte(before)
            before = byte
        }
        return false
    }

    /// An ASCII letter or digit, or any byte of a non-ASCII character (an internationalised domain).
    private static func isWordByte(_ b: UInt8) -> Bool {
        b >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(b | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b)
    }

    static func matches(in text: ScalarList) -> [Match] {
        var result: [Match] = []
        var i = 0
        while i < text.count {
            guard !ScalarList.isSpace(text[i]), !text.isCode(i) else { i += 1; continue }
            var end = i
            while end < text.count, !ScalarList.isSpace(text[end]), !text.isCode(end) { end += 1 }
            if let match = match(in: text, word: i..<end) { result.append(match) }
            i = end
        }
        return result
    }

    private static func match(in text: ScalarList, word: Range<Int>) -> Match? {
        var lo = word.lowerBound, hi = word.upperBound
        while lo < hi, opening.contains(text[lo]) { lo += 1 }
        while hi > lo, closing.contains(text[hi - 1]), !isBalancedClose(text, lo..<hi) { hi -= 1 }
        guard hi - lo >= 4, text[lo] != "@" else { return nil }
        let hostLo = schemeEnd(text, lo..<hi)
        var hostHi = hostLo
        while hostHi < hi, !pathStart.contains(text[hostHi]) { hostHi += 1 }
        guard hostHi > hostLo else { return nil }
        let host = String(String.UnicodeScalarView(text.scalars[hostLo..<hostHi]))
        if hostLo > lo || host.lowercased().hasPrefix("www.") { return Match(range: lo..<hi, host: hostLo..<hostHi) }
        return hasKnownDomain(host) ? Match(range: lo..<hi, host: hostLo..<hostHi) : nil
    }

    /// A closing bracket that closes one opened inside the URL ("…/Swift_(language)") belongs to it.
    private static func isBalancedClose(_ text: ScalarList, _ r: Range<Int>) -> Bool {
        let pairs: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{"]
        guard let open = pairs[text[r.upperBound - 1]] else { return false }
        let opened = r.filter { text[$0] == open }.count, closed = r.filter { text[$0] == text[r.upperBound - 1] }.count
        return opened >= closed
    }

    /// The index after "scheme://", or `r.lowerBound` when the word has no scheme.
    private static func schemeEnd(_ text: ScalarList, _ r: Range<Int>) -> Int {
        var i = r.lowerBound
        guard i < r.upperBound, text[i].isASCIILetter else { return r.lowerBound }
        while i < r.upperBound, text[i].isASCIILetter || ("0"..."9").contains(text[i]) || "+.-".unicodeScalars.contains(text[i]) { i += 1 }
        guard i + 3 <= r.upperBound, text[i] == ":", text[i + 1] == "/", text[i + 2] == "/" else { return r.lowerBound }
        return i + 3
    }

    /// "example.com", "t.me", "пример.рф:8080": two or more labels of letters, digits and hyphens, the
    /// last a top-level domain.
    static func hasKnownDomain(_ host: String) -> Bool {
        guard !host.contains("@") else { return false }
        var name = Substring(host)
        if let colon = name.lastIndex(of: ":"), name[name.index(after: colon)...].allSatisfy(\.isASCIIDigit) { name = name[..<colon] }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }),
              let last = labels.last else { return false }
        let tld = last.lowercased()
        return KnownTopLevelDomains.all.contains(tld) || tld.hasPrefix("xn--")
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
