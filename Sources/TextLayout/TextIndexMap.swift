/// Exact mapping between Pango's UTF-8 byte offsets in the shown text and the caller's grapheme clusters.
/// Emoji ZWJ sequences, flags and combining marks are one character each, as in Swift.
///
/// Pango lays out `shown`: the caller's `string` with invisible marks put in by `ShownText` (line-break
/// rules, emoji presentation). Characters and `String.Index`es are always the caller's; bytes are always
/// Pango's. An inserted mark belongs to the character before it.
struct TextIndexMap {
    let string: String
    let shown: String
    /// Shown-text UTF-8 offset of each caller character's start, plus the shown length at the end.
    let clusterStarts: [Int]
    /// Caller UTF-8 offset of each character's start, plus the caller's length at the end.
    private let callerStarts: [Int]
    /// Caller offsets where marks were inserted, with the bytes inserted at or before each; empty when
    /// the shown text is the caller's.
    private let insertedAt: [Int], insertedTotal: [Int]

    init(_ string: String) { self.init(ShownText(string)) }

    init(_ text: ShownText) {
        string = text.caller
        shown = text.shown
        var starts: [Int] = []
        starts.reserveCapacity(string.utf8.count + 1)
        var i = string.startIndex
        while i < string.endIndex {
            starts.append(string.utf8Offset(of: i))
            i = string.index(after: i)
        }
        starts.append(string.utf8.count)
        callerStarts = starts
        var at: [Int] = [], total: [Int] = [], sum = 0
        for insertion in text.insertions {
            sum += insertion.byteCount
            if at.last == insertion.at { total[total.count - 1] = sum } else { at.append(insertion.at); total.append(sum) }
        }
        (insertedAt, insertedTotal) = (at, total)
        clusterStarts = at.isEmpty ? starts : Self.shifted(starts, at: at, total: total)
    }

    var characterCount: Int { clusterStarts.count - 1 }

    /// The shown offset of the caller's offset `byte`: after every mark inserted at or before it.
    func shownByte(_ byte: Int) -> Int {
        guard !insertedAt.isEmpty else { return byte }
        var lo = 0, hi = insertedAt.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if insertedAt[mid] <= byte { lo = mid + 1 } else { hi = mid }
        }
        return byte + (lo == 0 ? 0 : insertedTotal[lo - 1])
    }

    /// A run of the caller's bytes in the shown text (marks after its last character inside it).
    func shownBytes(_ bytes: Range<Int>) -> Range<Int> { shownByte(bytes.lowerBound)..<shownByte(bytes.upperBound) }

    /// The character containing shown `byte` (the last character start at or before it).
    func character(atByte byte: Int) -> Int {
        var lo = 0, hi = clusterStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if clusterStarts[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first character starting at or after shown `byte`.
    func character(atOrAfterByte byte: Int) -> Int {
        let c = character(atByte: byte)
        return clusterStarts[c] < byte ? c + 1 : c
    }

    func byte(ofCharacter c: Int) -> Int { clusterStarts[max(0, min(c, clusterStarts.count - 1))] }

    func index(ofCharacter c: Int) -> String.Index {
        string.utf8.index(string.utf8.startIndex, offsetBy: callerStarts[max(0, min(c, callerStarts.count - 1))])
    }

    /// The shown offset of a caller's index.
    func byte(of index: String.Index) -> Int { shownByte(string.utf8Offset(of: index)) }

    /// Character range covering the shown bytes `lo..<hi`, widened to whole characters.
    func characters(coveringBytes lo: Int, _ hi: Int) -> Range<Int> {
        let a = character(atByte: lo)
        return a..<max(a, character(atOrAfterByte: hi))
    }

    func indices(_ characters: Range<Int>) -> Range<String.Index> {
        index(ofCharacter: characters.lowerBound)..<index(ofCharacter: characters.upperBound)
    }

    /// `starts` moved by the bytes inserted at or before each (both sorted: one merge walk).
    private static func shifted(_ starts: [Int], at: [Int], total: [Int]) -> [Int] {
        var k = 0
        return starts.map { start in
            while k < at.count, at[k] <= start { k += 1 }
            return start + (k == 0 ? 0 : total[k - 1])
        }
    }
}

extension String {
    /// UTF-8 offset of `index` (O(1) for native Swift strings, which are stored as UTF-8).
    func utf8Offset(of index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
}
