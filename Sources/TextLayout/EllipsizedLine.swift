import CPango

/// Single lines that end in "…" (reply quotes), laid out from only the start of their text.
///
/// Pango shapes a whole paragraph before it ellipsizes it, so a 500-character quote cut to its first
/// 30 characters costs all 500. What an ellipsized line shows depends only on its start: the clusters
/// that fit and the ellipsis after them. A prefix well past the widest that could show, estimated like
/// `OneLineTrial`, gives the same line, provided Pango still had to ellipsize it.
public enum EllipsizedLine {
    /// The prefix reaches this many times the line's width by the estimate (0.5 em a Latin character,
    /// which narrow letters undercut by up to half): past anything shaping context could change.
    public static let estimateMargin = 1.6

    /// The characters of `text` whose estimated width first passes `estimateMargin × width` at
    /// `fontSize`: all of it when it is estimated to fit.
    public static func prefix(of text: String, width: Double, fontSize: Double) -> Substring {
        let limit = estimateMargin * width / max(fontSize, 1e-9)
        var ems = 0.0
        for index in text.indices {
            if ems > limit { return text[..<index] }
            for scalar in text[index].unicodeScalars { ems += OneLineTrial.emWidth(of: scalar) }
        }
        return text[...]
    }

    /// Lays out `text` on one ellipsized line through `make` (which must set `maxLines: 1` and the width)
    /// from its prefix; again from all of it when the prefix turned out to fit whole.
    public static func layout(_ text: String, width: Double, fontSize: Double, make: (String) -> TextLayout) -> TextLayout {
        let start = prefix(of: text, width: width, fontSize: fontSize)
        guard start.endIndex < text.endIndex else { return make(text) }
        let line = make(String(start))
        return line.isEllipsized ? line : make(text)
    }
}

extension TextLayout {
    /// True when Pango cut a line short and ended it with "…".
    public var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }
}
