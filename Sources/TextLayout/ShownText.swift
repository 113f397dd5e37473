/// One invisible mark put into the text Pango lays out, before the caller's UTF-8 offset `at`.
struct TextInsertion: Equatable {
    var at: Int
    var scalar: Unicode.Scalar
    var byteCount: Int { UTF8.width(scalar) }

    /// Forbids a line break on either side (U+2060 WORD JOINER).
    static let joiner: Unicode.Scalar = "\u{2060}"
    /// Allows a line break, draws nothing (U+200B ZERO WIDTH SPACE).
    static let opportunity: Unicode.Scalar = "\u{200B}"
}

/// The text as Pango lays it out: the caller's text with invisible marks that make every caller of
/// `TextLayout` (cards, `chatcard text`, the library) break and present text the same way: emoji in
/// colour (`EmojiPresentation`), Korean words, bot commands and code kept whole (`KeptTogether`), URLs
/// broken where a reader expects (`URLBreaks`). Nothing visible is added, nothing is removed.
struct ShownText {
    let caller: String
    let shown: String
    /// Sorted by `at`; at one offset an emoji selector comes before a break mark.
    let insertions: [TextInsertion]

    /// The text unchanged.
    init(_ string: String) { (caller, shown, insertions) = (string, string, []) }

    /// `lineWidth` is the wrap width (nil: no wrapping, so no break rules); `measure` gives the natural
    /// width of a stretch of the caller's text (UTF-8 offsets) in the layout's font.
    init(_ text: AttributedText, lineWidth: Double?, measure: (Range<Int>) -> Double) {
        caller = text.string
        // Each rule first looks at the bytes; most texts need none, and skip the scalar walk.
        let bytes = text.string.utf8
        let emoji = EmojiPresentation.mayApply(to: text.string)
        let joins = lineWidth != nil && KeptTogether.mayApply(to: bytes, codeRuns: text.offsetRuns.contains { $0.attributes.breaksOnlyAtSpaces == true })
        let urls = lineWidth != nil && URLMatcher.mayMatch(bytes)
        guard emoji || joins || urls else { (shown, insertions) = (text.string, []); return }
        let scalars = ScalarList(text)
        var marks = emoji ? EmojiPresentation.selectors(in: scalars) : []
        if joins { marks += KeptTogether.joiners(in: scalars) }
        if urls, let lineWidth { marks += URLBreaks.marks(in: scalars, lineWidth: lineWidth, measure: measure) }
        insertions = Self.ordered(marks)
        shown = insertions.isEmpty ? caller : Self.merged(caller, insertions)
    }

    /// Sorted by offset, emoji selectors first; where rules disagree about a break, forbidding wins.
    private static func ordered(_ marks: [TextInsertion]) -> [TextInsertion] {
        let sorted = marks.enumerated().sorted { a, b in
            if a.element.at != b.element.at { return a.element.at < b.element.at }
            let ra = rank(a.element.scalar), rb = rank(b.element.scalar)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
        var out: [TextInsertion] = []
        for mark in sorted {
            if let last = out.last, last.at == mark.at, rank(last.scalar) > 0, rank(mark.scalar) > 0 { continue }
            out.append(mark)
        }
        return out
    }

    private static func rank(_ s: Unicode.Scalar) -> Int {
        s == TextInsertion.joiner ? 1 : s == TextInsertion.opportunity ? 2 : 0
    }

    private static func merged(_ text: String, _ insertions: [TextInsertion]) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + insertions.count * 3)
        var from = 0
        for mark in insertions {
            out += bytes[from..<mark.at]
            out += Array(String(Character(mark.scalar)).utf8)
            from = mark.at
        }
        out += bytes[from...]
        return String(decoding: out, as: UTF8.self)
    }
}

/// The caller's text as Unicode scalars with their UTF-8 offsets, and which lie in code runs (where only
/// the code rule applies).
struct ScalarList {
    let scalars: [Unicode.Scalar]
    /// UTF-8 offset of each scalar, plus the text's length at the end.
    let offsets: [Int]
    private let code: [Bool]

    init(_ text: AttributedText) {
        var scalars: [Unicode.Scalar] = [], offsets: [Int] = []
        var offset = 0
        for s in text.string.unicodeScalars {
            scalars.append(s)
            offsets.append(offset)
            offset += UTF8.width(s)
        }
        offsets.append(offset)
        let codeRuns = text.offsetRuns.filter { $0.attributes.breaksOnlyAtSpaces == true }.map(\.bytes)
        code = codeRuns.isEmpty ? [] : offsets.dropLast().map { o in codeRuns.contains { $0.contains(o) } }
        (self.scalars, self.offsets) = (scalars, offsets)
    }

    var count: Int { scalars.count }
    subscript(i: Int) -> Unicode.Scalar { scalars[i] }

    func isCode(_ i: Int) -> Bool { !code.isEmpty && code[i] }
    /// Whether scalars `i - 1` and `i` are both outside code (the ordinary rules apply between them).
    func isPlainPair(_ i: Int) -> Bool { !isCode(i - 1) && !isCode(i) }

    func mark(_ scalar: Unicode.Scalar, before i: Int) -> TextInsertion { TextInsertion(at: offsets[i], scalar: scalar) }

    static func isSpace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }
}
