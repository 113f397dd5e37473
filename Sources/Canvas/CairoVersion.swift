import CCairo

/// The Cairo this process draws with. Before 1.17.2, Cairo's glyph page cache can deadlock every thread
/// that draws text (docs/ARCHITECTURE.md, Threads): such a Cairo is safe on one rendering thread only.
public enum CairoVersion {
    /// The first release whose glyph cache evicts with a try-lock (`_cairo_scaled_glyph_page_can_remove`).
    public static let glyphCacheFix = Release(major: 1, minor: 17, micro: 2)

    /// The library loaded at run time (which `scripts/setup.sh` and the run path decide).
    public static var running: Release { Release(encoded: Int(cairo_version())) }
    /// The headers this build compiled against.
    public static let compiled = Release(major: Int(CAIRO_VERSION_MAJOR), minor: Int(CAIRO_VERSION_MINOR),
                                         micro: Int(CAIRO_VERSION_MICRO))

    /// Whether several threads may draw text at once.
    public static var isSafeOnManyThreads: Bool { running >= glyphCacheFix }

    public struct Release: Comparable, Sendable, CustomStringConvertible {
        public let major: Int, minor: Int, micro: Int
        public init(major: Int, minor: Int, micro: Int) { (self.major, self.minor, self.micro) = (major, minor, micro) }
        /// `CAIRO_VERSION_ENCODE`: major × 10,000 + minor × 100 + micro.
        public init(encoded: Int) { self.init(major: encoded / 10_000, minor: encoded / 100 % 100, micro: encoded % 100) }
        public var description: String { "\(major).\(minor).\(micro)" }
        public static func < (a: Release, b: Release) -> Bool { (a.major, a.minor, a.micro) < (b.major, b.minor, b.micro) }
    }
}
