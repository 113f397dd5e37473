/// Exact mapping between Pango's UTF-8 byte offsets and the string's grapheme clusters.
/// Emoji ZWJ sequences, flags and combining marks are one character each, as in Swift.
struct TextIndexMap {
    let string: String
    /// UTF-8 offset of each grapheme cluster's start, plus the total length at the end.
    let clusterStarts: [Int]

    init(_ string: String) {
        self.string = string
        var starts: [Int] = []
        starts.reserveCapacity(string.utf8.count + 1)
        var i = string.startIndex
        while i < string.endIndex {
            starts.append(string.utf8Offset(of: i))
            i = string.index(after: i)
        }
        starts.append(string.utf8.count)
        clusterStarts = starts
    }

    var characterCount: Int { clusterStarts.count - 1 }

    /// The character containing `byte` (the last character start at or before it).
    func character(atByte byte: Int) -> Int {
        var lo = 0, hi = clusterStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if clusterStarts[mid] <= byte { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first character starting at or after `byte`.
    func character(atOrAfterByte byte: Int) -> Int {
        let c = character(atByte: byte)
        return clusterStarts[c] < byte ? c + 1 : c
    }

    func byte(ofCharacter c: Int) -> Int { clusterStarts[max(0, min(c, clusterStarts.count - 1))] }

    func index(ofCharacter c: Int) -> String.Index {
        string.utf8.index(string.utf8.startIndex, offsetBy: byte(ofCharacter: c))
    }

    func byte(of index: String.Index) -> Int { string.utf8Offset(of: index) }

    /// Character range covering the bytes `lo..<hi`, widened to whole characters.
    func characters(coveringBytes lo: Int, _ hi: Int) -> Range<Int> {
        let a = character(atByte: lo)
        return a..<max(a, character(atOrAfterByte: hi))
    }

    func indices(_ characters: Range<Int>) -> Range<String.Index> {
        index(ofCharacter: characters.lowerBound)..<index(ofCharacter: characters.upperBound)
    }
}

extension String {
    /// UTF-8 offset of `index` (O(1) for native Swift strings, which are stored as UTF-8).
    func utf8Offset(of index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
}
