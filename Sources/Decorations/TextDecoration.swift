import Canvas

/// The line patterns ChatCard draws (NSUnderlineStyle's set, CSS wavy, and the iOS dictation dots).
public enum LineStyle: String, Hashable, Sendable, CaseIterable {
    case single, thick, double, dotted, dashed, dashDot, dashDotDot, wavy, largeDot
}

public enum DecorationKind: String, Hashable, Sendable, CaseIterable {
    case underline, strikethrough, overline
}

/// One decoration over a character range. Nil fields take defaults from the font and the kind.
public struct TextDecoration: Hashable, Sendable {
    public var kind: DecorationKind
    public var style: LineStyle
    /// Default: the text color (`largeDot`: dictation blue).
    public var color: Color?
    /// Points; default from the font (`thick`: twice that). Never thinner than one device pixel.
    public var thickness: Double?
    /// Extra points to move the line down (negative: up).
    public var offset: Double
    /// Leave whitespace undecorated.
    public var byWord: Bool
    /// Gaps where glyphs cross the line; default on for underline and overline, off for strikethrough.
    public var skipInk: Bool?

    public init(_ kind: DecorationKind = .underline, style: LineStyle = .single, color: Color? = nil,
                thickness: Double? = nil, offset: Double = 0, byWord: Bool = false, skipInk: Bool? = nil) {
        self.kind = kind; self.style = style; self.color = color; self.thickness = thickness
        self.offset = offset; self.byWord = byWord; self.skipInk = skipInk
    }

    public var skipsInk: Bool { skipInk ?? (kind != .strikethrough) }

    /// iOS dictation's low-confidence marker: rgba(0, 122, 255, 0.75).
    public static let dictationBlue = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.75)
}
