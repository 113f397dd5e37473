import CPango

/// Shapes text that probably fits its width once instead of twice.
///
/// Pango 1.50 shapes every item that fits the remaining width a second time before accepting it
/// ("early accept" in `process_item`), so wrapping text costs two HarfBuzz passes even when nothing
/// wraps. A line Pango may ellipsize is laid out with wrapping off, which shapes each item once. So a
/// text whose paragraphs look short enough is first laid out that way (each paragraph's first line may
/// ellipsize, and with the default height that is every line); if any paragraph did not fit after all,
/// ellipsizing is switched off again and Pango wraps as usual. A line that fits is the same either way:
/// the same runs, the same width for alignment.
enum OneLineTrial {
    /// An estimate of the widest paragraph, in points: 0.5 em per character (Inter averages 0.46–0.48 em
    /// over sentences with their spaces, capitals 0.6), 1.25 em per emoji, 1 em for wide East Asian
    /// characters. A wrong guess costs one extra shaping of the text either way, never a wrong layout.
    static func estimatedWidth(of text: String, fontSize: Double) -> Double {
        var widest = 0.0, ems = 0.0
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\u{2029}" { widest = max(widest, ems); ems = 0; continue }
            ems += emWidth(of: scalar)
        }
        return max(widest, ems) * fontSize
    }

    /// Per scalar, so it stays a cheap loop: joiners, variation selectors, skin tones and combining marks
    /// add nothing; a ZWJ sequence counts each of its emoji (too wide, which only costs time).
    static func emWidth(of scalar: Unicode.Scalar) -> Double {
        let v = scalar.value
        if v < 0x300 { return v < 0x20 ? 0 : 0.5 }  // Latin, the common case
        switch v {
        case 0x300...0x36F, 0x200B...0x200F, 0x2060, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD: return 1.0  // CJK, Hangul, Kana, fullwidth forms
        case 0x1F1E6...0x1F1FF: return 0.625  // a flag is two regional indicators
        default: return scalar.properties.isEmojiPresentation ? 1.25 : 0.5
        }
    }

    /// Turns the trial on when every paragraph is estimated to fit `width`.
    static func begin(_ layout: OpaquePointer, text: String, width: Double, largestFontSize: Double) -> Bool {
        guard estimatedWidth(of: text, fontSize: largestFontSize) <= width else { return false }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        return true
    }

    /// Lays the text out; if a paragraph had to be cut, goes back to ordinary wrapping.
    static func settle(_ layout: OpaquePointer) {
        if pango_layout_is_ellipsized(layout) != 0 {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
    }
}
