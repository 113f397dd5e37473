import CPango

/// Builds Pango contexts from the calling thread's font map (never a shared one), with font options that
/// make layout independent of the output scale.
enum PangoContextFactory {
    /// A new context owned by the caller (release with g_object_unref) for a layout that asks for `fonts`.
    static func makeContext(language: String?, baseDirection: PangoDirection, fonts: some Sequence<FontKey>) -> OpaquePointer {
        FontRegistry.noteLayoutStarted()
        let fontMap = ThreadFontMap.current.fontMap(for: fonts)
        let context = pango_font_map_create_context(fontMap)!

        CairoText.setScaleIndependentFontOptions(context)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, baseDirection)
        if let language { pango_context_set_language(context, pango_language_from_string(language)) }
        return context
    }
}

enum BaseDirection {
    /// The direction of the first strong letter (UAX #9 rules P2–P3), LTR when there is none.
    static func detect(_ text: String) -> TextDirection {
        for scalar in text.unicodeScalars {
            let type = UInt(fribidi_get_bidi_type(FriBidiChar(scalar.value)).rawValue)
            if type & UInt(FRIBIDI_MASK_LETTER) != 0 {
                return type & UInt(FRIBIDI_MASK_RTL) != 0 ? .rtl : .ltr
            }
        }
        return .ltr
    }
}
