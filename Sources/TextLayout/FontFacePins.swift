import Canvas
import CPango
import ChatCardSupport
import ImageCodecs
import Synchronization

/// Keeps Cairo from closing a FreeType face that another thread is about to use.
///
/// Cairo keeps at most ten faces open: a thread opening another closes a random face whose lock count is
/// zero, reading that count without the face's own lock, so a thread that is just then locking that face
/// draws with a face FreeType is freeing (crashes in CI, and in 7 of 15 runs of `FontFaceRaceTests`
/// before this). A face locked once and never unlocked is never chosen (`cairo_ft_scaled_font_lock_face`
/// raises the count and releases the face's mutex, so the pin blocks nobody). So the first layout of a
/// process pins every installed font (about 30 ms for the 357 fonts setup.sh installs; FreeType maps the
/// files rather than reading them), while other layouts wait; from then on Cairo never opens or closes a
/// face again, and layouts run free. Pinning only when a second thread came (and each layout's own fonts
/// until then) left a window: a face the first thread had opened outside a layout's runs (a metrics
/// sample's fallback) was closed under it while the second pinned the rest (`_cairo_ft_scaled_glyph_load_glyph`
/// on a freed face in 5 of 25 runs of six cards laid out at once in a fresh process; none in 50 since).
/// Fonts must be registered before the first layout (`FontRegistry`), so the installed set is final.
package enum FontFacePins {
    /// Held while the first layout pins every font.
    private static let pinning = Mutex<Void>(())
    private static let everyFontPinned = Atomic<Bool>(false)

    package static var allInstalledFontsPinned: Bool { everyFontPinned.load(ordering: .acquiring) }

    /// Runs `work`, which lays text out and may make Cairo open faces, once every installed font is pinned.
    static func openingFonts<T>(_ work: () -> T) -> T {
        if !allInstalledFontsPinned { pinInstalledFonts() }
        return work()
    }

    /// Pins every installed font now (a server calls this before it takes requests, so no request
    /// waits for it). Later font registrations are refused.
    static func pinInstalledFonts() {
        pinning.withLock { _ in
            if !allInstalledFontsPinned { pinInstalledFontsLocked() }
        }
    }

    private static func pinInstalledFontsLocked() {
        FontRegistry.noteLayoutStarted()
        var scale = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&scale, 12, 12)
        cairo_matrix_init_identity(&identity)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        for set in [FcSetSystem, FcSetApplication] {
            guard let fonts = FcConfigGetFonts(nil, set)?.pointee, let patterns = fonts.fonts else { continue }
            for i in 0..<Int(fonts.nfont) {
                guard let face = cairo_ft_font_face_create_for_pattern(patterns[i]) else { continue }
                let scaled = cairo_scaled_font_create(face, &scale, &identity, options)
                // The face reference is kept: it keeps the file's unscaled font, and the pin, alive.
                if cairo_ft_scaled_font_lock_face(scaled) == nil { cairo_font_face_destroy(face) }
                cairo_scaled_font_destroy(scaled)
            }
        }
        everyFontPinned.store(true, ordering: .releasing)
    }
}
