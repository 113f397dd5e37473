/// A `Duration` as the plain numbers logs, timings, timers and flags use (this package's own; not for clients).
extension Duration {
    package var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    package var inMilliseconds: Double { inSeconds * 1000 }
    /// Whole nanoseconds, rounded down (for timer APIs that take them).
    package var inNanoseconds: Int64 { components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000 }
}
