import Canvas
import TextLayout

/// ChatCard's version and the drawing libraries it runs with: the same card drawn by another Cairo or
/// Pango can differ in pixels, so all three name a render (the service's ETags, `chatcard --version`).
public enum ChatCardVersion {
    public static let current = "0.1.0"

    /// The libraries loaded at run time, in the order they are reported.
    public static var libraries: KeyValuePairs<String, String> {
        ["cairo": CairoVersion.running.description, "pango": PangoVersion.running]
    }

    /// "chatcard 0.1.0 (cairo 1.18.4, pango 1.50.12)"; on a Cairo without the glyph-cache fix also
    /// "renders one at a time" (`RenderGate`).
    public static var summary: String {
        let serialised = RenderGate.serialises ? ", renders one at a time" : ""
        return "chatcard \(current) (" + libraries.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + serialised + ")"
    }
}
