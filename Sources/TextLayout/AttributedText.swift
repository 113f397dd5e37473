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
    /// Laid out but not drawn, in any output (spoilers): the text keeps its place, its glyphs are blank.
    public var hidden: Bool?
    /// Code: the line breaks only at spaces ("-c:v" and "a/b.c" stay whole), between characters only
    /// where a word is wider than the line; no other line-break or emoji rule applies inside.
    public var breaksOnlyAtSpaces: Bool?

    public init(family: String? = nil, size: Double? = nil, weight: FontWeight? = nil,
                italic: Bool? = nil, color: Color? = nil, hidden: Bool? = nil, breaksOnlyAtSpaces: Bool? = nil) {
        (self.family, self.size, self.weight, self.italic, self.color) = (family, size, weight, italic, color)
        (self.hidden, self.breaksOnlyAtSpaces) = (hidden, breaksOnlyAtSpaces)
    }
}

/// A string with attribute runs (later runs win where they overlap).
public struct AttributedText: Hashable, Sendable {
    /// A run as UTF-8 offsets: offsets stay valid as the string grows, so appending is O(1) per piece.
    struct OffsetRun: Hashable, Sendable {
        var bytes: Range<Int>
        var attributes: TextAttributes
    }

    public private(set) var string: String = ""
    private(set) var offsetRuns: [OffsetRun] = []

    public init() {}

    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        append(string, attributes: attributes)
    }

    /// Builds the text from consecutive pieces, each with its own attributes.
    public init(_ pieces: [(String, TextAttributes)]) {
        for (text, attributes) in pieces { append(text, attributes: attributes) }
    }

    public mutating func append(_ text: String, attributes: TextAttributes = TextAttributes()) {
        let start = string.utf8.count
        string += text
        if !text.isEmpty && attributes != TextAttributes() {
            offsetRuns.append(OffsetRun(bytes: start..<string.utf8.count, attributes: attributes))
        }
    }

    /// The same text with every run's font size rounded to `FontSpec.sizeStep`.
    func quantizingSizes() -> AttributedText {
        guard offsetRuns.contains(where: { $0.attributes.size != nil }) else { return self }
        var copy = self
        for i in copy.offsetRuns.indices {
            copy.offsetRuns[i].attributes.size = copy.offsetRuns[i].attributes.size.map(FontSpec.quantized)
        }
        return copy
    }

    /// The fonts the text asks for on top of `base`: one per distinct family, size, weight and style.
    func fontKeys(base: FontSpec) -> Set<FontKey> {
        var keys: Set<FontKey> = [FontKey(base)]
        for run in offsetRuns {
            let a = run.attributes
            guard a.family != nil || a.size != nil || a.weight != nil || a.italic != nil else { continue }
            keys.insert(FontKey(FontSpec(family: a.family ?? base.family, size: a.size ?? base.size,
                                         weight: a.weight ?? base.weight, italic: a.italic ?? base.italic)))
        }
        return keys
    }
}
