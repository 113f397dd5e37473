import Canvas

/// A Cairo without the glyph-cache fix deadlocks render threads that meet varied text (docs/ARCHITECTURE.md,
/// Threads): a deployment built against one must not start more than one render thread, loudly.
public struct RenderThreadCheck: Error, CustomStringConvertible {
    public let workers: Int
    public let cairo: CairoVersion.Release

    public static func check(workers: Int, cairo: CairoVersion.Release = CairoVersion.running) throws(RenderThreadCheck) {
        if workers > 1 && cairo < CairoVersion.glyphCacheFix { throw RenderThreadCheck(workers: workers, cairo: cairo) }
    }

    public var description: String {
        "\(workers) render threads need Cairo \(CairoVersion.glyphCacheFix) or later, and this process loaded Cairo \(cairo), "
            + "whose glyph cache can deadlock every render thread. Run scripts/setup.sh (it builds a fixed Cairo into "
            + ".deps/cairo) and build again, or start with --workers 1."
    }
}
