/// Keeps Pango's line breaking linear on words longer than a line.
///
/// Pango 1.50 measures a break candidate by shaping everything from the line start up to it. A word with
/// no break opportunity inside has only one candidate, its end, so every line of a long word reshapes
/// the whole rest of the word: a 20,000-character word took 8 s (quadratic). Pango's items end where a
/// font attribute changes, and a candidate never lies past its item's end. So a run of more than
/// `chunkCharacters` visible characters gets a no-op font attribute (font fallback on, the default) per
/// chunk: items stay short and each line reshapes at most one chunk. HarfBuzz still sees the whole
/// paragraph as context, so joining scripts keep joining across a cut; only kerning or a ligature between
/// the two characters at a cut is lost, once per 48 characters of a run longer than any real word.
enum LongRunChunks {
    static let chunkCharacters = 48

    /// UTF-8 byte ranges of the chunks to mark, cut at grapheme cluster boundaries; empty for ordinary text.
    static func byteRanges(in text: String, clusterStarts: [Int]) -> [Range<Int>] {
        // Ordinary text: no run of chunkCharacters bytes without an ASCII space, so no run of that many
        // characters (a character takes a byte or more). Walking Characters costs grapheme breaking.
        guard hasLongRun(text.utf8) else { return [] }
        var chunks: [Range<Int>] = []
        var runStart = 0
        for (k, character) in text.enumerated() {
            if character.isWhitespace {
                runStart = k + 1
            } else if k + 1 - runStart == chunkCharacters {
                chunks.append(clusterStarts[runStart]..<clusterStarts[k + 1])
                runStart = k + 1
            }
        }
        return chunks
    }

    /// The same chunks in the bytes of `text` itself (its clusters counted here, and only for a long run).
    static func byteRanges(in text: String) -> [Range<Int>] {
        guard hasLongRun(text.utf8) else { return [] }
        var starts = [0]
        starts.reserveCapacity(text.utf8.count + 1)
        for character in text { starts.append(starts.last! + character.utf8.count) }
        return byteRanges(in: text, clusterStarts: starts)
    }

    /// True when `chunkCharacters` bytes in a row hold no ASCII whitespace.
    private static func hasLongRun(_ bytes: String.UTF8View) -> Bool {
        var run = 0
        for byte in bytes {
            if byte == 0x20 || (0x09...0x0D).contains(byte) { run = 0 } else { run += 1; if run >= chunkCharacters { return true } }
        }
        return false
    }
}
