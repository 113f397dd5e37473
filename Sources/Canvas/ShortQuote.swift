/// Input repeated in an error message, cut to a short prefix: a 4 MB value never comes back whole.
public enum ShortQuote {
    /// Characters of the input an error message repeats.
    public static let limit = 32

    /// `s` itself when short, else its first `limit` characters, an ellipsis and the full length.
    public static func of(_ s: some StringProtocol) -> String {
        if s.utf8.count <= limit { return String(s) }
        let head = s.prefix(limit)
        return head.endIndex == s.endIndex ? String(s) : "\(head)… (\(s.count) characters)"
    }

    /// `s` in double quotes, cut like `of`.
    public static func quoted(_ s: some StringProtocol) -> String {
        if s.utf8.count <= limit { return "\"\(s)\"" }
        let head = s.prefix(limit)
        return head.endIndex == s.endIndex ? "\"\(s)\"" : "\"\(head)…\" (\(s.count) characters)"
    }
}
