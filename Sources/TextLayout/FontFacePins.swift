import Canvas
import CPango
import ChatCardSupport
import ImageCodecs
import Synchronization

/// Keeps Cairo from closing a FreeType face that another thread is about to use.
///
/// Cairo 1.16 keeps at most ten faces open: a thread opening another closes a random face whose lock
/// count is zero, reading that count without the face's own lock, so a thread that is just then
/// locking that face draws with a face FreeType is freeing (crashes in CI, and in 7 of 15 runs of
/// `FontFaceRaceTests` before this). A face locked once and never unlocked is never chosen
/// (`cairo_ft_scaled_font_lock_face` raises the count and releases the face's mutex, so the pin blocks
/// nobody). So:
/// - while only one thread has laid out text, there is no race, and each layout pins its runs' fonts;
/// - when a second thread lays out text, it first pins every installed font (about 50 ms and 15 MB of
///   heap for the 357 fonts setup.sh installs; FreeType maps the files rather than reading them), while
///   layouts elsewhere wait; from then on Cairo never opens or closes a face again, and layouts run free.
/// Fonts must be registered before the first layout (`FontRegistry`), so the installed set is final.
package enum FontFacePins {
    /// The first thread to lay out text, until every font is pinned; held while a layout opens fonts.
    private static let firstThread = Mutex<pthread_t?>(nil)
    private static let everyFontPinned = Atomic<Bool>(false)
    /// Cairo font faces pinned one by one, each with a reference of ours so its address stays its own.
    private static let pinnedFaces = Mutex<Set<UInt>>([])

    package static var allInstalledFontsPinned: Bool { everyFontPinned.load(ordering: .acquiring) }

    private static let openingDepth = ThreadLocal(OpeningDepth.init)

    /// Runs `work`, which lays text out and may make Cairo open faces, where no other thread's
    /// layout can make Cairo close one. Calls nest (a layout's lines ask for its primary metrics).
    static func openingFonts<T>(_ work: () -> T) -> T {
        if allInstalledFontsPinned { return work() }
        let nesting = openingDepth.value
        if nesting.depth > 0 { return work() }
        nesting.depth += 1
        defer { nesting.depth -= 1 }
        return firstThread.withLock { first in
            let me = pthread_self()
            if let first, pthread_equal(first, me) == 0 {
                if !allInstalledFontsPinned { pinInstalledFontsLocked() }
            } else {
                first = me
            }
            return work()
        }
    }

    /// Pins every installed font now (a server calls this before it takes requests, so no request
    /// waits for it). Later font registrations are refused.
    static func pinInstalledFonts() {
        firstThread.withLock { _ in
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

    /// Pins the fonts of every run of `layout` (until every installed font is pinned anyway).
    static func pinFonts(of layout: OpaquePointer) {
        if allInstalledFontsPinned { return }
        var lines = pango_layout_get_lines_readonly(layout)
        while let line = lines {
            var runs = line.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let run = runs {
                let glyphItem = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self)
                if let font = glyphItem?.pointee.item.pointee.analysis.font { pin(font) }
                runs = run.pointee.next
            }
            lines = line.pointee.next
        }
    }

    private final class OpeningDepth { var depth = 0 }

    private static func pin(_ font: UnsafeMutablePointer<PangoFont>) {
        guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
              cairo_scaled_font_get_type(scaled) == CAIRO_FONT_TYPE_FT,
              let face = cairo_scaled_font_get_font_face(scaled) else { return }
        let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(face)))
        pinnedFaces.withLock { pinned in
            guard !pinned.contains(key) else { return }
            // A failed lock (an unreadable font file) pins nothing and leaves no count behind.
            guard cairo_ft_scaled_font_lock_face(scaled) != nil else { return }
            cairo_font_face_reference(face)
            pinned.insert(key)
        }
    }
}
