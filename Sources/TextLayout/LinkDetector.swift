/// The URLs in a text as Telegram finds them (`URLMatcher`): for callers that draw them as links.
public enum LinkDetector {
    /// The URLs' ranges in `text`, in order; empty for text without one (checked on bytes first).
    public static func urlRanges(in text: String) -> [Range<String.Index>] {
        guard URLMatcher.mayMatch(text.utf8) else { return [] }
        let scalars = ScalarList(AttributedText(text))
        let utf8 = text.utf8
        return URLMatcher.matches(in: scalars).map { match in
            utf8.index(utf8.startIndex, offsetBy: scalars.offsets[match.range.lowerBound])
                ..< utf8.index(utf8.startIndex, offsetBy: scalars.offsets[match.range.upperBound])
        }
    }
}
