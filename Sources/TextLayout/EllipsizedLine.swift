import CPango

/// Single lines that end in "…" (reply quotes), laid out from only the start of their text.
///
/// Pango shapes a whole paragraph before it ellipsizes it, so a 500-character quote cut to its first
/// 30 characters costs all 500. What an ellipsized line shows depends only on its start: the clusters
/// that fit, in the context of the few characters after them, and the ellipsis. A prefix that passes
/// the line's width by the face's own advances (`LatinAdvances`, a lower bound), plus a few characters
/// of shaping context, gives the same line, provided Pango still had to ellipsize it.
public enum EllipsizedLine {
    /// Kerning and ligatures make a shaped Latin line a few percent narrower than its advances add up to.
    public static let widthMargin = 1.1
    /// Characters kept past the point that passes the width: kerning pairs, contextual alternates and
    /// Arabic joining look one or two characters ahead of the last one that shows.
    public static let contextCharacters = 4

    /// The start of `text` that passes `widthMargin × width` in `font`, with `contextCharacters` more:
    /// all of it when it is estimated to fit.
    public static func prefix(of text: String, width: Double, font: FontSpec) -> Substring {
        let limit = widthMargin * width / max(font.size, 1e-9)
        let advances = LatinAdvances.current.table(for: font)
        var ems = 0.0
        var index = text.startIndex
        while index < text.endIndex, ems <= limit {
            for scalar in text[index].unicodeScalars { ems += advances.ems(of: scalar) }
            index = text.index(after: index)
        }
        return text[..<(text.index(index, offsetBy: contextCharacters, limitedBy: text.endIndex) ?? text.endIndex)]
    }

    /// Lays out `text` on one ellipsized line in `font` through `make` (which must set `maxLines: 1`
    /// and the width) from its prefix; again from all of it when the prefix turned out to fit whole.
    public static func layout(_ text: String, width: Double, font: FontSpec, make: (String) -> TextLayout) -> TextLayout {
        let start = prefix(of: text, width: width, font: font)
        guard start.endIndex < text.endIndex else { return make(text) }
        let line = make(String(start))
        return line.isEllipsized ? line : make(text)
    }
}

extension TextLayout {
    /// True when Pango cut a line short and ended it with "…".
    public var isEllipsized: Bool { pango_layout_is_ellipsized(finishedLayout()) != 0 }
}
