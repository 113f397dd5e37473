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
        var widest = 0.0, current = 0.0
        for character in text {
            if character.isNewline { widest = max(widest, current); current = 0; continue }
            current += fontSize * emWidth(of: character)
        }
        return max(widest, current)
    }

    private static func emWidth(of character: Character) -> Double {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }) {
            return 1.25
        }
        // CJK, Hangul, Kana and fullwidth forms.
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD: return 1.0
        default: return 0.5
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
