import Canvas

public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
    case thin = 100, extraLight = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900
}

/// Style overrides for a run of text; nil fields inherit the layout's defaults.
public struct TextAttributes: Hashable, Sendable {
    public var family: String?
    public var size: Double?
    public var weight: FontWeight?
    public var italic: Bool?
    public var color: Color?

    public init(family: String? = nil, size: Double? = nil, weight: FontWeight? = nil,
                italic: Bool? = nil, color: Color? = nil) {
        (self.family, self.size, self.weight, self.italic, self.color) = (family, size, weight, italic, color)
    }

    /// `other`'s set fields win.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(family: other.family ?? family, size: other.size ?? size, weight: other.weight ?? weight,
                       italic: other.italic ?? italic, color: other.color ?? color)
    }
}

/// A string with attribute runs over `String.Index` ranges.
public struct AttributedText: Sendable {
    public struct Run: Sendable {
        public var range: Range<String.Index>
        public var attributes: TextAttributes
    }

    public private(set) var string: String = ""
    public private(set) var runs: [Run] = []

    public init() {}

    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        append(string, attributes: attributes)
    }

    /// Builds the text from consecutive pieces, each with its own attributes.
    public init(_ pieces: [(String, TextAttributes)]) {
        for (text, attributes) in pieces { append(text, attributes: attributes) }
    }

    public mutating func append(_ text: String, attributes: TextAttributes = TextAttributes()) {
        let startOffset = string.utf8.count
        let offsets = runs.map { string.utf8Offset(of: $0.range.lowerBound)..<string.utf8Offset(of: $0.range.upperBound) }
        string += text
        // Mutation may invalidate indices into the old string; rebuild them from UTF-8 offsets.
        for i in runs.indices { runs[i].range = reindex(offsets[i]) }
        if !text.isEmpty && attributes != TextAttributes() {
            runs.append(Run(range: reindex(startOffset..<string.utf8.count), attributes: attributes))
        }
    }

    /// Applies `attributes` on top of whatever covers `range`.
    public mutating func addAttributes(_ attributes: TextAttributes, in range: Range<String.Index>) {
        runs.append(Run(range: range, attributes: attributes))
    }

    private func reindex(_ offsets: Range<Int>) -> Range<String.Index> {
        let u = string.utf8
        return u.index(u.startIndex, offsetBy: offsets.lowerBound)..<u.index(u.startIndex, offsetBy: offsets.upperBound)
    }
}
