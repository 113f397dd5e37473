/// Input repeated in an error message, cut to a short prefix: a 4 MB value never comes back whole.
public enum ShortQuote {
    /// Characters of the input an error message repeats.
    public static let limit = 32

    /// `s` itself when short, else its first `limit` characters, an ellipsis and the full length.
    public static func of(_ s: some StringProtocol) -> String {
        let (head, length) = cut(s)
        return length.map { "\(head)… (\($0) characters)" } ?? head
    }

    /// `s` in double quotes, cut like `of`.
    public static func quoted(_ s: some StringProtocol) -> String {
        let (head, length) = cut(s)
        return length.map { "\"\(head)…\" (\($0) characters)" } ?? "\"\(head)\""
    }

    /// The part to show, and the full length in characters when that part is not all of it.
    private static func cut(_ s: some StringProtocol) -> (head: String, length: Int?) {
        if s.utf8.count <= limit { return (String(s), nil) }  // bytes bound characters: short for sure
        let head = s.prefix(limit)
        return head.endIndex == s.endIndex ? (String(s), nil) : (String(head), s.count)
    }
}
