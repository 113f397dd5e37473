import HTTPTypes

/// What an import could not carry, on the response of `POST /v1/render?from=…`:
/// `ChatCard-Warnings: 1x voice message, drawn as a placeholder; 2x entity of type date_time, drawn as plain text`.
/// Header values are ASCII: anything else (a name in a warning) is written as `?`.
enum ImportWarningsHeader {
    static let name = HTTPField.Name("ChatCard-Warnings")!
    /// A value past this is cut, ending in "~" (proxies refuse long headers).
    static let maxLength = 2_000

    static func value(_ lines: [String]) -> String {
        // "2× kind" → "2x kind".
        let text = lines.map { String($0.map { $0 == "×" ? "x" : $0 }) }.joined(separator: "; ")
        let ascii = String(text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F ? Character($0) : "?" })
        return ascii.count > maxLength ? String(ascii.prefix(maxLength - 1)) + "~" : ascii
    }
}
