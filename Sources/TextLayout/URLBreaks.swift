/// Where a URL may wrap, as a reader expects (Telegram, iMessage, browsers' `overflow-wrap` for links):
/// - a URL that fits on a line is kept whole, so the line breaks before it rather than inside it;
/// - a longer one breaks after "/", "?", "&", "=", "#" or before a "." of its path, never right after the
///   scheme ("https://" alone), never inside the host unless the host alone is wider than the line (then
///   before its dots), never after "-" or "_";
/// - a stretch between those places that is still wider than the line wraps between characters.
/// Marks: a zero-width space (U+200B) where a break is allowed, a word joiner (U+2060) where UAX #14 would
/// allow one that these rules forbid.
enum URLBreaks {
    static let breakAfter: Set<Unicode.Scalar> = ["/", "?", "&", "=", "#"]

    static func marks(in text: ScalarList, lineWidth: Double, measure: (Range<Int>) -> Double) -> [TextInsertion] {
        var marks: [TextInsertion] = []
        for url in URLMatcher.matches(in: text) {
            let whole = measure(text.offsets[url.range.lowerBound]..<text.offsets[url.range.upperBound]) <= lineWidth
            let start = text.offsets[url.range.lowerBound]
            let wideHost = !whole && measure(start..<text.offsets[url.host.upperBound]) > lineWidth
            // "https://example.com" fits but not with the path's "/" after it: the break goes before the "/".
            let hasPath = url.host.upperBound < url.range.upperBound
            let pathOnNextLine = !whole && !wideHost && hasPath && measure(start..<text.offsets[url.host.upperBound + 1]) > lineWidth
            for i in url.range.dropFirst() {
                let a = text[i - 1], b = text[i]
                if !whole, allowsBreak(before: i, a, b, url: url, wideHost: wideHost, pathOnNextLine: pathOnNextLine) {
                    marks.append(text.mark(TextInsertion.opportunity, before: i))
                } else if !KeptTogether.isWordCharacter(a) || !KeptTogether.isWordCharacter(b) {
                    marks.append(text.mark(TextInsertion.joiner, before: i))
                }
            }
        }
        return marks
    }

    /// Whether the line may break between `a` and `b` (scalar `i`) in a URL wider than the line.
    private static func allowsBreak(before i: Int, _ a: Unicode.Scalar, _ b: Unicode.Scalar,
                                    url: URLMatcher.Match, wideHost: Bool, pathOnNextLine: Bool) -> Bool {
        if i <= url.host.lowerBound { return false }  // inside the scheme or right after it
        if i < url.host.upperBound { return wideHost && b == "." }
        if i == url.host.upperBound { return pathOnNextLine }  // else the path's first "/" stays with the host
        if breakAfter.contains(a) { return !breakAfter.contains(b) }
        return b == "." && !breakAfter.contains(a)
    }
}
